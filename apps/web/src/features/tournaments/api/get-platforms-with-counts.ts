import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformsWithCountsResponse } from "@turnuva/contract/tournaments";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/tournaments/platforms-with-counts`: the platforms that have tournaments, by name (no token). */
export function fetchPlatformsWithCounts(signal?: AbortSignal): Promise<PlatformsWithCountsResponse> {
  return apiRequest<PlatformsWithCountsResponse>("/tournaments/platforms-with-counts", { signal });
}

export const platformsWithCountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tournaments.platformsWithCounts(), queryFn: ({ signal }) => fetchPlatformsWithCounts(signal) });

/** `enabled` false: not yet (the list page asks once its first screen is painted). */
export const usePlatformsWithCounts = (enabled = true) => useQuery({ ...platformsWithCountsQueryOptions(), enabled });
