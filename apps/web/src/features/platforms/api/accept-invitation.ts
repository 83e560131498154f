import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlatformWriteResponse } from "@turnuva/contract";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** `POST /api/platforms/:id/accept-invite`: the invited person joins (part 1 §4). */
export function acceptInvitation(platformId: string): Promise<PlatformWriteResponse> {
  return apiRequest<PlatformWriteResponse>(`/platforms/${encodeURIComponent(platformId)}/accept-invite`, { method: "POST", auth: true });
}

/** The invitation leaves the list and the platform joins "my platforms" (and the platform's members). */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ platform }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.invitations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.mine() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.members(platform._id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.bySlug(platform.slug) }),
      ]),
  });
}
