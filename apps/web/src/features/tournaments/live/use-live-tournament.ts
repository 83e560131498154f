import type { Tournament } from "@turnuva/contract/tournaments";
import { useState } from "react";
import { announcementOf } from "../../../lib/live/announcement.ts";
import { useTournamentStream, type StreamState } from "../../../lib/live/use-tournament-stream.ts";
import { useTournament } from "../api/get-tournament.ts";

export interface LiveAnnouncement {
  text: string;
  /** Counts the announcements, so that the same sentence twice is still a change. */
  count: number;
}

/**
 * One tournament as a screen shows it (the detail page, the managing screen): read, kept current
 * by its event stream, asked again every 30 s only while the stream is not open. `announcement`
 * is the last change someone else made, in words, for the screen's live region. `initial` is the
 * first copy when the cache has none (a write's answer the screen opens on).
 */
export function useLiveTournament(identifier: string, initial?: Tournament) {
  const [stream, setStream] = useState<StreamState>("connecting");
  const query = useTournament(identifier, stream === "open", initial);
  const [announcement, setAnnouncement] = useState<LiveAnnouncement>({ text: "", count: 0 });
  useTournamentStream({
    identifier,
    tournament: query.data,
    onStateChange: setStream,
    onNews: (event) => setAnnouncement((last) => ({ text: announcementOf(event), count: last.count + 1 })),
  });
  return { query, stream, announcement };
}
