import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImageDeletedResponse } from "@turnuva/contract/images";
import { ApiError, apiRequest } from "@/lib/api-client.ts";
import { setOwnProfileImage } from "./profile-image-cache.ts";

/** Part 1 §7: `DELETE /api/users/profile-image`, on the user API. */
export function deleteProfileImage(): Promise<ImageDeletedResponse> {
  return apiRequest<ImageDeletedResponse>("/users/profile-image", { method: "DELETE", auth: true, scope: "user" });
}

export function useDeleteProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfileImage,
    onSuccess: () => setOwnProfileImage(queryClient, null),
    // 'No picture to delete': whatever this screen believed, there is none; it says so and agrees.
    onError: (error) => {
      if (error instanceof ApiError && error.code === "NO_PROFILE_IMAGE") setOwnProfileImage(queryClient, null);
    },
  });
}
