import { queryOptions, replaceEqualDeep, useQuery } from "@tanstack/react-query";
import type { TournamentAnswer } from "@turnuva/contract/tournament-answer";
import { expandTournament } from "@turnuva/contract/tournament-expand";
import type { Tournament } from "@turnuva/contract/tournaments";
import { ApiError, apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/**
 * Part 2 §9: the detail page asks again every 30 s while the tournament is not completed; with
 * live updates (issue 13) only while its stream is not open (connecting, refused, dropped).
 */
export const TOURNAMENT_POLL_MS = 30_000;

/**
 * `GET /api/tournaments/:identifier` (slug or id), read without a token (part 2 §6). The answer is
 * compact (issue 27: players by number, derived fields left out): expanded here, once, so the
 * cache holds what every screen reads; `isOverdue` is as of this read.
 */
export async function fetchTournament(identifier: string, signal?: AbortSignal): Promise<Tournament> {
  const answer = await apiRequest<TournamentAnswer>(`/tournaments/${encodeURIComponent(identifier)}`, { signal });
  // The answer's parse and its expansion in two tasks, where the browser can (scheduler.yield):
  // together they were one long task of a slow phone for a league of 128 (issue 27).
  await (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
  return expandTournament(answer);
}

/**
 * Whether `next` is an older version than the copy the cache holds: a newer version always wins,
 * whether it came from a read (a poll, the stream's refetch) or a write's answer (store-tournament.ts).
 */
export const isOlderThanHeld = (next: Tournament, held: unknown): boolean => held !== undefined && (held as Tournament).version > next.version;

/** `streaming`: the tournament's event stream is open, so news arrives without asking. */
export const tournamentQueryOptions = (identifier: string, streaming = false) =>
  queryOptions({
    queryKey: queryKeys.tournaments.detail(identifier),
    queryFn: ({ signal }) => fetchTournament(identifier, signal),
    // A read that left before a write and comes back after its answer does not take the answer back.
    structuralSharing: (held, next) => (isOlderThanHeld(next as Tournament, held) ? held : replaceEqualDeep(held, next)),
    // A completed tournament no longer changes; an unknown one will not appear by asking again.
    refetchInterval: (query) => {
      if (query.state.data?.status === "completed") return false;
      if (query.state.error instanceof ApiError && query.state.error.status === 404) return false;
      return streaming ? false : TOURNAMENT_POLL_MS;
    },
  });

/** `initial`: a copy to start from when the cache has none (fresh for the usual 30 s). */
export const useTournament = (identifier: string, streaming = false, initial?: Tournament) =>
  useQuery({ ...tournamentQueryOptions(identifier, streaming), initialData: initial });

/**
 * The copy the cache holds under `identifier` (undefined if none), as it changes: this never asks
 * the server; whoever opened the screen reads it (and keeps it current), and writes store their
 * answers in it.
 */
export const useCachedTournament = (identifier: string) => useQuery({ ...tournamentQueryOptions(identifier, true), enabled: false }).data;
