import type { FixtureRound } from "@turnuva/contract/tournaments";
import { useId } from "react";
import { MatchCard } from "./match-card.tsx";
import { RoundDeadline } from "./round-deadline.tsx";

interface RoundListProps {
  rounds: readonly FixtureRound[];
  nameLimit?: number;
  /** The level of each round's heading, under the section that holds the list. */
  headingLevel?: "h3" | "h4";
}

/** Fixtures grouped by week or round ('1. Hafta', ...): a heading and a list of matches each. */
export function RoundList({ rounds, nameLimit, headingLevel = "h3" }: RoundListProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {rounds.map((round) => (
        <Round key={round.round} round={round} nameLimit={nameLimit} Heading={headingLevel} />
      ))}
    </div>
  );
}

function Round({ round, nameLimit, Heading }: { round: FixtureRound; nameLimit?: number; Heading: "h3" | "h4" }) {
  const headingId = useId();
  return (
    // content-visibility: the browser lays out and paints a round only near the screen (a league's
    // every week at once cost a throttled phone a long style and layout task); its height until
    // then is a guess, and the last real one once it has been seen.
    <section aria-labelledby={headingId} className="min-w-0 [contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
        <Heading id={headingId} className="font-bold text-slate-900">
          {round.name}
        </Heading>
        <RoundDeadline matches={round.matches} />
      </div>
      <ul className="space-y-2">
        {round.matches.map((match) => (
          <li key={match._id}>
            <MatchCard match={match} nameLimit={nameLimit} />
          </li>
        ))}
      </ul>
    </section>
  );
}
