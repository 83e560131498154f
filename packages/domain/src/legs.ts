// Issue 28, two-legged ties: a knockout tie may be two matches, leg 1 and leg 2 with home and away
// swapped, won on aggregate; level after leg 2, leg 2's shoot-out decides (no away-goals rule). A
// tie of one match is what every knockout was before: its match carries no `leg`, so states made
// without legs are exactly what they were.
//
// A walkover on either leg gives the tie to the side that turned up, whatever the aggregate, and
// never asks for penalties: on leg 1 it decides the tie at once and leg 2 is not needed (nobody
// plays it, as a decided challenge's remaining games); on leg 2 the aggregate stays as recorded
// and the walkover's side goes through. Cancelling the walkover opens the tie again.
import { fail } from "./errors.ts";
import { isBye, isOpen, loserOf, makeMatch, matchId, winnerOf } from "./matches.ts";
import { readScores, readShootout, validateResult } from "./score.ts";
import type { Match, ScoreInput, TournamentState } from "./types.ts";
import type { Legs, Stage } from "./constants.ts";

export { LEG_OPTIONS, type Legs } from "./constants.ts";

/**
 * The matches of a tie: one, or two legs (leg 2 the same pairing, home and away swapped, its id the
 * position's id with '-l2'). A bye is always one match: nobody plays it.
 */
export function makeTie(
  stage: Stage,
  group: number | null,
  round: number,
  index: number,
  home: string | null,
  away: string | null,
  legs: Legs,
): Match[] {
  const first = makeMatch(stage, group, round, index, home, away);
  if (legs === 1 || home === null || away === null) return [first];
  return [
    { ...first, leg: 1 },
    { ...makeMatch(stage, group, round, index, away, home), id: `${matchId(stage, group, round, index)}-l2`, leg: 2 },
  ];
}

/** The ties of a round's matches: grouped by index, leg 1 first, in index order. */
export function tiesOf(round: readonly Match[]): Match[][] {
  const byIndex = new Map<number, Match[]>();
  for (const m of round) {
    const tie = byIndex.get(m.index);
    if (tie) tie.push(m);
    else byIndex.set(m.index, [m]);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, tie]) => tie.sort((a, b) => (a.leg ?? 1) - (b.leg ?? 1)));
}

/** The goals of each side over both legs, leg 1's home first; null until both legs are confirmed. */
export function aggregate(tie: readonly Match[]): { first: string; second: string; firstGoals: number; secondGoals: number } | null {
  const [one, two] = tie;
  if (!one || !two || !one.isConfirmed || !two.isConfirmed) return null;
  if (one.homeScore === null || one.awayScore === null || two.homeScore === null || two.awayScore === null) return null;
  return {
    first: one.home as string,
    second: one.away as string,
    firstGoals: one.homeScore + two.awayScore,
    secondGoals: one.awayScore + two.homeScore,
  };
}

/** Who goes through a tie: on goals over both legs, level on leg 2's shoot-out; one match as before. */
export function tieWinner(tie: readonly Match[]): string | null {
  if (tie.length === 1) return winnerOf(tie[0] as Match);
  return decided(tie)?.winner ?? null;
}

export function tieLoser(tie: readonly Match[]): string | null {
  if (tie.length === 1) return loserOf(tie[0] as Match);
  return decided(tie)?.loser ?? null;
}

function decided(tie: readonly Match[]): { winner: string; loser: string } | null {
  const walkover = tie.find((m) => m.isConfirmed && m.isWalkover === true);
  if (walkover) {
    const [winner, loser] = [winnerOf(walkover), loserOf(walkover)];
    return winner === null || loser === null ? null : { winner, loser };
  }
  const total = aggregate(tie);
  if (total === null) return null;
  const { first, second, firstGoals, secondGoals } = total;
  if (firstGoals !== secondGoals) return firstGoals > secondGoals ? { winner: first, loser: second } : { winner: second, loser: first };
  // Leg 2's home side is leg 1's away side.
  const two = tie[1] as Match;
  const [home, away] = [two.homePenalties ?? null, two.awayPenalties ?? null];
  if (home === null || away === null || home === away) return null;
  return home > away ? { winner: second, loser: first } : { winner: first, loser: second };
}

/** A tie that is a bye: one side, nobody plays. */
export function isByeTie(tie: readonly Match[]): boolean {
  return tie.length === 1 && isBye(tie[0] as Match);
}

/** The other leg of a two-legged tie's match, or undefined for a match that is a tie alone. */
export function otherLeg(matches: readonly Match[], match: Match): Match | undefined {
  if (match.leg === undefined) return undefined;
  return matches.find(
    (m) => m.stage === match.stage && m.group === match.group && m.round === match.round && m.index === match.index && m.id !== match.id,
  );
}

