import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TournamentStatsResponse } from "@turnuva/contract/tournaments";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { filterQuery, type TournamentFilters } from "./get-tournaments.ts";

/** `GET /api/tournaments/stats`: the tabs' counts under the list's filters, so they match it (no token). */
export function fetchTournamentStats(filters: TournamentFilters, signal?: AbortSignal): Promise<TournamentStatsResponse> {
  const query = filterQuery(filters).toString();
  return apiRequest<TournamentStatsResponse>(`/tournaments/stats${query ? `?${query}` : ""}`, { signal });
}

export const tournamentStatsQueryOptions = (filters: TournamentFilters) =>
  queryOptions({ queryKey: queryKeys.tournaments.stats({ ...filters }), queryFn: ({ signal }) => fetchTournamentStats(filters, signal) });

export const useTournamentStats = (filters: TournamentFilters) => useQuery(tournamentStatsQueryOptions(filters));
