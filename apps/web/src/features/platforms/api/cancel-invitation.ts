import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlatformMessageResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import type { SentInvitationPages } from "./get-sent-invitations.ts";

/** `DELETE /api/platforms/:id/invitations/:invitationId`: the owner takes one invitation back (issue 25). */
export function cancelInvitation({ platformId, invitationId }: { platformId: string; invitationId: string }): Promise<PlatformMessageResponse> {
  return apiRequest<PlatformMessageResponse>(`/platforms/${encodeURIComponent(platformId)}/invitations/${encodeURIComponent(invitationId)}`, {
    method: "DELETE",
    auth: true,
  });
}

/**
 * The invitation leaves the owner's list at once; after any answer the list is fetched again (one
 * declined or accepted meanwhile is gone from it too).
 */
export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: (_answer, { platformId, invitationId }) =>
      queryClient.setQueryData(
        queryKeys.platforms.sentInvitations(platformId),
        (pages: SentInvitationPages | undefined) =>
          pages && {
            ...pages,
            pages: pages.pages.map((page) => ({ ...page, invitations: page.invitations.filter((invitation) => invitation._id !== invitationId) })),
          },
      ),
    onSettled: (_answer, _error, { platformId }) => queryClient.invalidateQueries({ queryKey: queryKeys.platforms.sentInvitations(platformId) }),
  });
}
