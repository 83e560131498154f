import type { Pairing } from "./bracket.ts";
import { fail } from "./errors.ts";
import { groupLabel } from "./groups.ts";
import { legNotNeeded, legsOf, makeTie } from "./legs.ts";
import { isOpen, lastRound, makeMatch, matchesOf } from "./matches.ts";
import { knockoutPlacings, nextRound } from "./progression.ts";
import { randomInt, shuffle, type Random } from "./random.ts";
import { bracketSize } from "./round-names.ts";
import { groupTable, type StandingRow } from "./standings.ts";
import { chosenTable } from "./tiebreakers.ts";
import type { GroupState, Match } from "./types.ts";

/**
 * Section 9, knockout pairings by group letter and rank. Other combinations are drawn
 * (knockoutFirstRound).
 */
const PAIRING_TABLES: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  "2x2": [
    ["A1", "B2"],
    ["B1", "A2"],
  ],
  "2x4": [
    ["A1", "B4"],
    ["B1", "A4"],
    ["A2", "B3"],
    ["B2", "A3"],
  ],
  "4x2": [
    ["A1", "B2"],
    ["B1", "A2"],
    ["C1", "D2"],
    ["D1", "C2"],
  ],
};

/** The group tables of the group stage, group by group. */
export function groupTables(state: GroupState): StandingRow[][] {
  return state.groups.map((ids, g) =>
    chosenTable(
      state.participants.filter((p) => ids.includes(p.id)),
      state.matches.filter((m) => m.stage === "group" && m.group === g),
      state.tiebreakers,
      groupTable,
    ),
  );
}

/** Qualifiers keyed 'A1', 'B2', ...: group letter and rank in the group table. */
export function qualifiers(state: GroupState): Map<string, string> {
  const out = new Map<string, string>();
  groupTables(state).forEach((rows, g) => {
    rows.slice(0, state.teamsAdvancing).forEach((row, rank) => out.set(`${groupLabel(g)}${rank + 1}`, row.team));
  });
  return out;
}

/**
 * The first knockout round after the groups. The combinations of section 9's table keep its
 * pairings. Any other is drawn: the byes a bracket needs go to the best-placed qualifiers (group
 * position, then record), and the others are paired at random, a group winner against a
 * lower-placed qualifier where possible, and never two of the same group while another pairing
 * exists (the earlier draw let group-mates meet in 136 of 200 draws of 8 groups × 2).
 */
export function knockoutFirstRound(state: GroupState, random: Random): Pairing[] {
  const table = PAIRING_TABLES[`${state.groupCount}x${state.teamsAdvancing}`];
  if (table) {
    const byKey = qualifiers(state);
    return table.map(([home, away]) => [byKey.get(home) as string, byKey.get(away) as string]);
  }
  const ranked = rankedQualifiers(state, random);
  const byes = bracketSize(ranked.length) - ranked.length;
  const pairings: Pairing[] = ranked.slice(0, byes).map((q) => [q.id, null]);
  return shuffle([...pairings, ...pairApart(ranked.slice(byes), random)], random);
}

interface Qualifier {
  id: string;
  group: number;
  /** 0 for a group winner, 1 for a runner-up, ... */
  position: number;
  row: StandingRow;
}

/**
 * Every qualifier, best first: group position, then the record per match played (groups may
 * differ in size by one): points, goal difference, goals for. Qualifiers level on all of that
 * are ordered by lot, with the tournament's random source.
 */
function rankedQualifiers(state: GroupState, random: Random): Qualifier[] {
  const all = groupTables(state).flatMap((rows, group) =>
    rows.slice(0, state.teamsAdvancing).map((row, position) => ({ id: row.team, group, position, row })),
  );
  const perMatch = (a: Qualifier, b: Qualifier, figure: (row: StandingRow) => number) =>
    figure(b.row) * Math.max(a.row.played, 1) - figure(a.row) * Math.max(b.row.played, 1);
  return shuffle(all, random).sort(
    (a, b) =>
      a.position - b.position || perMatch(a, b, (r) => r.points) || perMatch(a, b, (r) => r.goalDifference) || perMatch(a, b, (r) => r.goalsFor),
  );
}

