import type { ReactNode } from "react";

/** A list with nothing in it yet, said in one sentence in a dashed box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-slate-600">{children}</p>;
}
