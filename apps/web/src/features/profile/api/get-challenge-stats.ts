import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ChallengeStats } from "@turnuva/contract/stats";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/tournaments/challenge-stats/username/:username`: challenges played, won and lost. */
export function fetchChallengeStats(username: string, signal?: AbortSignal): Promise<ChallengeStats> {
  return apiRequest<ChallengeStats>(`/tournaments/challenge-stats/username/${encodeURIComponent(username)}`, { signal });
}

export const challengeStatsQueryOptions = (username: string) =>
  queryOptions({ queryKey: queryKeys.users.stats(username, "challenges"), queryFn: ({ signal }) => fetchChallengeStats(username, signal) });

export const useChallengeStats = (username: string) => useQuery(challengeStatsQueryOptions(username));
