import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";

/** The frame of a selected platform (its tabs, or why they are missing): the page and a way back. */
export function SelectedFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to={paths.platforms.href()} className="inline-flex min-h-11 items-center gap-2 font-semibold text-indigo-700 hover:underline">
        <span aria-hidden="true">←</span>
        {platformManagerTexts.selected.back}
      </Link>
      {children}
    </div>
  );
}
