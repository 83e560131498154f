import type { FixtureRound, Tournament } from "@turnuva/contract/tournaments";
import { useId } from "react";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { cx } from "@/ui/class-names.ts";
import { TrophyIcon } from "@/ui/icons.tsx";
import { orderBracketRounds } from "./bracket-order.ts";
import { MatchCard } from "./match-card.tsx";
import { ParticipantName } from "./participant-name.tsx";
import { RoundDeadline } from "./round-deadline.tsx";

// From md up every match takes an equal share of its column's height, so a match of the next
// round (half as many, each twice as tall) sits exactly level with the middle of the pair that
// feeds it. The connectors are borders of pseudo-elements in the 2 rem between columns: a bracket
// `]` from each pair to the middle, then a stub into the next match. Below md the rounds stack as
// a plain list and no connector is drawn. The connectors join matches 2p and 2p + 1 to match p of
// the next round, so the rounds are drawn in `orderBracketRounds`'s order (the server draws later
// rounds at random, not by position); the lists are read in that same order.
const slot = "md:flex md:flex-1 md:items-center md:py-2";
const outgoingPair = cx(
  "md:after:absolute md:after:left-full md:after:w-4 md:after:border-slate-300",
  "md:odd:after:top-1/2 md:odd:after:h-1/2 md:odd:after:border-t-2 md:odd:after:border-r-2 md:odd:after:rounded-tr-md",
  "md:even:after:top-0 md:even:after:h-1/2 md:even:after:border-b-2 md:even:after:border-r-2 md:even:after:rounded-br-md",
);
const outgoingSingle = "md:after:absolute md:after:left-full md:after:top-1/2 md:after:w-4 md:after:border-t-2 md:after:border-slate-300";
const incoming = "md:before:absolute md:before:right-full md:before:top-1/2 md:before:w-4 md:before:border-t-2 md:before:border-slate-300";

interface BracketProps {
  /** The rounds in order, the final last. */
  rounds: readonly FixtureRound[];
  /** Shown at the end of the tree; the caller passes it only once completed. */
  champion: Tournament["champion"];
}

/**
 * Part 2 §2: the knockout as a bracket tree on a desktop (rounds as columns, each a section with
 * its heading and an ordered list of matches, connectors to the match the winner goes to, byes
 * and the champion at the end); on a phone the same sections one under another.
 */
export function Bracket({ rounds, champion }: BracketProps) {
  const headingPrefix = useId();
  const columns = orderBracketRounds(rounds);
  return (
    <div data-bracket="" className="relative flex flex-col gap-6 md:flex-row md:gap-0 md:overflow-x-auto md:pb-2">
      {columns.map((round, index) => {
        const leadsOn = index < columns.length - 1 || champion !== null;
        const headingId = `${headingPrefix}-${round.round}`;
        return (
          <section
            key={round.round}
            aria-labelledby={headingId}
            data-bracket-round=""
            className="flex min-w-0 flex-col md:w-64 md:shrink-0 md:px-4 md:first:pl-0"
          >
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 id={headingId} className="font-bold text-slate-900">
                {round.name}
              </h3>
              <RoundDeadline matches={round.matches} />
            </div>
            <ol className="flex flex-col gap-2 md:flex-1 md:gap-0">
              {round.matches.map((match) => (
                <li
                  key={match._id}
                  className={cx("relative", slot, index > 0 && incoming, leadsOn && (round.matches.length === 1 ? outgoingSingle : outgoingPair))}
                >
                  <MatchCard match={match} stacked className="w-full" />
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      {champion ? (
        <section aria-labelledby={`${headingPrefix}-champion`} data-bracket-round="" className="flex min-w-0 flex-col md:w-52 md:shrink-0 md:px-4">
          <h3 id={`${headingPrefix}-champion`} className="mb-2 font-bold text-amber-800">
            {tournamentDetailTexts.places.champion}
          </h3>
          <div className={cx("relative", slot, columns.length > 0 && incoming)}>
            <p className="flex w-full items-center justify-center gap-2 rounded-xl border-2 border-amber-300 bg-amber-50 px-3 py-4 text-amber-900">
              <TrophyIcon />
              <ParticipantName person={champion} />
            </p>
          </div>
        </section>
      ) : null}
    </div>
  );
}
