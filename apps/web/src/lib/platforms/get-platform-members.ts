import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformMember, PlatformMembersResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/**
 * `GET /api/platforms/:id/members`, sorted by username; e-mails come only to the platform's
 * members, so the token goes along when there is one.
 */
export async function fetchPlatformMembers(platformId: string, signal?: AbortSignal): Promise<PlatformMember[]> {
  const { members } = await apiRequest<PlatformMembersResponse>(`/platforms/${encodeURIComponent(platformId)}/members`, {
    auth: true,
    signal,
  });
  return members;
}

export const platformMembersQueryOptions = (platformId: string) =>
  queryOptions({
    queryKey: queryKeys.platforms.members(platformId),
    queryFn: ({ signal }) => fetchPlatformMembers(platformId, signal),
  });

export const usePlatformMembers = (platformId: string) => useQuery(platformMembersQueryOptions(platformId));
