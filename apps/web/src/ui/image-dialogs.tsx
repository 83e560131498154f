import { imageTexts } from "@/texts/images.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { Button } from "./button.tsx";
import { cx } from "./class-names.ts";
import { Dialog } from "./dialog.tsx";

interface ImageDialogProps {
  title: string;
  description?: string;
  round: boolean;
  /** The chosen file's object URL to preview, or nothing: the question before a delete. */
  preview?: string;
  /** What the preview shows, for screen readers (the chosen file's name). */
  previewAlt?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** After a delete its button is gone: focus goes here instead (the file button). */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * Part 1 §4: the chosen picture in the shape it will take, with 'İptal' and 'Kaydet' ('Platform
 * Resmi Önizleme' for a platform), or the question before a delete ('Platform Resmini Sil'). Its
 * code, and the dialog's, loads when the person reaches for the uploader (image-uploader.tsx).
 */
export function ImageDialog({ title, description, round, preview, previewAlt = "", busy, onCancel, onConfirm, fallbackFocus }: ImageDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onCancel()}
      title={title}
      description={description}
      fallbackFocus={fallbackFocus}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {platformTexts.actions.cancel}
          </Button>
          <Button
            aria-disabled={busy}
            className={cx("aria-disabled:cursor-wait", !preview && "bg-red-700 hover:bg-red-800 aria-disabled:bg-red-400")}
            onClick={() => busy || onConfirm()}
          >
            {preview ? imageTexts.save : busy ? imageTexts.removing : imageTexts.confirmRemove}
          </Button>
        </>
      }
    >
      {preview ? (
        <img
          src={preview}
          alt={previewAlt}
          width={160}
          height={160}
          className={cx("mx-auto size-40 object-cover", round ? "rounded-full" : "rounded-2xl")}
        />
      ) : null}
    </Dialog>
  );
}
