import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TournamentStatsOfUser } from "@turnuva/contract/stats";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/tournaments/tournament-stats/username/:username`: tournaments played and won. */
export function fetchTournamentStats(username: string, signal?: AbortSignal): Promise<TournamentStatsOfUser> {
  return apiRequest<TournamentStatsOfUser>(`/tournaments/tournament-stats/username/${encodeURIComponent(username)}`, { signal });
}

export const tournamentStatsQueryOptions = (username: string) =>
  queryOptions({ queryKey: queryKeys.users.stats(username, "tournaments"), queryFn: ({ signal }) => fetchTournamentStats(username, signal) });

export const useTournamentStats = (username: string) => useQuery(tournamentStatsQueryOptions(username));
