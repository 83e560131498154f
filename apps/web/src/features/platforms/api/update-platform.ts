import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlatformWriteResponse, UpdatePlatformRequest } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `PUT /api/platforms/:id` {description, game, deviceType}: owner only; the name never changes. */
export function updatePlatform({ platformId, ...body }: UpdatePlatformRequest & { platformId: string }): Promise<PlatformWriteResponse> {
  return apiRequest<PlatformWriteResponse>(`/platforms/${encodeURIComponent(platformId)}`, { method: "PUT", body, auth: true });
}

export function useUpdatePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatform,
    onSuccess: ({ platform }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.byId(platform._id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.bySlug(platform.slug) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.mine() }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "public"] }),
      ]),
  });
}
