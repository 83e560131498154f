import type { FixtureRound, Tournament } from "@turnuva/contract/tournaments";
import { useId } from "react";
import { legWords } from "@turnuva/contract/leg-words";
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

// The cue that the tree goes on to the right, with no script: a strip after the last column that
// sticks to the box's right edge while its own place is further right (more of the tree is out of
// sight), fading the columns under it into the page; at the end of the tree, or when it all fits,
// it stands in its own place past the last column, over nothing, and is not seen.
const moreEdge = "pointer-events-none sticky right-0 hidden w-10 shrink-0 bg-gradient-to-l from-slate-50 md:block";

interface BracketProps {
  /** The rounds in order, the final last. */
  rounds: readonly FixtureRound[];
  /** Shown at the end of the tree; the caller passes it only once completed. */
  champion: Tournament["champion"];
  /** Issue 28: the two-legged ties, for their aggregate ('Toplam 3–2'). */
  ties?: Tournament["ties"];
}

type Match = FixtureRound["matches"][number];

/**
 * Issue 28: a two-legged tie takes one place in the tree, its legs one under the other. The rounds
 * are ordered by their ties' first legs; each second leg is found by its id ('…-l2').
 */
function secondLegs(rounds: readonly FixtureRound[]): { firstLegs: FixtureRound[]; secondLegOf: Map<string, Match> } {
  const secondLegOf = new Map<string, Match>();
  const firstLegs = rounds.map((round) => {
    for (const m of round.matches) if (m.leg === 2) secondLegOf.set(m._id.replace(/-l2$/, ""), m);
    return { ...round, matches: round.matches.filter((m) => m.leg !== 2) };
  });
  return { firstLegs, secondLegOf };
}

/** One tie: its match, or its two legs with their labels and, once both are played, the aggregate. */
function TieCard({ match, secondLeg, ties }: { match: Match; secondLeg: Match | undefined; ties: Tournament["ties"] }) {
  if (!secondLeg) return <MatchCard match={match} stacked className="w-full" />;
  const total = ties.find((tie) => tie.legs[0] === match._id)?.aggregate ?? null;
  return (
    <div className="flex w-full flex-col gap-1">
      <p className="text-xs font-semibold text-slate-600">{legWords.first}</p>
      <MatchCard match={match} stacked className="w-full" />
      <p className="text-xs font-semibold text-slate-600">{legWords.second}</p>
      <MatchCard match={secondLeg} stacked className="w-full" />
      {total ? <p className="text-right text-sm font-bold text-slate-900 tabular-nums">{legWords.total(total.home, total.away)}</p> : null}
    </div>
  );
}

/**
 * Part 2 §2: the knockout as a bracket tree on a desktop (rounds as columns, each a section with
 * its heading and an ordered list of matches, connectors to the match the winner goes to, byes
 * and the champion at the end); on a phone the same sections one under another.
 */
export function Bracket({ rounds, champion, ties = [] }: BracketProps) {
  const headingPrefix = useId();
  const { firstLegs, secondLegOf } = secondLegs(rounds);
  const columns = orderBracketRounds(firstLegs);
  // From md up the tree scrolls sideways in its box (a double elimination's losers' bracket is wide
  // at 1024–1280 px): the box is a named tab stop, as a standings table's is, so the arrow keys
  // scroll it (the focus ring is every control's); the strip past the end of the tree fades what
  // lies under it (`moreEdge`).
  return (
    <div
      role="group"
      aria-label={tournamentDetailTexts.bracket}
      tabIndex={0}
      className="relative flex flex-col gap-6 md:flex-row md:gap-0 md:overflow-x-auto md:pb-2"
    >
      {columns.map((round, index) => {
        const leadsOn = index < columns.length - 1 || champion !== null;
        // Issue 29: a losers' bracket round as large as the next one feeds it match for match
        // (its winners meet the players dropping from the winners' bracket): a straight stub each.
        const next = columns[index + 1];
        const oneToOne = round.matches.length === 1 || (next !== undefined && next.matches.length === round.matches.length);
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
              <RoundDeadline matches={rounds[index]?.matches ?? round.matches} />
            </div>
            <ol className="flex flex-col gap-2 md:flex-1 md:gap-0">
              {round.matches.map((match) => (
                <li key={match._id} className={cx("relative", slot, index > 0 && incoming, leadsOn && (oneToOne ? outgoingSingle : outgoingPair))}>
                  <TieCard match={match} secondLeg={secondLegOf.get(match._id)} ties={ties} />
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
      <div aria-hidden="true" className={moreEdge} />
    </div>
  );
}
