import { seededFirstRound, type Pairing } from "./bracket.ts";
import { fail } from "./errors.ts";
import { groupLabel } from "./groups.ts";
import { isOpen, lastRound, makeMatch, matchesOf } from "./matches.ts";
import { knockoutPlacings, nextRound } from "./progression.ts";
import type { Random } from "./random.ts";
import { groupTable, type StandingRow } from "./standings.ts";
import type { GroupState, Match } from "./types.ts";

/**
 * Section 9, knockout pairings by group letter and rank. Other combinations are drawn at random
 * (with the group winners kept apart and given the byes first; see seededFirstRound).
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
    groupTable(
      state.participants.filter((p) => ids.includes(p.id)),
      state.matches.filter((m) => m.stage === "group" && m.group === g),
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

export function knockoutFirstRound(state: GroupState, random: Random): Pairing[] {
  const byKey = qualifiers(state);
  const table = PAIRING_TABLES[`${state.groupCount}x${state.teamsAdvancing}`];
  if (table) return table.map(([home, away]) => [byKey.get(home) as string, byKey.get(away) as string]);
  const winners = [...byKey.entries()].filter(([key]) => /^[A-Z]+1$/.test(key)).map(([, id]) => id);
  return seededFirstRound([...byKey.values()], winners, random);
}

function finalAndThird(round: number, final: Pairing, third: Pairing | null): Match[] {
  return [makeMatch("final", null, round, 0, ...final), ...(third ? [makeMatch("thirdPlace", null, round, 0, ...third)] : [])];
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
      pairings.length === 1 ? finalAndThird(1, pairings[0] as Pairing, null) : pairings.map(([home, away], index) => makeMatch("knockout", null, 1, index, home, away));
  } else {
    const next = nextRound(matchesOf(state.matches, "knockout", knockoutRound), random);
    const number = knockoutRound + 1;
    added =
      next.kind === "round"
        ? next.pairings.map(([home, away], index) => makeMatch("knockout", null, number, index, home, away))
        : finalAndThird(number, next.final, next.thirdPlace);
  }
  return withGroupPlacings({ ...state, matches: [...state.matches, ...added] });
}

/** Section 4: cancelling the final clears champion and second, cancelling third place clears third. */
export function withGroupPlacings(state: GroupState): GroupState {
  const final = state.matches.find((m) => m.stage === "final");
  const third = state.matches.find((m) => m.stage === "thirdPlace");
  const semi = final ? matchesOf(state.matches, "knockout", final.round - 1) : [];
  return { ...state, ...knockoutPlacings(final, third, semi) };
}

/** Section 5: 'Turnuvayı bitirmek için Final ve (varsa) 3.lük maçlarının skorları onaylanmalıdır.' */
export function finishGroup(state: GroupState): GroupState {
  const final = state.matches.find((m) => m.stage === "final");
  const third = state.matches.find((m) => m.stage === "thirdPlace");
  if (!final || !final.isConfirmed || (third && !third.isConfirmed)) return fail("FINAL_INCOMPLETE");
  return { ...state, status: "completed" };
}
