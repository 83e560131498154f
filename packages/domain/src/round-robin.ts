import type { MatchType, Stage } from "./constants.ts";
import { makeMatch } from "./matches.ts";
import type { Match } from "./types.ts";

/**
 * Berger tables: slots 0..size-2 turn round a fixed last slot; in round r slot r meets the fixed
 * slot and r+i meets r-i. Home and away alternate by round for the fixed slot and by distance i
 * for the others, so within a leg nobody plays more than two home or two away matches in a row and
 * everyone's home and away counts differ by at most one (the earlier circle left one player of a
 * double league of 8 seven away matches in a row). With an odd count the fixed slot is empty and
 * whoever meets it has the round's bye (section 9: 'Bay'); byes then alternate with the others.
 * Calls `visit` for every pairing, a bye always as (participant, null); no tuples are allocated,
 * since a double round robin of 1,024 has over a million pairings.
 */
function berger(ids: readonly string[], visit: (round: number, index: number, home: string, away: string | null) => void): number {
  const size = ids.length + (ids.length % 2);
  const turning = size - 1;
  const fixed = ids.length % 2 === 1 ? null : (ids[turning] as string);
  for (let r = 0; r < turning; r++) {
    const own = ids[r] as string;
    if (fixed === null) visit(r, 0, own, null);
    else if (r % 2 === 0) visit(r, 0, own, fixed);
    else visit(r, 0, fixed, own);
    for (let i = 1; i < size / 2; i++) {
      const ahead = ids[(r + i) % turning] as string;
      const behind = ids[(r - i + turning) % turning] as string;
      if (i % 2 === 1) visit(r, i, ahead, behind);
      else visit(r, i, behind, ahead);
    }
  }
  return turning;
}

/** Rounds of a single round robin as [home, away] pairs; a bye is [participant, null]. */
export function roundRobinRounds(ids: readonly string[]): Array<Array<[string, string | null]>> {
  const rounds: Array<Array<[string, string | null]>> = [];
  berger(ids, (r, _i, home, away) => {
    (rounds[r] ??= []).push([home, away]);
  });
  return rounds;
}

/**
 * The matches of a round robin. Double: the second leg repeats the first set of rounds in the same
 * order with home and away mirrored (section 9); byes keep the resting side as home.
 */
export function roundRobinMatches(ids: readonly string[], matchType: MatchType, stage: Stage, group: number | null): Match[] {
  const matches: Match[] = [];
  const rounds = berger(ids, (r, index, home, away) => {
    matches.push(makeMatch(stage, group, r + 1, index, home, away));
  });
  if (matchType === "double") {
    const firstLeg = matches.length;
    for (let k = 0; k < firstLeg; k++) {
      const m = matches[k] as Match;
      const mirrored = m.away !== null;
      matches.push(makeMatch(stage, group, m.round + rounds, m.index, mirrored ? m.away : m.home, mirrored ? m.home : m.away));
    }
  }
  return matches;
}
