import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlatformMessageResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { withoutInvitationTo } from "./get-invitations.ts";

/** `POST /api/platforms/:id/decline-invite`: the invited person turns the invitation down (issue 25). */
export function declineInvitation(platformId: string): Promise<PlatformMessageResponse> {
  return apiRequest<PlatformMessageResponse>(`/platforms/${encodeURIComponent(platformId)}/decline-invite`, { method: "POST", auth: true });
}

/**
 * The invitation leaves the list at once, and the list is fetched again after any answer: one
 * that is no longer pending (taken back, accepted in another tab) leaves it as well.
 */
export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvitation,
    onSuccess: (_answer, platformId) => queryClient.setQueryData(queryKeys.platforms.invitations(), withoutInvitationTo(platformId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.platforms.invitations() }),
  });
}
