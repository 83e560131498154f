import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RecentPerformance } from "@turnuva/contract/stats";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/users/:username/recent-performance`: the last 10 results (G / M / B, newest first). */
export function fetchRecentPerformance(username: string, signal?: AbortSignal): Promise<RecentPerformance> {
  return apiRequest<RecentPerformance>(`/users/${encodeURIComponent(username)}/recent-performance`, { signal });
}

export const recentPerformanceQueryOptions = (username: string) =>
  queryOptions({ queryKey: queryKeys.users.stats(username, "recent"), queryFn: ({ signal }) => fetchRecentPerformance(username, signal) });

export const useRecentPerformance = (username: string) => useQuery(recentPerformanceQueryOptions(username));
