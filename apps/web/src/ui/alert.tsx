import type { ReactNode } from "react";
import { cx } from "./class-names.ts";

type AlertTone = "error" | "warning" | "success" | "info";

const tones: Record<AlertTone, string> = {
  error: "border-red-300 bg-red-50 text-red-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
};

interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  className?: string;
}

/**
 * An in-page message. Errors and warnings (something went only half right) use role="alert" (read
 * at once); the others role="status" (read politely), so a success after a redirect does not
 * interrupt the next announcement.
 */
export function Alert({ tone, children, className }: AlertProps) {
  return (
    <div
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      className={cx("rounded-lg border px-4 py-3 text-sm", tones[tone], className)}
    >
      {children}
    </div>
  );
}
