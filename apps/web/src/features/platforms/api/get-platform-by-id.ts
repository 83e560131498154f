import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformDetail } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/platforms/:id`: the edit page's platform (its address carries the id, part 1 §2). */
export function fetchPlatformById(platformId: string, signal?: AbortSignal): Promise<PlatformDetail> {
  return apiRequest<PlatformDetail>(`/platforms/${encodeURIComponent(platformId)}`, { signal, auth: true });
}

export const platformByIdQueryOptions = (platformId: string) =>
  queryOptions({ queryKey: queryKeys.platforms.byId(platformId), queryFn: ({ signal }) => fetchPlatformById(platformId, signal) });

export const usePlatformById = (platformId: string) => useQuery(platformByIdQueryOptions(platformId));
