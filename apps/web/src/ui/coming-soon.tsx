import type { ReactNode } from "react";

/** The honest placeholder of a section that a later issue fills. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">{children}</p>
  );
}
