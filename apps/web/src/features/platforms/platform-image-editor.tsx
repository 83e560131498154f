import type { PlatformDetail } from "@turnuva/contract";
import { imageMessages } from "@turnuva/contract/image-rules";
import { platformImageTexts } from "@/texts/images.ts";
import { ImageUploader } from "@/ui/image-uploader.tsx";
import { useDeletePlatformImage } from "./api/delete-platform-image.ts";
import { useUploadPlatformImage } from "./api/upload-platform-image.ts";
import { PlatformImage } from "./platform-image.tsx";

/** The platform's picture with the uploader around it (part 1 §4), on the owner's edit page. */
export function PlatformImageEditor({ platform }: { platform: PlatformDetail }) {
  const uploadMutation = useUploadPlatformImage();
  const deleteMutation = useDeletePlatformImage();
  return (
    <section aria-labelledby="platform-image-heading" className="flex max-w-xl flex-col items-start gap-3">
      <h2 id="platform-image-heading" className="text-sm font-medium text-slate-800">
        {platformImageTexts.heading}
      </h2>
      <ImageUploader
        texts={{
          previewTitle: platformImageTexts.previewTitle,
          removeTitle: platformImageTexts.removeTitle,
          removeText: platformImageTexts.removeText,
          successTitle: platformImageTexts.successTitle,
          uploaded: imageMessages.platformUploaded,
          deleted: imageMessages.platformDeleted,
        }}
        round={false}
        image={platform.platformImage}
        upload={(file, onProgress) => uploadMutation.mutateAsync({ platformId: platform._id, file, onProgress })}
        remove={() => deleteMutation.mutateAsync(platform._id)}
      >
        <PlatformImage name={platform.name} image={platform.platformImage} size={96} />
      </ImageUploader>
    </section>
  );
}
