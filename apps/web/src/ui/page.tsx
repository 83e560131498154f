import type { ReactNode } from "react";
import { cx } from "./class-names.ts";

interface PageProps {
  heading: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The frame of an ordinary page: one h1, an optional lead paragraph, then the content. */
export function Page({ heading, intro, children, className }: PageProps) {
  return (
    <div className={cx("mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12", className)}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
      {intro ? <p className="mt-3 max-w-2xl text-slate-600">{intro}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
