import { infiniteQueryOptions, type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import type { SentInvitationsResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/**
 * `GET /api/platforms/:id/invitations?page=`: one page of the invitations the platform's owner sent
 * that still wait, newest first: the address typed and when, never whose account it is (issue 25).
 */
export function fetchSentInvitations(platformId: string, page: number, signal?: AbortSignal): Promise<SentInvitationsResponse> {
  return apiRequest<SentInvitationsResponse>(`/platforms/${encodeURIComponent(platformId)}/invitations?page=${page}`, { auth: true, signal });
}

export type SentInvitationPages = InfiniteData<SentInvitationsResponse, number>;

export const sentInvitationsQueryOptions = (platformId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.platforms.sentInvitations(platformId),
    queryFn: ({ pageParam, signal }) => fetchSentInvitations(platformId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.currentPage + 1 : undefined),
  });

export const useSentInvitations = (platformId: string) => useInfiniteQuery(sentInvitationsQueryOptions(platformId));
