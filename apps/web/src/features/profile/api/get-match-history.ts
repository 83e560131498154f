import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { MatchHistoryResponse } from "@turnuva/contract/stats";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** Part 1 §9: a page of history holds 10, from page 1 (10 also on retry). */
export const MATCH_HISTORY_PAGE_SIZE = 10;

/** `GET /api/users/:username/match-history?page&limit`: played matches, newest first. */
export function fetchMatchHistory(username: string, page: number, signal?: AbortSignal): Promise<MatchHistoryResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(MATCH_HISTORY_PAGE_SIZE) });
  return apiRequest<MatchHistoryResponse>(`/users/${encodeURIComponent(username)}/match-history?${query.toString()}`, { signal });
}

/** The history in pages, 'Daha Fazla Yükle' asking for the next until the server says there is none. */
export const matchHistoryQueryOptions = (username: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.users.stats(username, "history"),
    queryFn: ({ pageParam, signal }) => fetchMatchHistory(username, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.currentPage + 1 : undefined),
  });

export const useMatchHistory = (username: string) => useInfiniteQuery(matchHistoryQueryOptions(username));
