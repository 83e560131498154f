import { useMutation } from "@tanstack/react-query";
import type { InvitePlatformMemberRequest, InviteResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";

/** `POST /api/platforms/:id/invite` {email}: owner only; the invitee must already be registered. */
export function inviteMember({ platformId, email }: InvitePlatformMemberRequest & { platformId: string }): Promise<InviteResponse> {
  return apiRequest<InviteResponse>(`/platforms/${encodeURIComponent(platformId)}/invite`, {
    method: "POST",
    body: { email },
    auth: true,
  });
}

/** Nothing cached changes: a pending invitation shows only to the person invited. */
export const useInviteMember = () => useMutation({ mutationFn: inviteMember });
