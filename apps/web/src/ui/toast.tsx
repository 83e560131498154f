import { createContext, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { ErrorBoundary } from "./error-boundary.tsx";
import type { ShownToast, ToastMessage } from "./toast-types.ts";

const ToastViewports = lazyNamed(() => import("./toast-viewports.tsx"), "ToastViewports");

const ShowToastContext = createContext<((toast: ToastMessage) => void) | null>(null);

/**
 * Holds the toasts of the whole app. The provider is tiny and sits in the shell; Radix's toast
 * code loads with the first toast, so screens that never show one do not pay for it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  // Once shown, the corners stay mounted (see ToastViewports), also when the last toast has gone.
  const [anyShown, setAnyShown] = useState(false);
  const nextId = useRef(1);

  const show = useCallback(({ title, description, tone = "info", position = "bottom-right" }: ToastMessage) => {
    const id = nextId.current++;
    setToasts((shown) => [...shown, { id, title, description, tone, position }]);
    setAnyShown(true);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);

  return (
    <ShowToastContext.Provider value={show}>
      {children}
      {anyShown ? (
        // Without their code the toasts stay away rather than taking the app down; screens say
        // what matters in place as well (part 1 §4: a failed upload also shows an inline message).
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <ToastViewports toasts={toasts} onDismiss={dismiss} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </ShowToastContext.Provider>
  );
}

/** `const showToast = useToast(); showToast({ title: "Başarılı!", description: "...", tone: "success" })` */
export function useToast(): (toast: ToastMessage) => void {
  const show = useContext(ShowToastContext);
  if (!show) throw new Error("useToast needs a ToastProvider above it (app/providers.tsx).");
  return show;
}
