import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlatformMember, RemoveMemberResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `POST /api/platforms/:id/remove-member` {userId}: owner only; the owner cannot be removed. */
export function removeMember({ platformId, userId }: { platformId: string; userId: string }): Promise<RemoveMemberResponse> {
  return apiRequest<RemoveMemberResponse>(`/platforms/${encodeURIComponent(platformId)}/remove-member`, {
    method: "POST",
    body: { userId },
    auth: true,
  });
}

/** The member leaves the cached list at once; counts elsewhere are fetched again. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: ({ userId }, { platformId }) => {
      queryClient.setQueryData(queryKeys.platforms.members(platformId), (members: PlatformMember[] | undefined) =>
        members?.filter((member) => member._id !== userId),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.mine() }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "by-slug"] }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "members-preview"] }),
        // The platform's ratings list its members only (audit: one who left stayed in 'Sıralama').
        queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "ratings"] }),
      ]);
    },
  });
}
