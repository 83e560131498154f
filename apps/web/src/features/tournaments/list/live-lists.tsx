import { StreamRefusalNote } from "@/lib/live/stream-refusal-note.tsx";
import { useLiveLists } from "@/lib/live/use-live-lists.ts";

/**
 * The list page's live updates as a component, so that the page can load their code lazily after
 * its first paint (tournaments-page.tsx). Shows only the note for a stream refused for the
 * address's limit (lib/live/why-refused.ts), above the filters.
 */
export function LiveLists() {
  const refusal = useLiveLists();
  return <StreamRefusalNote refusal={refusal} className="mb-6" />;
}
