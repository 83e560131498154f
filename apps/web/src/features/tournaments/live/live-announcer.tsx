import { StreamRefusalNote } from "@/lib/live/stream-refusal-note.tsx";
import type { LiveAnnouncement } from "./use-live-tournament.ts";

/**
 * What a tournament's screen says live (issue 13), never taking focus:
 * - a polite live region, visually hidden, that says what someone else changed. It is on the page
 *   from the start (a region that appears with its text is not read everywhere). The same
 *   sentence twice alternates a trailing no-break space, so that it is a change the screen reader
 *   hears again;
 * - when the stream is refused for the address's limit, the contract's sentence as a quiet note
 *   (stream-refusal-note.tsx), seen and said politely, until a stream opens again.
 */
export function LiveAnnouncer({ announcement }: { announcement: LiveAnnouncement }) {
  const text = announcement.text && announcement.count % 2 === 0 ? `${announcement.text}\u00a0` : announcement.text;
  return (
    <>
      {/* The test id tells it, in the journeys, from the managing screen's other polite regions (one per score editor). */}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="live-announcer">
        {text}
      </p>
      <StreamRefusalNote refusal={announcement.refusal} className="mb-6" />
    </>
  );
}
