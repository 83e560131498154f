import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformTournamentsResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/platforms/slug/:slug/tournaments`: {active, completed} (no token). */
export function fetchPlatformTournaments(slug: string, signal?: AbortSignal): Promise<PlatformTournamentsResponse> {
  return apiRequest<PlatformTournamentsResponse>(`/platforms/slug/${encodeURIComponent(slug)}/tournaments`, { signal });
}

export const platformTournamentsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.platforms.tournaments(slug), queryFn: ({ signal }) => fetchPlatformTournaments(slug, signal) });

export const usePlatformTournaments = (slug: string) => useQuery(platformTournamentsQueryOptions(slug));
