import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Platform, PlatformMessageResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `POST /api/platforms/:id/leave`: a member who is not the owner leaves (issue 25); their matches stay. */
export function leavePlatform(platformId: string): Promise<PlatformMessageResponse> {
  return apiRequest<PlatformMessageResponse>(`/platforms/${encodeURIComponent(platformId)}/leave`, { method: "POST", auth: true });
}

/** The platform leaves the person's own list at once; its members and counts are fetched again. */
export function useLeavePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leavePlatform,
    onSuccess: (_answer, platformId) => {
      queryClient.setQueryData(queryKeys.platforms.mine(), (mine: Platform[] | undefined) => mine?.filter((own) => own._id !== platformId));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.mine() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.check() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.members(platformId) }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "by-slug"] }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "members-preview"] }),
        // The platform's ratings list its members only (audit: one who left stayed in 'Sıralama').
        queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "ratings"] }),
      ]);
    },
  });
}
