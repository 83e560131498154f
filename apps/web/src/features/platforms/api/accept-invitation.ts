import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Platform, PlatformWriteResponse } from "@turnuva/contract";
import { ApiError, apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { withoutInvitationTo } from "./get-invitations.ts";

/** `POST /api/platforms/:id/accept-invite`: the invited person joins (part 1 §4). */
export function acceptInvitation(platformId: string): Promise<PlatformWriteResponse> {
  return apiRequest<PlatformWriteResponse>(`/platforms/${encodeURIComponent(platformId)}/accept-invite`, { method: "POST", auth: true });
}

/**
 * Part 1 §4: acceptance moves the platform into the user's list. Both lists change at once from
 * the answer; then they, the platform's members and its counts elsewhere are fetched again.
 * An invitation that is no longer pending (accepted in another tab: 409 ALREADY_MEMBER; withdrawn
 * or gone: 404 INVITATION_NOT_FOUND) would otherwise stay listed and fail for ever: after either
 * answer both lists are fetched again, while the screen keeps showing the server's sentence.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ platform }) => {
      queryClient.setQueryData(queryKeys.platforms.invitations(), withoutInvitationTo(platform._id));
      queryClient.setQueryData(queryKeys.platforms.mine(), (mine: Platform[] | undefined) =>
        mine && !mine.some((own) => own._id === platform._id) ? [platform, ...mine] : mine,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.invitations() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.mine() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.members(platform._id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.bySlug(platform.slug) }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "public"] }),
      ]);
    },
    // Not awaited: the sentence shows at once, the lists follow.
    onError: (error) => {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.platforms.invitations() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.platforms.mine() });
    },
  });
}
