import type { Tournament } from "@turnuva/contract/tournaments";
import { useMemo, useState } from "react";
import { announcementOf } from "@/lib/live/announcement.ts";
import { useTournamentStream, type StreamState } from "@/lib/live/use-tournament-stream.ts";
import type { StreamRefusal } from "@/lib/live/why-refused.ts";
import { useTournament } from "@/features/tournaments/api/get-tournament.ts";
import { mergeChanges } from "@/features/tournaments/api/merge-changes.ts";

/** What the screen's live regions say (live-announcer.tsx). */
export interface LiveAnnouncement {
  /** The last change someone else made, in words. */
  text: string;
  /** Counts the announcements, so that the same sentence twice is still a change. */
  count: number;
  /** The stream is refused for the address's limit: the page says so, and polls. */
  refusal: StreamRefusal | null;
}

/**
 * One tournament as a screen shows it (the detail page, the managing screen): read, kept current
 * by its event stream, asked again every 30 s only while the stream is not open. `announcement`
 * is the last change someone else made, in words, for the screen's live region, and why the
 * stream is refused when that is the address's limit (`refusal`, also on its own). `initial` is
 * the first copy when the cache has none (a write's answer the screen opens on).
 */
export function useLiveTournament(identifier: string, initial?: Tournament) {
  const [stream, setStream] = useState<StreamState>("connecting");
  const [refusal, setRefusal] = useState<StreamRefusal | null>(null);
  const query = useTournament(identifier, stream === "open", initial);
  const [news, setNews] = useState({ text: "", count: 0 });
  useTournamentStream({
    identifier,
    tournament: query.data,
    onStateChange: setStream,
    onRefusalChange: setRefusal,
    onNews: (event) => setNews((last) => ({ text: announcementOf(event), count: last.count + 1 })),
    merge: mergeChanges,
  });
  const announcement = useMemo<LiveAnnouncement>(() => ({ ...news, refusal }), [news, refusal]);
  return { query, stream, refusal, announcement };
}
