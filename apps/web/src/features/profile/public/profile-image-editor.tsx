import type { Image } from "@turnuva/contract";
import { imageMessages } from "@turnuva/contract/image-rules";
import { profileImageTexts } from "@/texts/images.ts";
import { Avatar } from "@/ui/avatar.tsx";
import { ImageUploader } from "@/ui/image-uploader.tsx";
import { useDeleteProfileImage } from "@/features/profile/api/delete-profile-image.ts";
import { useUploadProfileImage } from "@/features/profile/api/upload-profile-image.ts";

interface ProfileImageEditorProps {
  username: string;
  image: Image | null;
  /** The avatar's size where it is shown (part 1 §9: 80 on the home page, 112 on the profile). */
  size: number;
  autoFocus?: boolean;
}

/**
 * The signed-in person's own picture with the uploader around it (part 1 §4), for the profile
 * header and the member home. Only ever shown to its owner: the routes that show it decide.
 */
export function ProfileImageEditor({ username, image, size, autoFocus }: ProfileImageEditorProps) {
  const uploadMutation = useUploadProfileImage();
  const deleteMutation = useDeleteProfileImage();
  return (
    <ImageUploader
      texts={{
        previewTitle: profileImageTexts.previewTitle,
        removeTitle: profileImageTexts.removeTitle,
        removeText: profileImageTexts.removeText,
        uploaded: imageMessages.profileUploaded,
        deleted: imageMessages.profileDeleted,
      }}
      round
      image={image}
      autoFocus={autoFocus}
      upload={(file, onProgress) => uploadMutation.mutateAsync({ file, onProgress, replace: image !== null })}
      remove={() => deleteMutation.mutateAsync()}
    >
      <Avatar username={username} image={image} size={size} />
    </ImageUploader>
  );
}
