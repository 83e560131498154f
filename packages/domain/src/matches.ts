import type { Stage } from "./constants.ts";
import type { Match } from "./types.ts";

/** Deterministic id of a match position: the same stage, group, round and index give the same id. */
export function matchId(stage: Stage, group: number | null, round: number, index: number): string {
  return group === null ? `${stage}-r${round}-m${index}` : `${stage}-g${group}-r${round}-m${index}`;
}

export function makeMatch(stage: Stage, group: number | null, round: number, index: number, home: string | null, away: string | null): Match {
  return { id: matchId(stage, group, round, index), stage, group, round, index, home, away, homeScore: null, awayScore: null, isConfirmed: false };
}

/** A bye has exactly one side: that side goes through without a score. */
export function isBye(match: Match): boolean {
  return (match.home === null) !== (match.away === null);
}

/** A match that is to be played and has not been confirmed yet. */
export function isOpen(match: Match): boolean {
  return !isBye(match) && !match.isConfirmed;
}

/**
 * Which side won a confirmed, played match: more goals, or, level after play, more penalties
 * (issue 28). Null while unconfirmed, on a bye, and for a draw with no shoot-out.
 */
function decidedSide(match: Match): "home" | "away" | null {
  if (isBye(match) || !match.isConfirmed || match.homeScore === null || match.awayScore === null) return null;
  if (match.homeScore !== match.awayScore) return match.homeScore > match.awayScore ? "home" : "away";
  const home = match.homePenalties ?? null;
  const away = match.awayPenalties ?? null;
  if (home === null || away === null || home === away) return null;
  return home > away ? "home" : "away";
}

/** Who goes through: the bye's only side, or the winner once confirmed (on goals, else on penalties). */
export function winnerOf(match: Match): string | null {
  if (isBye(match)) return match.home ?? match.away;
  const side = decidedSide(match);
  return side === null ? null : match[side];
}

export function loserOf(match: Match): string | null {
  const side = decidedSide(match);
  if (side === null) return null;
  return side === "home" ? match.away : match.home;
}

/** True when a level match was decided by a shoot-out (issue 28). */
export function wonOnPenalties(match: Match): boolean {
  return match.homeScore !== null && match.homeScore === match.awayScore && decidedSide(match) !== null;
}

/** Matches of a stage (and round), in index order. */
export function matchesOf(matches: readonly Match[], stage: Stage, round?: number): Match[] {
  return matches
    .filter((m) => m.stage === stage && (round === undefined || m.round === round))
    .sort((a, b) => a.round - b.round || a.index - b.index);
}

export function lastRound(matches: readonly Match[], stage: Stage): number {
  let last = 0;
  for (const m of matches) if (m.stage === stage && m.round > last) last = m.round;
  return last;
}
