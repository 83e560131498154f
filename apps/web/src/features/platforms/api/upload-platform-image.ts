import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlatformImageResponse } from "@turnuva/contract/images";
import { imageFields } from "@turnuva/contract/image-rules";
import { upload } from "@/lib/upload.ts";
import { setPlatformImage } from "./platform-image-cache.ts";

interface UploadPlatformImageInput {
  platformId: string;
  file: File;
  onProgress: (percent: number) => void;
}

/**
 * Part 1 §7: `POST /api/platforms/:id/upload-image`, multipart field `platformImage`, owner only,
 * with progress; a new picture replaces the old one. Tried up to 3 times by `upload` itself. (The
 * creation form's, with `?stage=creation`, is upload-creation-image.ts.)
 */
export function uploadPlatformImage({ platformId, file, onProgress }: UploadPlatformImageInput): Promise<PlatformImageResponse> {
  return upload<PlatformImageResponse>(`/platforms/${encodeURIComponent(platformId)}/upload-image`, {
    field: imageFields.platform,
    file,
    onProgress,
  });
}

export function useUploadPlatformImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPlatformImage,
    // The upload's attempts are its own (lib/upload.ts): the query client would repeat them all.
    retry: false,
    onSuccess: ({ data }, { platformId }) => setPlatformImage(queryClient, platformId, data.platformImage),
  });
}
