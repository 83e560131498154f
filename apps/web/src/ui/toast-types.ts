export type ToastTone = "success" | "error" | "info";
/** Part 1 §3 "Toast": the four corners a toast may appear in. */
export type ToastPosition = "top-right" | "top-left" | "bottom-right" | "bottom-left";

export interface ToastMessage {
  title: string;
  description?: string;
  tone?: ToastTone;
  position?: ToastPosition;
}

export interface ShownToast extends Required<Pick<ToastMessage, "title" | "tone" | "position">> {
  id: number;
  description?: string;
}

/** Part 1 §3: a toast goes by itself after 5000 ms, an error after 8000 ms. */
export const TOAST_DURATION_MS = 5000;
export const ERROR_TOAST_DURATION_MS = 8000;

export const toastDuration = (tone: ToastTone): number => (tone === "error" ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS);