/**
 * Pairs the qualifiers without a bye. The best-placed qualifier of the group with the most left
 * goes first and meets someone of another group: while no group holds more than half of those
 * left, taking from the largest keeps that true, so group-mates meet only when nothing else can be
 * drawn. Among the partners allowed, a lower-placed one is drawn where there is one.
 */
function pairApart(ranked: readonly Qualifier[], random: Random): Pairing[] {
  const left = ranked.slice();
  const pairings: Pairing[] = [];
  while (left.length > 1) {
    const count = new Map<number, number>();
    for (const q of left) count.set(q.group, (count.get(q.group) ?? 0) + 1);
    const largest = Math.max(...count.values());
    const first = left.find((q) => count.get(q.group) === largest) as Qualifier;
    left.splice(left.indexOf(first), 1);
    const apart = left.filter((q) => q.group !== first.group);
    const allowed = apart.length > 0 ? apart : left;
    const lower = allowed.filter((q) => q.position > first.position);
    const pool = lower.length > 0 ? lower : allowed;
    const partner = pool[randomInt(random, pool.length)] as Qualifier;
    left.splice(left.indexOf(partner), 1);
    pairings.push([first.id, partner.id]);
  }
  return pairings;
}

/** The final (one match or two legs, issue 28) and the third-place match, always one match. */
function finalAndThird(state: GroupState, round: number, final: Pairing, third: Pairing | null): Match[] {
  return [...makeTie("final", null, round, 0, ...final, legsOf(state).final), ...(third ? [makeMatch("thirdPlace", null, round, 0, ...third)] : [])];
}

/**
 * Section 4, group system: 'Eleme Turlarına Geç' once every group match is confirmed, then
 * 'Sonraki Tura Geç' round by round until the final and third-place match exist. Ours: with only
 * two qualifiers the knockout is the final itself.
 */
export function advanceGroup(state: GroupState, random: Random): GroupState {
  if (state.matches.some((m) => m.stage === "final")) return fail("ADVANCE_UNAVAILABLE");
  const knockoutRound = lastRound(state.matches, "knockout");
  let added: Match[];
  if (knockoutRound === 0) {
    if (state.matches.some((m) => m.stage === "group" && isOpen(m))) return fail("ROUND_INCOMPLETE");
    const total = state.groupCount * state.teamsAdvancing;
    if (total < 2) return fail("KNOCKOUT_TEAM_COUNT_INVALID", { count: total, expected: 2 });
    const pairings = knockoutFirstRound(state, random);
    added =
      pairings.length === 1
        ? finalAndThird(state, 1, pairings[0] as Pairing, null)
        : pairings.flatMap(([home, away], index) => makeTie("knockout", null, 1, index, home, away, legsOf(state).knockout));
  } else {
    const next = nextRound(matchesOf(state.matches, "knockout", knockoutRound), random);
    const number = knockoutRound + 1;
    added =
      next.kind === "round"
        ? next.pairings.flatMap(([home, away], index) => makeTie("knockout", null, number, index, home, away, legsOf(state).knockout))
        : finalAndThird(state, number, next.final, next.thirdPlace);
  }
  return withGroupPlacings({ ...state, matches: [...state.matches, ...added] });
}

/** Section 4: cancelling the final clears champion and second, cancelling third place clears third. */
export function withGroupPlacings(state: GroupState): GroupState {
  const final = matchesOf(state.matches, "final");
  const third = state.matches.find((m) => m.stage === "thirdPlace");
  const semi = final.length > 0 ? matchesOf(state.matches, "knockout", (final[0] as Match).round - 1) : [];
  return { ...state, ...knockoutPlacings(final.length > 0 ? final : undefined, third, semi) };
}

/** Section 5: 'Turnuvayı bitirmek için Final ve (varsa) 3.lük maçlarının skorları onaylanmalıdır.' (both legs of a two-legged final). */
export function finishGroup(state: GroupState): GroupState {
  const final = matchesOf(state.matches, "final");
  const third = state.matches.find((m) => m.stage === "thirdPlace");
  if (final.length === 0 || final.some((m) => !m.isConfirmed && !legNotNeeded(final, m)) || (third && !third.isConfirmed))
    return fail("FINAL_INCOMPLETE");
  return { ...state, status: "completed" };
}
