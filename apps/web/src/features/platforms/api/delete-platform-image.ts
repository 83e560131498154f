import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImageDeletedResponse } from "@turnuva/contract/images";
import { ApiError, apiRequest } from "@/lib/api-client.ts";
import { setPlatformImage } from "./platform-image-cache.ts";

/** Part 1 §7: `DELETE /api/platforms/:id/image`, owner only. */
export function deletePlatformImage(platformId: string): Promise<ImageDeletedResponse> {
  return apiRequest<ImageDeletedResponse>(`/platforms/${encodeURIComponent(platformId)}/image`, { method: "DELETE", auth: true });
}

export function useDeletePlatformImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlatformImage,
    onSuccess: (_answer, platformId) => setPlatformImage(queryClient, platformId, null),
    // 'No picture to delete': whatever this screen believed, there is none; it says so and agrees.
    onError: (error, platformId) =>
      error instanceof ApiError && error.code === "NO_PLATFORM_IMAGE" ? setPlatformImage(queryClient, platformId, null) : undefined,
  });
}
