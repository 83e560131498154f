import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { STREAM_READY_EVENT, TOURNAMENT_EVENT, type TournamentEvent } from "@turnuva/contract/live-rules";
import type { Tournament } from "@turnuva/contract/tournaments";
import { useEffect, useEffectEvent } from "react";
import { queryKeys } from "../query-keys.ts";
import { isTournamentList } from "./list-keys.ts";
import { mutationsSettled } from "./mutations-settled.ts";
import { readTournamentEvent } from "./read-event.ts";
import { tournamentEventsUrl } from "./stream-urls.ts";

/**
 * Where a tournament's stream stands. Only "open" means news arrives on its own: in every other
 * state the page keeps asking every 30 s (get-tournament.ts), except once the tournament is over.
 * "failed" is for good (refused: 429 TOO_MANY_STREAMS, 204 for a completed one, a server error);
 * "connecting" includes the browser's own retries after a dropped connection.
 */
export type StreamState = "connecting" | "open" | "failed" | "closed";

/** What the stream needs of the tournament on screen. */
export type ShownTournament = Pick<Tournament, "_id" | "version" | "status">;

export interface TournamentStreamOptions {
  /** The slug or id the page reads the tournament by. */
  identifier: string;
  /** The tournament on screen; nothing is opened before it is there, nor once it is completed. */
  tournament: ShownTournament | undefined;
  onStateChange: (state: StreamState) => void;
  /** A change this page did not make, once the tournament has been read again. */
  onNews?: (event: TournamentEvent) => void;
}

/**
 * Reads the tournament again when the event is newer than every copy this tab holds (by slug and
 * by id, as store-tournament.ts keeps it); marks the lists stale. True when it was news.
 */
async function takeNews(queryClient: QueryClient, identifier: string, event: TournamentEvent): Promise<boolean> {
  await mutationsSettled(queryClient);
  const keys = [...new Set([identifier, event.slug, event.tournamentId])].filter(Boolean).map((key) => queryKeys.tournaments.detail(key));
  const held = Math.max(-1, ...keys.map((queryKey) => queryClient.getQueryData<ShownTournament>(queryKey)?.version ?? -1));
  if (event.version <= held) return false;
  await Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
    queryClient.invalidateQueries({ predicate: isTournamentList, refetchType: "none" }),
  ]);
  return true;
}

/**
 * Listens to one tournament's events (`GET /api/tournaments/:identifier/events?version=N`) while
 * it is on screen and not completed. A newer version refetches it (the screens render the
 * server's answer, never the event); a completed one closes the stream.
 */
export function useTournamentStream({ identifier, tournament, onStateChange, onNews }: TournamentStreamOptions): void {
  const queryClient = useQueryClient();
  const listening = tournament !== undefined && tournament.status !== "completed";
  const tournamentId = tournament?._id;
  const shownVersion = useEffectEvent(() => tournament?.version ?? 0);
  const report = useEffectEvent((state: StreamState) => onStateChange(state));
  const tell = useEffectEvent((event: TournamentEvent) => onNews?.(event));

  useEffect(() => {
    if (!listening || tournamentId === undefined) return;
    if (typeof EventSource === "undefined") {
      report("failed");
      return;
    }
    let done = false;
    const source = new EventSource(tournamentEventsUrl(identifier, shownVersion()));
    const close = () => {
      done = true;
      source.close();
    };
    report("connecting");
    const opened = () => {
      if (!done) report("open");
    };
    source.addEventListener("open", opened);
    source.addEventListener(STREAM_READY_EVENT, opened);
    source.addEventListener("error", () => {
      if (!done) report(source.readyState === EventSource.CLOSED ? "failed" : "connecting");
    });
    source.addEventListener(TOURNAMENT_EVENT, (message) => {
      const event = readTournamentEvent(message);
      if (!event || event.tournamentId !== tournamentId || done) return;
      if (event.status === "completed") {
        close();
        report("closed");
      }
      void takeNews(queryClient, identifier, event).then((news) => {
        if (news) tell(event);
      });
    });
    return () => {
      close();
      report("closed");
    };
  }, [queryClient, identifier, tournamentId, listening]);
}
