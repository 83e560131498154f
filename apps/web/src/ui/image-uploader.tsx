import { Suspense, useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import type { Image } from "@turnuva/contract";
import { IMAGE_ACCEPT, IMAGE_TYPES, imageFileProblems, imageMessages } from "@turnuva/contract/image-rules";
import { ApiError } from "@/lib/api-client.ts";
import { readImageDimensions } from "@/lib/image-dimensions.ts";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { isRetryableUpload } from "@/lib/upload.ts";
import { commonTexts } from "@/texts/common.ts";
import { imageTexts } from "@/texts/images.ts";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";
import { buttonClasses } from "./button-styles.ts";
import { cx } from "./class-names.ts";
import { ErrorBoundary } from "./error-boundary.tsx";
import { useToast } from "./toast.tsx";

// The two dialogs (Radix's dialog, some 15 kB gzip) load when the person reaches for the uploader:
// pointer over or focus on its buttons, a file dragged over the picture, a file chosen.
const loadDialogs = () => import("./image-dialogs.tsx");
const ImageDialog = lazyNamed(loadDialogs, "ImageDialog");
const preloadDialogs = () => void loadDialogs().catch(() => undefined);

/** Part 1 §4: the progress bar stays at 100 % this long after a success, then goes. */
export const PROGRESS_RESET_MS = 1000;

/** What differs between the kinds of picture (texts/images.ts, the contract's `imageMessages`). */
export interface ImageUploaderTexts {
  previewTitle: string;
  removeTitle: string;
  removeText: string;
  /** Part 1 §8: the platform's success toasts have a title ('Başarılı!'); the profile's are one sentence. */
  successTitle?: string;
  uploaded: string;
  deleted: string;
}

interface ImageUploaderProps {
  texts: ImageUploaderTexts;
  /** The profile's picture is round, a platform's a rounded square. */
  round: boolean;
  /** The picture there is now: a new one then replaces it, and it can be deleted. */
  image: Image | null;
  /** The picture as the page shows it: the drop target, which also opens the file chooser. */
  children: ReactNode;
  /** Sends the file (the operation's own retries included), reporting 0..100. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** Focus the file chooser on arrival (the uploader was opened by a button that is now gone). */
  autoFocus?: boolean;
}

/** A failure on screen: what went wrong and, when another attempt can cure it, how to try again. */
interface Failure {
  title: string;
  message: string;
  retry?: () => void;
}

/** Part 1 §4: the server's sentence for a refusal, the connection's for no answer, else ours. */
function failureMessage(error: unknown, unexpected: string): string {
  return error instanceof ApiError && (error.fromServer || error.status === 0) ? error.message : unexpected;
}

/**
 * Part 1 §5: every problem of the chosen file, in the spec's words. The picture is opened by the
 * browser to read its size only when its type is one we take (anything else would only add
 * 'Resim boyutları kontrol edilemedi' to the type's sentence).
 */
async function checkFile(file: File | undefined, url: string): Promise<string[]> {
  if (!file) return imageFileProblems(null);
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return imageFileProblems(file, { dimensions: false });
  const dimensions = await readImageDimensions(url);
  return imageFileProblems({ type: file.type, size: file.size, width: dimensions?.width, height: dimensions?.height });
}

function ProgressBar({ value }: { value: number }) {
  return (
    <div className="flex w-full max-w-56 items-center gap-2">
      <div
        role="progressbar"
        aria-label={imageTexts.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <span aria-hidden="true" className="w-10 text-right text-xs font-semibold text-slate-700 tabular-nums">
        {imageTexts.percent(value)}
      </span>
    </div>
  );
}

/**
 * Part 1 §4 profile image and platform image upload: choose by click (on the picture or the
 * button, a real labelled file input, so the keyboard reaches it), or drop a file on the picture;
 * the file is checked (part 1 §5, every problem joined by commas); a preview dialog asks before
 * anything is sent; 'Kaydet' uploads with a progress bar that goes 1 s after a success; success and
 * failure toasts, the failure also in place, with 'Tekrar Dene' when another attempt can cure it;
 * 'Resmi Sil' asks first. Whoever shows it decides who may edit (the own profile, the platform's
 * owner); the server decides again. Loaded only where it is shown.
 */
export function ImageUploader({ texts, round, image, children, upload, remove, autoFocus = false }: ImageUploaderProps) {
  const showToast = useToast();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  // A file dropped beside the picture would make the browser open it in the app's place.
  useEffect(() => {
    const keepPage = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes("Files")) event.preventDefault();
    };
    window.addEventListener("dragover", keepPage);
    window.addEventListener("drop", keepPage);
    return () => {
      window.removeEventListener("dragover", keepPage);
      window.removeEventListener("drop", keepPage);
    };
  }, []);

  // The bar shows 100 % for a moment after a success, then goes (part 1 §4).
  useEffect(() => {
    if (busy || progress !== 100) return;
    const timer = setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [busy, progress]);

  const choose = async (file: File | undefined) => {
    if (busy) return;
    preloadDialogs();
    setFailure(null);
    const url = file ? URL.createObjectURL(file) : "";
    const problems = await checkFile(file, url);
    if (problems.length > 0 || !file) {
      if (url) URL.revokeObjectURL(url);
      setFailure({ title: imageMessages.uploadFailed, message: problems.join(", ") });
      return;
    }
    setChosen({ file, url });
  };

  const closePreview = () => {
    if (chosen) URL.revokeObjectURL(chosen.url);
    setChosen(null);
  };

  /** Uploads `file` (with the progress bar), or, given none, deletes the picture. */
  const act = async (file: File | null) => {
    setFailure(null);
    setBusy(true);
    if (file) setProgress(0);
    try {
      await (file ? upload(file, setProgress) : remove());
      if (file) setProgress(100);
      const done = file ? texts.uploaded : texts.deleted;
      showToast(texts.successTitle ? { title: texts.successTitle, description: done, tone: "success" } : { title: done, tone: "success" });
    } catch (error) {
      setProgress(null);
      const title = file ? imageTexts.uploadErrorTitle : imageTexts.deleteErrorTitle;
      const message = failureMessage(error, file ? imageMessages.uploadUnexpected : imageMessages.deleteUnexpected);
      // 'Tekrar Dene' goes when pressed: focus waits on the file button rather than falling to the page.
      const retry = () => {
        input.current?.focus();
        void act(file);
      };
      setFailure({ title, message, retry: isRetryableUpload(error) ? retry : undefined });
      showToast({ title, description: message, tone: "error" });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const dragOver = (event: DragEvent) => {
    if (busy || !event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    preloadDialogs();
    setDragging(true);
  };
  const intent = { onPointerEnter: preloadDialogs, onFocus: preloadDialogs };

  return (
    <div className="flex flex-col items-center gap-3">
      <div
        onClick={() => busy || input.current?.click()}
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void choose(event.dataTransfer.files[0]);
        }}
        className={cx(
          "cursor-pointer outline-offset-4",
          round ? "rounded-full" : "rounded-2xl",
          dragging && "opacity-60 outline-2 outline-indigo-600 outline-dashed",
        )}
      >
        {children}
      </div>

      <div className="flex flex-wrap justify-center gap-2">
        <label
          {...intent}
          htmlFor={inputId}
          className={buttonClasses(
            "secondary",
            cx(
              "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
              busy && "cursor-not-allowed text-slate-400",
            ),
          )}
        >
          {image ? imageTexts.change : imageTexts.choose}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT}
            // Not disabled while busy (a disabled input cannot take the focus the preview dialog
            // gives back when 'Kaydet' closes it); `choose` ignores a file while one is sent.
            aria-disabled={busy || undefined}
            onClick={(event) => {
              if (busy) event.preventDefault();
            }}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file chosen again after a refusal is a change too.
              event.target.value = "";
              void choose(file);
            }}
          />
        </label>
        {image ? (
          <Button {...intent} variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
            {imageTexts.remove}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="max-w-64 text-center text-xs text-slate-500">
        {imageTexts.rules}
        {/* Dragging a file is for a pointer; on a touch screen the hint would mean nothing. */}
        <span className="pointer-coarse:hidden"> {imageTexts.dropHint}</span>
      </p>

      {progress === null ? null : <ProgressBar value={progress} />}

      {failure ? (
        <Alert tone="error" className="max-w-80">
          <p className="font-semibold">{failure.title}</p>
          <p className="mt-1">{failure.message}</p>
          {failure.retry ? (
            <Button variant="secondary" className="mt-3" onClick={failure.retry}>
              {commonTexts.actions.retry}
            </Button>
          ) : null}
        </Alert>
      ) : null}

      {/* Without the dialogs' code (the connection dropped) the person is told so in place. */}
      <ErrorBoundary fallback={<Alert tone="error">{commonTexts.api.network}</Alert>}>
        <Suspense fallback={null}>
          {chosen ? (
            <ImageDialog
              fallbackFocus={() => input.current}
              title={texts.previewTitle}
              round={round}
              preview={chosen.url}
              previewAlt={imageTexts.previewAlt(chosen.file.name)}
              busy={false}
              onCancel={closePreview}
              onConfirm={() => {
                closePreview();
                void act(chosen.file);
              }}
            />
          ) : confirming ? (
            <ImageDialog
              fallbackFocus={() => input.current}
              title={texts.removeTitle}
              description={texts.removeText}
              round={round}
              busy={busy}
              onCancel={() => setConfirming(false)}
              onConfirm={() => void act(null)}
            />
          ) : null}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
