import { platformManagerTexts } from "../../../../texts/platform-manager.ts";
import { platformTexts } from "../../../../texts/platforms.ts";
import { Alert } from "../../../../ui/alert.tsx";
import { Button } from "../../../../ui/button.tsx";

/** The platform's members did not arrive: without them nobody can be chosen; 'Tekrar Dene'. */
export function MembersLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>{platformManagerTexts.members.loadFailed}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {platformTexts.actions.retry}
      </Button>
    </Alert>
  );
}
