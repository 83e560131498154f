import type { ReactNode } from "react";
import { commonTexts } from "../../texts/common.ts";
import { platformTexts } from "../../texts/platforms.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button } from "../../ui/button.tsx";

interface RetryAlertProps {
  /** What could not be loaded, in the screen's words. */
  children: ReactNode;
  onRetry: () => void;
  /** While it asks again: the button says so and keeps focus (aria-disabled, not disabled). */
  busy?: boolean;
  className?: string;
}

/** Something of the platform screens that could not be loaded, with 'Tekrar Dene'. */
export function RetryAlert({ children, onRetry, busy = false, className }: RetryAlertProps) {
  return (
    <Alert tone="error" className={className}>
      {children}
      <Button variant="secondary" className="mt-3" aria-disabled={busy} onClick={() => busy || onRetry()}>
        {busy ? commonTexts.loading : platformTexts.actions.retry}
      </Button>
    </Alert>
  );
}
