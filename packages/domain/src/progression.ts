import type { Pairing } from "./bracket.ts";
import { randomPairings } from "./bracket.ts";
import { fail } from "./errors.ts";
import { isByeTie, tieLoser, tiesOf, tieWinner, toPlay } from "./legs.ts";
import { winnerOf } from "./matches.ts";
import type { Random } from "./random.ts";
import type { Match } from "./types.ts";

/**
 * How far along the flow a match is: 0 for league, group stage and challenge; the round number for
 * knockout, elimination, final and third place (the final and third place share the last round).
 * A match feeds every match of a higher phase.
 */
export function phase(match: Match): number {
  return match.stage === "league" || match.stage === "group" || match.stage === "challenge" ? 0 : match.round;
}

/** The latest phase drawn so far: only its matches may still be cancelled. -1 without matches. */
export function drawnFrontier(matches: readonly Match[]): number {
  let frontier = -1;
  for (const m of matches) if (phase(m) > frontier) frontier = phase(m);
  return frontier;
}

export type NextRound = { kind: "round"; pairings: Pairing[] } | { kind: "final"; final: Pairing; thirdPlace: Pairing | null };

/**
 * Section 4: when every match of a round is decided, more than two winners are drawn into the
 * next round at random; exactly two go to the final and the two losers to the third-place match.
 * Issue 28: a round's winners are its ties' (a tie of two legs is won on aggregate), and a round is
 * complete when every leg of every tie is.
 */
export function nextRound(round: readonly Match[], random: Random): NextRound {
  if (round.some(toPlay(round))) return fail("ROUND_INCOMPLETE");
  const ties = tiesOf(round);
  const winners = ties.map(tieWinner).filter((w): w is string => w !== null);
  if (winners.length > 2) return { kind: "round", pairings: randomPairings(winners, random) };
  if (winners.length < 2) return fail("ADVANCE_UNAVAILABLE");
  const losers = ties.map(tieLoser).filter((l): l is string => l !== null);
  const thirdPlace: Pairing | null = losers.length === 2 ? [losers[0] as string, losers[1] as string] : null;
  return { kind: "final", final: [winners[0] as string, winners[1] as string], thirdPlace };
}

export interface Placings {
  champion: string | null;
  secondPlace: string | null;
  thirdPlace: string | null;
}

/**
 * Podium of a knockout from its final (one match or two legs), third-place match and semi-final
 * round. Without a third-place match (a bye in the semi-finals left one loser) that lone loser is third.
 */
export function knockoutPlacings(final: readonly Match[] | undefined, thirdPlace: Match | undefined, semiFinal: readonly Match[]): Placings {
  const champion = final ? tieWinner(final) : null;
  const secondPlace = final ? tieLoser(final) : null;
  let third: string | null = null;
  if (thirdPlace) third = winnerOf(thirdPlace);
  else if (final) {
    const losers = tiesOf(semiFinal)
      .filter((tie) => !isByeTie(tie))
      .map(tieLoser);
    if (losers.length === 1) third = losers[0] ?? null;
  }
  return { champion, secondPlace, thirdPlace: third };
}
