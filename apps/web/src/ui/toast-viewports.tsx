import { useState } from "react";
import { Toast } from "radix-ui";
import { commonTexts } from "@/texts/common.ts";
import { notificationBellTexts } from "@/texts/notification-bell.ts";
import { cx } from "./class-names.ts";
import { CloseIcon } from "./close-icon.tsx";
import { toastDuration, type ShownToast, type ToastPosition, type ToastTone } from "./toast-types.ts";

const positions: readonly ToastPosition[] = ["top-right", "top-left", "bottom-right", "bottom-left"];

// Below md the bottom corners sit above the phone's bottom bar (3.5 rem and the safe area).
const cornerClasses: Record<ToastPosition, string> = {
  "top-right": "top-4 right-4",
  "top-left": "top-4 left-4",
  "bottom-right": "right-4 bottom-[calc(4rem+env(safe-area-inset-bottom))] md:bottom-4",
  "bottom-left": "left-4 bottom-[calc(4rem+env(safe-area-inset-bottom))] md:bottom-4",
};

const toneClasses: Record<ToastTone, string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  error: "border-red-200 bg-red-50 text-red-950",
  info: "border-slate-200 bg-white text-slate-900",
};

interface ToastViewportsProps {
  toasts: readonly ShownToast[];
  onDismiss: (id: number) => void;
}

/**
 * The toasts on screen, on Radix's Toast: announced politely (errors assertively), paused while
 * hovered or focused, closed by swipe, Escape or the close button. One Radix provider per corner,
 * since each has its own viewport and swipe direction; a corner stays once it has been used, so
 * closing its last toast does not pull the focus out from under a keyboard user. F8 reaches the
 * corner of the newest toast.
 */
export function ToastViewports({ toasts, onDismiss }: ToastViewportsProps) {
  const [used, setUsed] = useState<readonly ToastPosition[]>([]);
  const unused = positions.filter((position) => !used.includes(position) && toasts.some((toast) => toast.position === position));
  if (unused.length > 0) setUsed([...used, ...unused]);
  const newest = toasts.at(-1)?.position ?? used.at(-1);

  return positions.map((position) => {
    if (!used.includes(position) && !unused.includes(position)) return null;
    const here = toasts.filter((toast) => toast.position === position);
    return (
      <Toast.Provider key={position} swipeDirection={position.endsWith("left") ? "left" : "right"} label={notificationBellTexts.word}>
        {here.map((toast) => (
          <Toast.Root
            key={toast.id}
            duration={toastDuration(toast.tone)}
            type={toast.tone === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) onDismiss(toast.id);
            }}
            className={cx("flex items-start gap-3 rounded-xl border p-4 shadow-lg", toneClasses[toast.tone])}
          >
            <div className="min-w-0 flex-1">
              <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
              {toast.description ? <Toast.Description className="mt-1 text-sm">{toast.description}</Toast.Description> : null}
            </div>
            <Toast.Close
              aria-label={commonTexts.actions.close}
              className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full opacity-70 hover:opacity-100"
            >
              <CloseIcon />
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport
          hotkey={position === newest ? ["F8"] : []}
          label={position === newest ? `${notificationBellTexts.name} ({hotkey})` : notificationBellTexts.name}
          className={cx("fixed z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none", cornerClasses[position])}
        />
      </Toast.Provider>
    );
  });
}
