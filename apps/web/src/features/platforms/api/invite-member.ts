import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvitePlatformMemberRequest, InviteResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `POST /api/platforms/:id/invite` {email}: owner only; the invitee must already be registered. */
export function inviteMember({ platformId, email }: InvitePlatformMemberRequest & { platformId: string }): Promise<InviteResponse> {
  return apiRequest<InviteResponse>(`/platforms/${encodeURIComponent(platformId)}/invite`, {
    method: "POST",
    body: { email },
    auth: true,
  });
}

/** The owner's list of invitations waiting (issue 25) is fetched again with the new one in it. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (_answer, { platformId }) => queryClient.invalidateQueries({ queryKey: queryKeys.platforms.sentInvitations(platformId) }),
  });
}
