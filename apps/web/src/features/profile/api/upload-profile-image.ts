import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileImageResponse } from "@turnuva/contract/images";
import { imageFields } from "@turnuva/contract/image-rules";
import { upload } from "@/lib/upload.ts";
import { setOwnProfileImage } from "./profile-image-cache.ts";

interface UploadProfileImageInput {
  file: File;
  onProgress: (percent: number) => void;
  /** There is a picture already: part 1 §4's replace call. */
  replace: boolean;
}

/**
 * Part 1 §7: `POST /api/users/upload-profile-image`, or `PUT /api/users/profile-image` to replace
 * the one there is, multipart field `profileImage`, with progress; on the user API (a 401 sends
 * the person to log in). Tried up to 3 times by `upload` itself.
 */
export function uploadProfileImage({ file, onProgress, replace }: UploadProfileImageInput): Promise<ProfileImageResponse> {
  return upload<ProfileImageResponse>(replace ? "/users/profile-image" : "/users/upload-profile-image", {
    method: replace ? "PUT" : "POST",
    field: imageFields.profile,
    file,
    onProgress,
    scope: "user",
  });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    // The upload's attempts are its own (lib/upload.ts): the query client would repeat them all.
    retry: false,
    onSuccess: ({ data }) => setOwnProfileImage(queryClient, data.profileImage),
  });
}
