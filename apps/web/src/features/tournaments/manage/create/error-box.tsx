import { commonTexts } from "../../../../texts/common.ts";
import { tournamentWizardTexts } from "../../../../texts/tournament-wizards.ts";
import { Button } from "../../../../ui/button.tsx";

/**
 * Part 2 §8: a refusal as the red box 'Hata: ...' with 'Kapat', the same for a rule the wizard
 * checked and for one the server answered. Read out at once (role="alert").
 */
export function ErrorBox({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between">
      <p className="wrap-anywhere">{tournamentWizardTexts.error(message)}</p>
      <Button variant="secondary" className="shrink-0 self-start sm:self-auto" onClick={onClose}>
        {commonTexts.actions.close}
      </Button>
    </div>
  );
}
