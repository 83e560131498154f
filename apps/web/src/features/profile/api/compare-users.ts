import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Comparison } from "@turnuva/contract/stats";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

export interface ComparedPair {
  userId1: string;
  userId2: string;
  /** Only this platform's tournaments; `null`: every tournament the two played. */
  platformId: string | null;
}

/** `GET /api/tournaments/compare/:userId1/:userId2?platformId`: two players head to head. */
export function fetchComparison({ userId1, userId2, platformId }: ComparedPair, signal?: AbortSignal): Promise<Comparison> {
  const query = platformId ? `?${new URLSearchParams({ platformId }).toString()}` : "";
  return apiRequest<Comparison>(`/tournaments/compare/${encodeURIComponent(userId1)}/${encodeURIComponent(userId2)}${query}`, { signal });
}

export const comparisonQueryOptions = (pair: ComparedPair) =>
  queryOptions({
    queryKey: queryKeys.users.comparison(pair.userId1, pair.userId2, pair.platformId),
    queryFn: ({ signal }) => fetchComparison(pair, signal),
  });

/** Asked only once a pair has been chosen and 'Karşılaştır' pressed (`null` until then). */
export const useComparison = (pair: ComparedPair | null) =>
  useQuery({ ...comparisonQueryOptions(pair ?? { userId1: "", userId2: "", platformId: null }), enabled: pair !== null });
