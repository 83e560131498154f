import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import type { Tournament } from "@turnuva/contract/tournaments";
import { paths } from "@/lib/paths.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { systemChooserTexts } from "@/texts/system-chooser.ts";
import { buttonClasses } from "@/ui/button-styles.ts";

export type System = Tournament["system"];

/** Part 2 §2, in the spec's order, with the chooser's own names; then issue 29's two. */
const choices: ReadonlyArray<{ system: System; name: string }> = [
  { system: "league", name: tournamentTexts.systems.league },
  { system: "group", name: systemChooserTexts.names.group },
  { system: "elimination", name: systemChooserTexts.names.elimination },
  { system: "challenge", name: tournamentTexts.systems.challenge },
  // Issue 29, after the spec's four.
  { system: "doubleElimination", name: tournamentTexts.systems.doubleElimination },
  { system: "swiss", name: systemChooserTexts.names.swiss },
];

interface SystemChooserProps {
  onChoose: (system: System) => void;
  /** Back from a wizard: the heading takes focus (the wizard that had it is gone). */
  takeFocus?: boolean;
}

/**
 * Part 2 §2 tab 1: 'Turnuva Sistemini Seçin', each system a button named by the system and its
 * line ('Lig Herkes herkesle karşılaşır'); 'Geri Dön' leaves the platform for the list of one's platforms.
 */
export function SystemChooser({ onChoose, takeFocus = false }: SystemChooserProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
      >
        {systemChooserTexts.title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {choices.map(({ system, name }) => (
          <li key={system}>
            {/* Named by all it shows (WCAG 2.5.3: a person saying the line it reads finds it): the
                name, then the line (the space keeps them apart where no layout does). */}
            <button
              type="button"
              onClick={() => onChoose(system)}
              className="flex min-h-11 w-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <span className="text-lg font-bold text-slate-900">{name}</span>{" "}
              <span className="text-sm text-slate-600">{systemChooserTexts.descriptions[system]}</span>
            </button>
          </li>
        ))}
      </ul>
      <Link to={paths.platforms.href()} className={buttonClasses("secondary", "self-start")}>
        {systemChooserTexts.back}
      </Link>
    </section>
  );
}
