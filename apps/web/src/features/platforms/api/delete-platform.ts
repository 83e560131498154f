import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Platform, PlatformMessageResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `DELETE /api/platforms/:id`: the owner deletes the platform with every tournament in it (issue 25). */
export function deletePlatform(platformId: string): Promise<PlatformMessageResponse> {
  return apiRequest<PlatformMessageResponse>(`/platforms/${encodeURIComponent(platformId)}`, { method: "DELETE", auth: true });
}

/**
 * The platform leaves the owner's list at once, and every list and count of platforms, tournaments
 * and players is fetched again, without waiting: the screen moves on. The platform's own answers
 * (the edit page's, its members, its invitations) are not asked for again: it is gone, and the
 * page that shows them is being left.
 */
export function useDeletePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlatform,
    onSuccess: (_answer, platformId) => {
      queryClient.setQueryData(queryKeys.platforms.mine(), (mine: Platform[] | undefined) => mine?.filter((own) => own._id !== platformId));
      void queryClient.invalidateQueries({ queryKey: queryKeys.platforms.all, predicate: (query) => !query.queryKey.includes(platformId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tournaments.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
