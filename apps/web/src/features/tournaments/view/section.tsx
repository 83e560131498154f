import { useId, type ReactNode } from "react";

/** A part of a tournament's body under its h2 (or h3 inside a group's tab), named by it. */
export function Section({ heading, level: Heading = "h2", children }: { heading: string; level?: "h2" | "h3"; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Heading id={headingId} className={Heading === "h2" ? "mb-3 text-xl font-bold" : "mb-2 text-lg font-bold"}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
