import { useRef, type ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { commonTexts } from "@/texts/common.ts";
import { CloseIcon } from "./close-icon.tsx";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** One sentence under the title, read out with it when the dialog opens. */
  description?: string;
  children?: ReactNode;
  /** The dialog's buttons, at its foot (for example 'İptal' and 'Kaydet'). */
  actions?: ReactNode;
  /** Where focus goes when the element that opened the dialog is gone (else the page's content). */
  fallbackFocus?: () => HTMLElement | null;
  /**
   * Where focus goes when it opens, given the dialog (which may take it itself): a form's first
   * field, a question's safe answer. Without it, the first control: the close button.
   */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null;
}

/**
 * A modal dialog on Radix's Dialog: focus moves in and stays in, Escape and the close button
 * close it, the page behind is inert and does not scroll, and focus returns to whatever opened it.
 * Fits a 360 px screen; long content scrolls inside.
 */
export function Dialog({ open, onOpenChange, title, description, children, actions, fallbackFocus, initialFocus }: DialogProps) {
  // Radix gives focus back to its own Trigger; our dialogs are opened by any button (or by a
  // state change), so the element that had focus when the dialog opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 dark:bg-black/60" />
        <RadixDialog.Content
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
            const first = initialFocus?.(event.target as HTMLElement);
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // An opener that is gone (a row just deleted) leaves focus with the page's content.
            (opener.current?.isConnected ? opener.current : (fallbackFocus?.() ?? document.getElementById("main")))?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="min-w-0 text-lg font-bold break-words">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={commonTexts.actions.close}
              className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="mt-2 text-slate-600">{description}</RadixDialog.Description> : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {actions ? <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
