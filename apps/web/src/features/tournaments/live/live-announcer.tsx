import type { LiveAnnouncement } from "./use-live-tournament.ts";

/**
 * A polite live region, visually hidden, that says what someone else changed (issue 13). It is
 * on the page from the start (a region that appears with its text is not read everywhere) and
 * never takes focus. The same sentence twice alternates a trailing no-break space, so that it is
 * a change the screen reader hears again.
 */
export function LiveAnnouncer({ announcement }: { announcement: LiveAnnouncement }) {
  const text = announcement.text && announcement.count % 2 === 0 ? `${announcement.text}\u00a0` : announcement.text;
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}
