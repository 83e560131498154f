import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformDetail } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/platforms/slug/:slug`: the public detail page's platform (no token). */
export function fetchPlatformBySlug(slug: string, signal?: AbortSignal): Promise<PlatformDetail> {
  return apiRequest<PlatformDetail>(`/platforms/slug/${encodeURIComponent(slug)}`, { signal });
}

export const platformBySlugQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.platforms.bySlug(slug), queryFn: ({ signal }) => fetchPlatformBySlug(slug, signal) });

export const usePlatformBySlug = (slug: string) => useQuery(platformBySlugQueryOptions(slug));
