import { POINTS } from "./constants.ts";
import { isBye } from "./matches.ts";
import type { Match, Participant } from "./types.ts";

/** Section 3, standing row; `team` is the participant id. */
export interface StandingRow {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

const collator = new Intl.Collator("tr", { sensitivity: "base" });

/** Orders usernames the Turkish way (ç after c, ı before i), then by id so the order is total. */
export function compareNames(a: Participant, b: Participant): number {
  return collator.compare(a.username, b.username) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function emptyRow(team: string): StandingRow {
  return { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0 };
}

function record(row: StandingRow, scored: number, conceded: number): void {
  row.played++;
  row.goalsFor += scored;
  row.goalsAgainst += conceded;
  row.goalDifference = row.goalsFor - row.goalsAgainst;
  if (scored > conceded) {
    row.won++;
    row.points += POINTS.win;
  } else if (scored === conceded) {
    row.drawn++;
    row.points += POINTS.draw;
  } else {
    row.lost++;
    row.points += POINTS.loss;
  }
}

/** Totals from confirmed matches only, so cancelling a score reverses it exactly (section 4). */
export function tally(participants: readonly Participant[], matches: readonly Match[]): Map<string, StandingRow> {
  const rows = new Map<string, StandingRow>();
  for (const p of participants) rows.set(p.id, emptyRow(p.id));
  for (const m of matches) {
    if (!m.isConfirmed || isBye(m) || m.homeScore === null || m.awayScore === null) continue;
    const home = rows.get(m.home as string);
    const away = rows.get(m.away as string);
    if (home) record(home, m.homeScore, m.awayScore);
    if (away) record(away, m.awayScore, m.homeScore);
  }
  return rows;
}

export function byGoals(a: StandingRow, b: StandingRow): number {
  return b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor;
}

/** League table (section 9): points, goal difference, goals for, then name. */
export function leagueTable(participants: readonly Participant[], matches: readonly Match[]): StandingRow[] {
  const byId = new Map(participants.map((p) => [p.id, p]));
  const rows = [...tally(participants, matches).values()];
  return rows.sort((a, b) => b.points - a.points || byGoals(a, b) || compareNames(byId.get(a.team) as Participant, byId.get(b.team) as Participant));
}

/**
 * Group table (section 9 names head-to-head goal difference without an order; ours, recorded in
 * docs/decisions.md): points; then, among everyone level on points, the goal difference of
 * the matches between them, reapplied to those still level when it separated some of them (as
 * UEFA does); then overall goal difference, goals for, name.
 */
export function groupTable(participants: readonly Participant[], matches: readonly Match[]): StandingRow[] {
  const byId = new Map(participants.map((p) => [p.id, p]));
  const overall = (a: StandingRow, b: StandingRow) => byGoals(a, b) || compareNames(byId.get(a.team) as Participant, byId.get(b.team) as Participant);
  const rows = [...tally(participants, matches).values()].sort((a, b) => b.points - a.points);
  return levels(rows, (row) => row.points).flatMap((block) => orderLevel(block, matches, overall));
}

/** Rows already sorted by `key`, cut into runs of equal `key`. */
function levels(rows: readonly StandingRow[], key: (row: StandingRow) => number): StandingRow[][] {
  const runs: StandingRow[][] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if (last && key(last[0] as StandingRow) === key(row)) last.push(row);
    else runs.push([row]);
  }
  return runs;
}

/**
 * Orders teams level on points by the matches among them; a smaller group still level after that
 * is ordered by the matches among its own members, and only a group head-to-head cannot split at
 * all falls back to the overall figures.
 */
function orderLevel(block: StandingRow[], matches: readonly Match[], overall: (a: StandingRow, b: StandingRow) => number): StandingRow[] {
  if (block.length < 2) return block;
  const h2h = headToHeadDifference(new Set(block.map((r) => r.team)), matches);
  const diff = (row: StandingRow) => h2h.get(row.team) ?? 0;
  const runs = levels(
    [...block].sort((a, b) => diff(b) - diff(a)),
    diff,
  );
  if (runs.length === 1) return [...block].sort(overall);
  return runs.flatMap((run) => orderLevel(run, matches, overall));
}

function headToHeadDifference(tied: ReadonlySet<string>, matches: readonly Match[]): Map<string, number> {
  const diff = new Map<string, number>();
  if (tied.size < 2) return diff;
  for (const m of matches) {
    if (!m.isConfirmed || m.home === null || m.away === null || m.homeScore === null || m.awayScore === null) continue;
    if (!tied.has(m.home) || !tied.has(m.away)) continue;
    diff.set(m.home, (diff.get(m.home) ?? 0) + m.homeScore - m.awayScore);
    diff.set(m.away, (diff.get(m.away) ?? 0) + m.awayScore - m.homeScore);
  }
  return diff;
}
