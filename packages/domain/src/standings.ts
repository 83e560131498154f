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
function tally(participants: readonly Participant[], matches: readonly Match[]): Map<string, StandingRow> {
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

function byGoals(a: StandingRow, b: StandingRow): number {
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
 * the matches between them; then overall goal difference, goals for, name.
 */
export function groupTable(participants: readonly Participant[], matches: readonly Match[]): StandingRow[] {
  const byId = new Map(participants.map((p) => [p.id, p]));
  const rows = [...tally(participants, matches).values()].sort((a, b) => b.points - a.points);
  const sorted: StandingRow[] = [];
  for (let start = 0; start < rows.length; ) {
    let end = start + 1;
    while (end < rows.length && (rows[end] as StandingRow).points === (rows[start] as StandingRow).points) end++;
    const block = rows.slice(start, end);
    const h2h = headToHeadDifference(new Set(block.map((r) => r.team)), matches);
    block.sort(
      (a, b) =>
        (h2h.get(b.team) ?? 0) - (h2h.get(a.team) ?? 0) ||
        byGoals(a, b) ||
        compareNames(byId.get(a.team) as Participant, byId.get(b.team) as Participant),
    );
    sorted.push(...block);
    start = end;
  }
  return sorted;
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
