import { cx } from "./class-names.ts";

interface SpinnerProps {
  /** Read by screen readers and shown beside the wheel. */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" className={cx("flex items-center justify-center gap-3 py-12 text-slate-600", className)}>
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-[3px] border-slate-300 border-t-indigo-700" />
      <span>{label}</span>
    </div>
  );
}
