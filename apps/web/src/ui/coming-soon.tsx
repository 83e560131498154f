import type { ReactNode } from "react";
import { EmptyState } from "./empty-state.tsx";

/** The honest placeholder of a section that a later issue fills. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return <EmptyState>{children}</EmptyState>;
}
