// Issue 28: the order a league or group table uses for teams level on points, chosen at creation,
// and for each row the rule that put it below the row above, so a screen can say it (and say it
// plainly when only the name did).
import { POINTS, type TiebreakRule, type Tiebreakers } from "./constants.ts";
import { compareNames, tally, type StandingRow } from "./standings.ts";
import type { Match, Participant } from "./types.ts";

export { TIEBREAKERS, TIEBREAK_RULES, type Tiebreakers, type TiebreakRule } from "./constants.ts";

/** A table row and the rule that separated it from the row above (null for the first row). */
export interface RankedRow extends StandingRow {
  separatedBy: TiebreakRule | null;
}

interface MiniRow {
  points: number;
  goalDifference: number;
  goalsFor: number;
}

const RULES: Record<Tiebreakers, readonly TiebreakRule[]> = {
  overall: ["points", "goalDifference", "goalsFor", "name"],
  headToHead: ["points", "headToHeadPoints", "headToHeadGoalDifference", "headToHeadGoalsFor", "goalDifference", "goalsFor", "name"],
};

/**
 * The table in the chosen order. Head-to-head is one mini-league per set of teams level on points
 * (their matches among themselves), not reapplied to a smaller set still level after it: the
 * overall figures come next, as the issue lists them.
 */
export function rankedTable(participants: readonly Participant[], matches: readonly Match[], tiebreakers: Tiebreakers): RankedRow[] {
  const byId = new Map(participants.map((p) => [p.id, p]));
  const rows = [...tally(participants, matches).values()];
  const mini = tiebreakers === "headToHead" ? headToHead(rows, matches) : new Map<string, MiniRow>();
  const value = (row: StandingRow, rule: Exclude<TiebreakRule, "name">): number => {
    switch (rule) {
      case "points":
      case "goalDifference":
      case "goalsFor":
        return row[rule];
      case "headToHeadPoints":
        return mini.get(row.team)?.points ?? 0;
      case "headToHeadGoalDifference":
        return mini.get(row.team)?.goalDifference ?? 0;
      case "headToHeadGoalsFor":
        return mini.get(row.team)?.goalsFor ?? 0;
    }
  };
  // Larger is better for every figure; the name (Turkish order, then id) always separates.
  const compare = (a: StandingRow, b: StandingRow, rule: TiebreakRule): number =>
    rule === "name" ? compareNames(byId.get(a.team) as Participant, byId.get(b.team) as Participant) : value(b, rule) - value(a, rule);
  const rules = RULES[tiebreakers];
  const firstDifference = (a: StandingRow, b: StandingRow): TiebreakRule | null => rules.find((rule) => compare(a, b, rule) !== 0) ?? null;
  const sorted = rows.sort((a, b) => {
    const rule = firstDifference(a, b);
    return rule === null ? 0 : compare(a, b, rule);
  });
  return sorted.map((row, i) => ({ ...row, separatedBy: i === 0 ? null : firstDifference(sorted[i - 1] as StandingRow, row) }));
}

/**
 * The table a state shows: its chosen order, or, when none was chosen (every tournament made
 * before issue 28), the order it always had (`legacy`), so nothing stored changes its table.
 */
export function chosenTable(
  participants: readonly Participant[],
  matches: readonly Match[],
  tiebreakers: Tiebreakers | undefined,
  legacy: (participants: readonly Participant[], matches: readonly Match[]) => StandingRow[],
): StandingRow[] | RankedRow[] {
  return tiebreakers === undefined ? legacy(participants, matches) : rankedTable(participants, matches, tiebreakers);
}

/** For each team, its points, goal difference and goals in the matches among the teams level with it on points. */
function headToHead(rows: readonly StandingRow[], matches: readonly Match[]): Map<string, MiniRow> {
  const pointsOf = new Map(rows.map((r) => [r.team, r.points]));
  const mini = new Map<string, MiniRow>(rows.map((r) => [r.team, { points: 0, goalDifference: 0, goalsFor: 0 }]));
  const add = (team: string, scored: number, conceded: number) => {
    const row = mini.get(team) as MiniRow;
    row.goalsFor += scored;
    row.goalDifference += scored - conceded;
    row.points += scored > conceded ? POINTS.win : scored === conceded ? POINTS.draw : POINTS.loss;
  };
  for (const m of matches) {
    if (!m.isConfirmed || m.home === null || m.away === null || m.homeScore === null || m.awayScore === null) continue;
    if (!mini.has(m.home) || !mini.has(m.away) || pointsOf.get(m.home) !== pointsOf.get(m.away)) continue;
    add(m.home, m.homeScore, m.awayScore);
    add(m.away, m.awayScore, m.homeScore);
  }
  return mini;
}
