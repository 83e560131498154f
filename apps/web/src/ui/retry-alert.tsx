import type { ReactNode } from "react";
import { commonTexts } from "@/texts/common.ts";
import { Alert } from "./alert.tsx";
import { Button } from "./button.tsx";

interface RetryAlertProps {
  /** What could not be loaded, in the screen's words. */
  children: ReactNode;
  onRetry: () => void;
  /** While it asks again: the button says so and keeps focus (aria-disabled, not disabled). */
  busy?: boolean;
  className?: string;
}

/** Something that could not be loaded, in the screen's words, with 'Tekrar Dene'. */
export function RetryAlert({ children, onRetry, busy = false, className }: RetryAlertProps) {
  return (
    <Alert tone="error" className={className}>
      {children}
      <Button variant="secondary" className="mt-3" aria-disabled={busy} onClick={() => busy || onRetry()}>
        {busy ? commonTexts.loading : commonTexts.actions.retry}
      </Button>
    </Alert>
  );
}
