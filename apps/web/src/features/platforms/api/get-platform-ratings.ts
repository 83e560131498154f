import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformRatingsResponse } from "@turnuva/contract/ratings";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** Issue 28: `GET /api/platforms/slug/:slug/ratings`: the members by Elo rating, with matches and the 30-day change. */
export function fetchPlatformRatings(slug: string, signal?: AbortSignal): Promise<PlatformRatingsResponse> {
  return apiRequest<PlatformRatingsResponse>(`/platforms/slug/${encodeURIComponent(slug)}/ratings`, { signal });
}

export const platformRatingsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.platforms.ratings(slug), queryFn: ({ signal }) => fetchPlatformRatings(slug, signal) });

export const usePlatformRatings = (slug: string) => useQuery(platformRatingsQueryOptions(slug));
