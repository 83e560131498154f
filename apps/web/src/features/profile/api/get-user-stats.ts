import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserStats } from "@turnuva/contract/stats";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/tournaments/user-stats/username/:username`: matches, wins, losses, draws, goals. */
export function fetchUserStats(username: string, signal?: AbortSignal): Promise<UserStats> {
  return apiRequest<UserStats>(`/tournaments/user-stats/username/${encodeURIComponent(username)}`, { signal });
}

export const userStatsQueryOptions = (username: string) =>
  queryOptions({ queryKey: queryKeys.users.stats(username, "matches"), queryFn: ({ signal }) => fetchUserStats(username, signal) });

export const useUserStats = (username: string) => useQuery(userStatsQueryOptions(username));
