import { useId, useRef, useState, type ReactNode } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { createPlatformRequestSchema, type CreatePlatformRequest } from "@turnuva/contract";
import { creationImageProblems, IMAGE_ACCEPT, imageMessages } from "@turnuva/contract/image-rules";
import { ApiError } from "@/lib/api-client.ts";
import { paths } from "@/lib/paths.ts";
import { showServerFieldErrors } from "@/lib/server-field-errors.ts";
import { creationImageTexts } from "@/texts/platform-creation-image.ts";
import { platformFormTexts } from "@/texts/platform-form.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { buttonClasses } from "@/ui/button-styles.ts";
import { TextField } from "@/ui/text-field.tsx";
import { useCreatePlatform } from "@/features/platforms/api/create-platform.ts";
import { useUploadCreationImage } from "@/features/platforms/api/upload-creation-image.ts";
import { PlatformDetailsFields } from "@/features/platforms/platform-details-fields.tsx";

const texts = platformManagerTexts.create;
const fieldNames = ["name", "game", "deviceType", "description"] as const;

/** Part 1 §8: the server's sentence, or ours when it sent none (a lost connection says so). */
function createErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.fromServer || error.status === 0)) return error.message;
  return texts.failed;
}

/** Why the picture did not go up: the server's sentence, the connection's, or the spec's unexpected one. */
function imageFailure(error: unknown): string {
  return error instanceof ApiError && (error.fromServer || error.status === 0) ? error.message : imageMessages.uploadUnexpected;
}

/**
 * Part 1 §2 and §5: the 'Yeni Platform Oluştur' form, checked with the contract's schema (the
 * server's own rules and messages) on every change once a field is touched and on submit. Changing
 * the game clears the play area, whose list is the game's. An optional picture (JPG, PNG, WebP, at
 * most 5 MB) goes up after the platform is created (part 1 §4); if it fails, the platform stays and
 * `onCreated` gets a warning to show. Loaded when the section is first opened
 * (create-platform-section.tsx): the forms library is not part of the manager's first view.
 */
export function CreatePlatformForm({ onCreated }: { onCreated: (warning?: ReactNode) => void }) {
  const mutation = useCreatePlatform();
  const imageUpload = useUploadCreationImage();
  const imageId = useId();
  const imageInput = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const busy = mutation.isPending || imageUpload.isPending;
  const clearImage = () => {
    setImage(null);
    if (imageInput.current) imageInput.current.value = "";
  };
  const form = useForm<CreatePlatformRequest>({
    resolver: zodResolver(createPlatformRequestSchema),
    mode: "onChange",
    defaultValues: { name: "", game: "", deviceType: "", description: "" },
  });
  const { errors } = form.formState;

  const create = async (values: CreatePlatformRequest) => {
    if (busy) return;
    let platform;
    try {
      ({ platform } = await mutation.mutateAsync(values));
    } catch (error) {
      showServerFieldErrors(error, fieldNames, form.setError);
      return;
    }
    // Part 1 §4: the platform first, then its picture; a picture that fails leaves the platform.
    let warning: ReactNode;
    if (image) {
      try {
        await imageUpload.mutateAsync({ platformId: platform._id, file: image });
      } catch (error) {
        warning = (
          <Alert tone="warning" className="mt-3">
            {creationImageTexts.imageFailed(imageFailure(error))}{" "}
            <Link to={paths.platformEdit.href(platform._id)} className="font-semibold underline">
              {platformManagerTexts.myPlatforms.edit}
            </Link>
          </Alert>
        );
      }
    }
    form.reset();
    clearImage();
    onCreated(warning);
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(create)(event)} className="flex flex-col gap-4">
      <TextField label={platformFormTexts.name} autoComplete="off" error={errors.name?.message} {...form.register("name")} />
      <PlatformDetailsFields form={form} />
      <div className="flex flex-col gap-1.5">
        <span id={`${imageId}-label`} className="text-sm font-medium text-slate-800">
          {creationImageTexts.label}
        </span>
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          {/* A button in the page's words: the browser's own file button speaks the browser's language. */}
          <label
            className={buttonClasses(
              "secondary",
              "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
            )}
          >
            <span id={`${imageId}-button`}>{creationImageTexts.choose}</span>
            <input
              ref={imageInput}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              aria-labelledby={`${imageId}-label ${imageId}-button`}
              aria-invalid={imageError ? true : undefined}
              aria-describedby={`${imageId}-${imageError ? "error" : "hint"}`}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                // Part 1 §5 at creation: the three types and 5 MB, every problem at once.
                const problems = file ? creationImageProblems(file) : [];
                setImageError(problems.length > 0 ? problems.join(", ") : null);
                setImage(problems.length > 0 ? null : file);
                if (problems.length > 0) event.target.value = "";
              }}
            />
          </label>
          {image ? (
            <>
              <span className="min-w-0 text-sm break-all text-slate-700">{image.name}</span>
              <Button
                variant="ghost"
                onClick={() => {
                  clearImage();
                  // The button goes with the picture: focus goes back to choosing one.
                  imageInput.current?.focus();
                }}
              >
                {creationImageTexts.clear}
              </Button>
            </>
          ) : null}
        </div>
        {imageError ? (
          <p id={`${imageId}-error`} className="text-sm text-red-700">
            {imageError}
          </p>
        ) : (
          <p id={`${imageId}-hint`} className="text-xs text-slate-500">
            {creationImageTexts.hint}
          </p>
        )}
      </div>
      {mutation.isError ? <Alert tone="error">{createErrorMessage(mutation.error)}</Alert> : null}
      <Button type="submit" aria-disabled={busy} className="w-full aria-disabled:cursor-wait aria-disabled:bg-indigo-400 sm:w-auto sm:self-start">
        {imageUpload.isPending ? creationImageTexts.uploading : mutation.isPending ? texts.busy : texts.submit}
      </Button>
    </form>
  );
}
