import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Tournament } from "@turnuva/contract/tournaments";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Part 2 §9: the detail page asks again every 30 s while the tournament is not completed. */
export const TOURNAMENT_POLL_MS = 30_000;

/** `GET /api/tournaments/:identifier` (slug or id), read without a token (part 2 §6). */
export function fetchTournament(identifier: string, signal?: AbortSignal): Promise<Tournament> {
  return apiRequest<Tournament>(`/tournaments/${encodeURIComponent(identifier)}`, { signal });
}

export const tournamentQueryOptions = (identifier: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.detail(identifier),
    queryFn: ({ signal }) => fetchTournament(identifier, signal),
    // A completed tournament no longer changes; an unknown one will not appear by asking again.
    refetchInterval: (query) => {
      if (query.state.data?.status === "completed") return false;
      if (query.state.error instanceof ApiError && query.state.error.status === 404) return false;
      return TOURNAMENT_POLL_MS;
    },
  });

export const useTournament = (identifier: string) => useQuery(tournamentQueryOptions(identifier));
