import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Platform } from "@turnuva/contract";
import type { PlatformImageResponse } from "@turnuva/contract/images";
import { imageFields } from "@turnuva/contract/image-rules";
import { queryKeys } from "@/lib/query-keys.ts";
import { upload } from "@/lib/upload.ts";

/**
 * Part 1 §4 platform creation: `POST /api/platforms/:id/upload-image?stage=creation`, the new
 * platform's picture, checked by the server with the creation form's 5 MB (part 1 §5). Its own
 * operation, apart from the edit page's upload-platform-image.ts, so that the creation form and
 * the edit page do not share (and split into small chunks) each other's code.
 */
export function uploadCreationImage({ platformId, file }: { platformId: string; file: File }): Promise<PlatformImageResponse> {
  return upload<PlatformImageResponse>(`/platforms/${encodeURIComponent(platformId)}/upload-image?stage=creation`, {
    field: imageFields.platform,
    file,
  });
}

/** The new platform, already at the head of "my platforms", gets its picture from the answer. */
export function useUploadCreationImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCreationImage,
    // The upload's attempts are its own (lib/upload.ts): the query client would repeat them all.
    retry: false,
    onSuccess: ({ data }, { platformId }) => {
      queryClient.setQueryData<Platform[]>(queryKeys.platforms.mine(), (mine) =>
        mine?.map((platform) => (platform._id === platformId ? { ...platform, platformImage: data.platformImage } : platform)),
      );
      return queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "public"] });
    },
  });
}
