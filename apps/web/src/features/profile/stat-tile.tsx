import type { ReactNode } from "react";

/**
 * One figure with its name under it, a term and its value in the section's `<dl>`: the name comes
 * first in the markup (as a screen reader reads a list of terms) and second on the screen.
 */
export function StatTile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col-reverse rounded-xl bg-slate-50 px-3 py-3 text-center">
      <dt className="mt-1 text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** The tiles of a section, two a row on a phone and three from the sm breakpoint. */
export function StatTiles({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">{children}</dl>;
}

/** A section of the profile: a heading and its tiles (or what stands in for them). */
export function StatSection({ heading, children, id }: { heading: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Grey blocks where the tiles will be, while the figures arrive. */
export function TilesSkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="h-[4.25rem] animate-pulse rounded-xl bg-slate-100" />
      ))}
    </div>
  );
}
