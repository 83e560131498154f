import { commonTexts } from "@/texts/common.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { Button } from "@/ui/button.tsx";
import { cx } from "@/ui/class-names.ts";

/**
 * Part 2 §8: a refusal as the red box 'Hata: ...' with 'Kapat', the same for a rule the screen
 * checked before sending and for one the server answered. Read out at once (role="alert").
 */
export function ErrorBox({ message, onClose, className }: { message: string; onClose: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={cx("flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900", className)}
    >
      <p className="min-w-0 flex-1 wrap-anywhere">{tournamentTexts.error(message)}</p>
      <Button variant="secondary" onClick={onClose}>
        {commonTexts.actions.close}
      </Button>
    </div>
  );
}
