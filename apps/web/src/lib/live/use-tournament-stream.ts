import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { STREAM_READY_EVENT, TOURNAMENT_EVENT, type TournamentEvent } from "@turnuva/contract/live-rules";
import type { TournamentChanges } from "@turnuva/contract/tournament-changes";
import type { Tournament } from "@turnuva/contract/tournaments";
import { useEffect, useEffectEvent } from "react";
import { markGone } from "@/lib/gone-query.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { isTournamentList } from "./list-keys.ts";
import { mutationsSettled } from "./mutations-settled.ts";
import { readTournamentEvent } from "./read-event.ts";
import { tournamentEventsUrl } from "./stream-urls.ts";
import { whyRefused, type StreamRefusal } from "./why-refused.ts";

/** How long a stream refused for the address's limit waits before trying again (the server's Retry-After, the sentence's 30 s). */
export const TOO_MANY_STREAMS_RETRY_MS = 30_000;

/**
 * Where a tournament's stream stands. Only "open" means news arrives on its own: in every other
 * state the page keeps asking every 30 s (get-tournament.ts), except once the tournament is over.
 * "failed" is refused (429 TOO_MANY_STREAMS, 204 for a completed one, a server error): for good,
 * except a refusal for the address's limit, tried again every 30 s; "connecting" includes the
 * browser's own retries after a dropped connection.
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
  /** Whether the stream is refused for the address's limit (429 TOO_MANY_STREAMS): null when not, or no longer. */
  onRefusalChange?: (refusal: StreamRefusal | null) => void;
  /** A change this page did not make, once it is on screen (its changes merged, or the tournament read again). */
  onNews?: (event: TournamentEvent) => void;
  /** Puts a match action's changes into a copy of the tournament (the page's own way, merge-changes.ts). */
  merge: (held: Tournament, changes: TournamentChanges) => Tournament;
}

/**
 * Reads the tournament again when the event is newer than every copy this tab holds (by slug and
 * by id, as store-tournament.ts keeps it), its changes merged meanwhile when they follow on from
 * the copy held; marks the lists stale. True when it was news, once it is on screen.
 */
async function takeNews(
  queryClient: QueryClient,
  identifier: string,
  event: TournamentEvent,
  merge: TournamentStreamOptions["merge"],
): Promise<boolean> {
  await mutationsSettled(queryClient);
  const keys = [...new Set([identifier, event.slug, event.tournamentId])].filter(Boolean).map((key) => queryKeys.tournaments.detail(key));
  const held = Math.max(-1, ...keys.map((queryKey) => queryClient.getQueryData<ShownTournament>(queryKey)?.version ?? -1));
  // Issue 27: a copy half a version below N holds this tab's own change N, merged from its answer
  // (merge-changes.ts), with the whole tournament already being read: N's event is not news.
  if (event.version <= Math.ceil(held)) return false;
  if (event.change === "deleted") {
    // Gone (issue 25): every copy says so at once, as a read would, without each open page asking.
    for (const queryKey of keys) markGone(queryClient, queryKey);
    await queryClient.invalidateQueries({ predicate: isTournamentList, refetchType: "none" });
    return true;
  }
  // A match's changes go on screen at once on a copy of the version just before (the standings
  // follow with the read): on a slow phone, or a busy server, the read is most of the second.
  const { changes } = event;
  const merged = changes !== undefined && held === event.version - 1;
  if (merged) {
    for (const queryKey of keys) queryClient.setQueryData<Tournament>(queryKey, (copy) => (copy?.version === held ? merge(copy, changes) : copy));
  }
  const reread = Promise.all([
    ...keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })),
    queryClient.invalidateQueries({ predicate: isTournamentList, refetchType: "none" }),
  ]);
  if (!merged) await reread;
  return true;
}

/**
 * Listens to one tournament's events (`GET /api/tournaments/:identifier/events?version=N`) while
 * it is on screen and not completed. A newer version refetches it (the screens render the
 * server's answers: the whole tournament, or a match action's changes the event carries, which
 * `merge` puts on screen first); a completed one closes the stream. A stream refused for good
 * is asked about once (why-refused.ts): refused for the address's limit, it is said
 * (`onRefusalChange`) and tried again 30 s later; a place free by then, tried again at once;
 * anything else, left failed (the page polls).
 */
export function useTournamentStream({ identifier, tournament, onStateChange, onRefusalChange, onNews, merge }: TournamentStreamOptions): void {
  const queryClient = useQueryClient();
  const listening = tournament !== undefined && tournament.status !== "completed";
  const tournamentId = tournament?._id;
  const shownVersion = useEffectEvent(() => tournament?.version ?? 0);
  const report = useEffectEvent((state: StreamState) => onStateChange(state));
  const refused = useEffectEvent((refusal: StreamRefusal | null) => onRefusalChange?.(refusal));
  const tell = useEffectEvent((event: TournamentEvent) => onNews?.(event));
  const mergeNews = useEffectEvent((held: Tournament, changes: TournamentChanges) => merge(held, changes));

  useEffect(() => {
    if (!listening || tournamentId === undefined) return;
    if (typeof EventSource === "undefined") {
      report("failed");
      return;
    }
    let done = false;
    let source: EventSource | null = null;
    let asking: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A place found free is tried at once, but only once per 30 s: refused again straight away
    // (another tab took it, or the probe's own place was not given back yet), it waits like a
    // refusal for the limit instead of trying back to back.
    let freedBefore = false;

    const connect = () => {
      const url = tournamentEventsUrl(identifier, shownVersion());
      const stream = new EventSource(url);
      source = stream;
      report("connecting");
      const opened = () => {
        if (done || source !== stream) return;
        freedBefore = false;
        report("open");
        refused(null);
      };
      stream.addEventListener("open", opened);
      stream.addEventListener(STREAM_READY_EVENT, opened);
      stream.addEventListener("error", () => {
        if (done || source !== stream) return;
        if (stream.readyState !== EventSource.CLOSED) {
          report("connecting");
          return;
        }
        // Refused for good: the browser will not try again, nor say why.
        source = null;
        report("failed");
        const question = new AbortController();
        asking = question;
        void whyRefused(url, question.signal).then((reason) => {
          if (done || asking !== question) return;
          asking = null;
          if (reason === "free" && !freedBefore) {
            freedBefore = true;
            connect();
            return;
          }
          if (reason === "failed") {
            refused(null);
            return;
          }
          if (reason === "too-many-streams") refused("too-many-streams");
          retry = setTimeout(() => {
            freedBefore = false;
            connect();
          }, TOO_MANY_STREAMS_RETRY_MS);
        });
      });
      stream.addEventListener(TOURNAMENT_EVENT, (message) => {
        const event = readTournamentEvent(message);
        if (!event || event.tournamentId !== tournamentId || done) return;
        // Nothing follows a completed or deleted tournament: the server ends the stream, and the
        // browser must not connect again (nor the page read it again because it did).
        if (event.status === "completed" || event.change === "deleted") {
          close();
          report("closed");
        }
        void takeNews(queryClient, identifier, event, mergeNews).then((news) => {
          if (news) tell(event);
        });
      });
    };
    const close = () => {
      done = true;
      source?.close();
      asking?.abort();
      clearTimeout(retry);
      refused(null);
    };

    connect();
    return () => {
      close();
      report("closed");
    };
  }, [queryClient, identifier, tournamentId, listening]);
}
