import type { FixtureRound } from "@turnuva/contract/tournaments";
import { useId, useState } from "react";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { Button } from "@/ui/button.tsx";
import { MatchCard } from "./match-card.tsx";
import { RoundDeadline } from "./round-deadline.tsx";

interface RoundListProps {
  rounds: readonly FixtureRound[];
  nameLimit?: number;
  /** The level of each round's heading, under the section that holds the list. */
  headingLevel?: "h3" | "h4";
}

/**
 * Issue 27: past this many weeks a list shows one at a time (a double league of 128 has 254 weeks
 * and 16,256 matches; every one on the page at once is more than a phone can hold). A league of
 * up to 9 players, every group and every knockout show all their rounds, as before.
 */
export const PAGED_FROM_ROUNDS = 17;

/** Fixtures grouped by week or round ('1. Hafta', ...): a heading and a list of matches each. */
export function RoundList({ rounds, nameLimit, headingLevel = "h3" }: RoundListProps) {
  if (rounds.length >= PAGED_FROM_ROUNDS) return <PagedRounds rounds={rounds} nameLimit={nameLimit} Heading={headingLevel} />;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {rounds.map((round) => (
        <Round key={round.round} round={round} nameLimit={nameLimit} Heading={headingLevel} />
      ))}
    </div>
  );
}

const isOpen = (round: FixtureRound) => round.matches.some((match) => !match.isBye && !match.isConfirmed && !match.isCompleted && !match.isNotNeeded);

/**
 * One week at a time: the first with a match still to play (the last once all are played), the
 * others a choice away (a native select, so keyboard and screen readers know it), or a step back
 * and forth. The choice is the person's: a live update does not move it.
 */
function PagedRounds({ rounds, nameLimit, Heading }: { rounds: readonly FixtureRound[]; nameLimit?: number; Heading: "h3" | "h4" }) {
  const texts = tournamentDetailTexts.roundPager;
  const selectId = useId();
  const [chosen, choose] = useState<number | null>(null);
  const current = chosen ?? (rounds.find(isOpen) ?? rounds[rounds.length - 1])?.round ?? 1;
  const index = Math.max(
    0,
    rounds.findIndex((round) => round.round === current),
  );
  const round = rounds[index];
  const step = (by: number) => choose(rounds[Math.min(rounds.length - 1, Math.max(0, index + by))]?.round ?? current);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => step(-1)} disabled={index === 0}>
          ‹ {texts.previous}
        </Button>
        <label htmlFor={selectId} className="sr-only">
          {texts.choose}
        </label>
        <select
          id={selectId}
          value={current}
          onChange={(event) => choose(Number(event.target.value))}
          className="min-h-11 min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm"
        >
          {rounds.map((each) => (
            <option key={each.round} value={each.round}>
              {each.name}
            </option>
          ))}
        </select>
        <Button variant="secondary" onClick={() => step(1)} disabled={index === rounds.length - 1}>
          {texts.next} ›
        </Button>
        <span className="text-sm text-slate-600">{texts.position(index + 1, rounds.length)}</span>
      </div>
      {round ? <Round key={round.round} round={round} nameLimit={nameLimit} Heading={Heading} /> : null}
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
          <MatchCard key={match._id} as="li" match={match} nameLimit={nameLimit} />
        ))}
      </ul>
    </section>
  );
}