/** Leg 2 of a tie whose leg 1 was a walkover: the tie is decided, nobody plays it. */
export function legNotNeeded(matches: readonly Match[], match: Match): boolean {
  if (match.leg !== 2 || match.isConfirmed) return false;
  const first = otherLeg(matches, match);
  return first !== undefined && first.isConfirmed && first.isWalkover === true;
}

/** Whether a match is still to be played: open, and not a leg 2 that a walkover made needless. */
export function toPlay(matches: readonly Match[]): (match: Match) => boolean {
  return (match) => isOpen(match) && !legNotNeeded(matches, match);
}

/**
 * The score and shoot-out of a confirmation, leg by leg. One match: the rules of score.ts. Leg 1:
 * any score, a draw too, never penalties (the tie is not over). Leg 2: after leg 1 only; a draw on
 * the day is fine; penalties exactly when the aggregate is level, and then required. A walkover on
 * leg 2 (after leg 1, as any leg 2) decides the tie whatever the aggregate: never penalties.
 */
export function validateLegResult(
  matches: readonly Match[],
  match: Match,
  homeRaw: ScoreInput,
  awayRaw: ScoreInput,
  homePenaltiesRaw: ScoreInput,
  awayPenaltiesRaw: ScoreInput,
  walkover = false,
): { score: [number, number]; penalties: [number, number] | null } {
  if (match.leg === undefined) return validateResult(match.stage, homeRaw, awayRaw, homePenaltiesRaw, awayPenaltiesRaw);
  if (legNotNeeded(matches, match)) return fail("LEG_NOT_NEEDED");
  const score = readScores(match.stage, homeRaw, awayRaw);
  const given = !(isEmpty(homePenaltiesRaw) && isEmpty(awayPenaltiesRaw));
  if (match.leg === 1) {
    if (given) fail("PENALTIES_NOT_ALLOWED");
    return { score, penalties: null };
  }
  const first = otherLeg(matches, match);
  if (!first || !first.isConfirmed) return fail("LEG_ONE_OPEN");
  if (walkover) {
    if (given) fail("PENALTIES_NOT_ALLOWED");
    return { score, penalties: null };
  }
  const level = aggregateLevel(first, score[0], score[1]);
  if (!given) {
    if (level) fail("AGGREGATE_LEVEL");
    return { score, penalties: null };
  }
  if (!level) fail("PENALTIES_AGGREGATE_NOT_LEVEL");
  return { score, penalties: readShootout(homePenaltiesRaw, awayPenaltiesRaw) };
}

const isEmpty = (raw: ScoreInput) => raw === null || raw === undefined || (typeof raw === "string" && raw.trim() === "");

/** Leg 2 (home, away) after leg 1: leg 1's home is leg 2's away. */
function aggregateLevel(first: Match, home: number, away: number): boolean {
  return (first.homeScore as number) + away === (first.awayScore as number) + home;
}

/**
 * Whether confirming `matchId` with this score needs a shoot-out, for a score editor to show the
 * penalty inputs: a level score in a one-match knockout tie (and final, third place), a level
 * aggregate on leg 2; never on leg 1, nor in a league, group or challenge. False for a match that
 * is not there, and for leg 2 before leg 1 is confirmed (it cannot be confirmed yet).
 */
export function shootoutNeeded(state: TournamentState, matchId: string, homeScore: number, awayScore: number): boolean {
  const match = state.matches.find((m) => m.id === matchId);
  if (!match) return false;
  if (match.leg === undefined) {
    return (
      homeScore === awayScore &&
      (match.stage === "knockout" || match.stage === "elimination" || match.stage === "final" || match.stage === "thirdPlace")
    );
  }
  if (match.leg === 1 || legNotNeeded(state.matches, match)) return false;
  const first = otherLeg(state.matches, match);
  return first !== undefined && first.isConfirmed && aggregateLevel(first, homeScore, awayScore);
}

/** A state's (or settings') matches per tie: in the knockout rounds, and in the final. */
export function legsOf(state: { knockoutLegs?: number | null; finalLegs?: number | null }): { knockout: Legs; final: Legs } {
  return { knockout: state.knockoutLegs === 2 ? 2 : 1, final: state.finalLegs === 2 ? 2 : 1 };
}

/** The fields a new state keeps: only a 2, so that a tournament of single matches is what it always was. */
export function legsFields(settings: { knockoutLegs?: number | null; finalLegs?: number | null }): { knockoutLegs?: 2; finalLegs?: 2 } {
  const { knockout, final } = legsOf(settings);
  return { ...(knockout === 2 ? { knockoutLegs: 2 as const } : {}), ...(final === 2 ? { finalLegs: 2 as const } : {}) };
}
