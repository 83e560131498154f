import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TournamentStatsResponse } from "@turnuva/contract/tournaments";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { type TournamentFilters, tournamentFilterQuery } from "@turnuva/contract/tournament-filters";

/** `GET /api/tournaments/stats`: the tabs' counts under the list's filters, so they match it (no token). */
export function fetchTournamentStats(filters: Omit<TournamentFilters, "status">, signal?: AbortSignal): Promise<TournamentStatsResponse> {
  const query = tournamentFilterQuery(filters).toString();
  return apiRequest<TournamentStatsResponse>(`/tournaments/stats${query ? `?${query}` : ""}`, { signal });
}

export const tournamentStatsQueryOptions = (filters: Omit<TournamentFilters, "status">) =>
  queryOptions({ queryKey: queryKeys.tournaments.stats({ ...filters }), queryFn: ({ signal }) => fetchTournamentStats(filters, signal) });

export const useTournamentStats = (filters: Omit<TournamentFilters, "status">) => useQuery(tournamentStatsQueryOptions(filters));
