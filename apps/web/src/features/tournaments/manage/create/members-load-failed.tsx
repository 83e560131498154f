import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { RetryAlert } from "@/ui/retry-alert.tsx";

/** The platform's members did not arrive: without them nobody can be chosen; 'Tekrar Dene'. */
export function MembersLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryAlert onRetry={onRetry}>
      <p>{platformManagerTexts.members.loadFailed}</p>
    </RetryAlert>
  );
}
