import type { MatchType, Stage } from "./constants.ts";
import { makeMatch } from "./matches.ts";
import type { Match } from "./types.ts";

/**
 * The circle method: the first slot stays, the others rotate one step each round. With an odd
 * count an empty slot joins, and whoever meets it has the round's bye (section 9: 'Bay'). Calls
 * `visit` for every pairing, a bye always as (participant, null); no tuples are allocated, since
 * a double round robin of 1,024 has over a million pairings.
 */
function circle(ids: readonly string[], visit: (round: number, index: number, home: string, away: string | null) => void): number {
  const slots: Array<string | null> = ids.slice();
  if (slots.length % 2 === 1) slots.push(null);
  const size = slots.length;
  const half = size / 2;
  for (let r = 0; r < size - 1; r++) {
    for (let i = 0; i < half; i++) {
      const a = slots[i] as string | null;
      const b = slots[size - 1 - i] as string | null;
      if (a === null) visit(r, i, b as string, null);
      else if (b === null) visit(r, i, a, null);
      // The fixed slot alternates home and away by round so it is not always at home.
      else if (i === 0 && r % 2 === 1) visit(r, i, b, a);
      else visit(r, i, a, b);
    }
    const last = slots.pop() as string | null;
    slots.splice(1, 0, last);
  }
  return size - 1;
}

/** Rounds of a single round robin as [home, away] pairs; a bye is [participant, null]. */
export function roundRobinRounds(ids: readonly string[]): Array<Array<[string, string | null]>> {
  const rounds: Array<Array<[string, string | null]>> = [];
  circle(ids, (r, _i, home, away) => {
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
  const rounds = circle(ids, (r, index, home, away) => {
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
