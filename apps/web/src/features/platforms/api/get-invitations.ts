import { infiniteQueryOptions, type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import type { PlatformInvitationsResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/platforms/invitations?page=`: one page of the signed-in person's pending invitations. */
export function fetchInvitations(page: number, signal?: AbortSignal): Promise<PlatformInvitationsResponse> {
  return apiRequest<PlatformInvitationsResponse>(`/platforms/invitations?page=${page}`, { auth: true, signal });
}

export type InvitationPages = InfiniteData<PlatformInvitationsResponse, number>;

/** Newest first, a page at a time (issue 23); 'Daha Fazla Yükle' asks for the next while `hasMore`. */
export const invitationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.platforms.invitations(),
    queryFn: ({ pageParam, signal }) => fetchInvitations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.currentPage + 1 : undefined),
  });

export const useInvitations = () => useInfiniteQuery(invitationsQueryOptions());

/** The cached pages without the invitation to `platformId`: answered (accepted or declined), it goes at once. */
export const withoutInvitationTo =
  (platformId: string) =>
  (pages: InvitationPages | undefined): InvitationPages | undefined =>
    pages && {
      ...pages,
      pages: pages.pages.map((page) => ({ ...page, invitations: page.invitations.filter((invitation) => invitation.platform._id !== platformId) })),
    };
