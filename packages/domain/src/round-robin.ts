import type { MatchType, Stage } from "./constants.ts";
import { makeMatch } from "./matches.ts";
import type { Match } from "./types.ts";

/**
 * Rounds of a single round robin by the circle method: the first entry stays, the others rotate.
 * With an odd count a null joins, and whoever meets it has the round's bye (section 9: 'Bay').
 * Each pair is [home, away]; a bye is always [participant, null].
 */
export function roundRobinRounds(ids: readonly string[]): Array<Array<[string, string | null]>> {
  const slots: Array<string | null> = ids.slice();
  if (slots.length % 2 === 1) slots.push(null);
  const size = slots.length;
  const rounds: Array<Array<[string, string | null]>> = [];
  for (let r = 0; r < size - 1; r++) {
    const pairs: Array<[string, string | null]> = [];
    for (let i = 0; i < size / 2; i++) {
      const a = slots[i] as string | null;
      const b = slots[size - 1 - i] as string | null;
      if (a === null) pairs.push([b as string, null]);
      else if (b === null) pairs.push([a, null]);
      // The fixed entry alternates home and away by round so it is not always at home.
      else if (i === 0 && r % 2 === 1) pairs.push([b, a]);
      else pairs.push([a, b]);
    }
    rounds.push(pairs);
    // Rotate every slot but the first one step clockwise.
    const last = slots.pop() as string | null;
    slots.splice(1, 0, last);
  }
  return rounds;
}

/**
 * The matches of a round robin. Double: the second leg repeats the first set of rounds in the same
 * order with home and away mirrored (section 9); byes keep the resting side as home.
 */
export function roundRobinMatches(ids: readonly string[], matchType: MatchType, stage: Stage, group: number | null): Match[] {
  const rounds = roundRobinRounds(ids);
  const matches: Match[] = [];
  const legs = matchType === "double" ? 2 : 1;
  for (let leg = 0; leg < legs; leg++) {
    rounds.forEach((pairs, r) => {
      const round = leg * rounds.length + r + 1;
      pairs.forEach(([home, away], index) => {
        const mirrored = leg === 1 && away !== null;
        matches.push(makeMatch(stage, group, round, index, mirrored ? away : home, mirrored ? home : away));
      });
    });
  }
  return matches;
}
