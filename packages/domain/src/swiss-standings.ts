// Issue 29, the Swiss table: points (3/1/0), then Buchholz, Sonneborn-Berger, goal difference,
// goals for, name.
import { POINTS } from "./constants.ts";
import { isBye } from "./matches.ts";
import { byGoals, compareNames, tally, type StandingRow } from "./standings.ts";
import type { Match, Participant } from "./types.ts";

/** A Swiss table's row: the league's figures and the two Swiss tie-breaks. */
export interface SwissRow extends StandingRow {
  /** The sum of the points of every opponent met (a bye is no opponent: it adds nothing). */
  buchholz: number;
  /** The points of the opponents beaten, and half of those drawn with (a bye adds nothing). */
  sonnebornBerger: number;
}

/**
 * The table of the Swiss rounds (knockout matches are not part of it). A bye is a win from the
 * moment its round is drawn, nobody plays it: played and won one more, 3 points, no goals. Buchholz
 * and Sonneborn-Berger read the opponents' points as they stand, byes included, over the confirmed
 * matches only.
 */
export function swissTable(participants: readonly Participant[], matches: readonly Match[]): SwissRow[] {
  const swiss = matches.filter((m) => m.stage === "swiss");
  const base = tally(participants, swiss);
  for (const m of swiss) {
    if (!isBye(m)) continue;
    const row = base.get((m.home ?? m.away) as string);
    if (!row) continue;
    row.played++;
    row.won++;
    row.points += POINTS.win;
  }
  const points = (id: string | null) => (id === null ? 0 : (base.get(id)?.points ?? 0));
  const rows = new Map<string, SwissRow>([...base.values()].map((row) => [row.team, { ...row, buchholz: 0, sonnebornBerger: 0 }]));
  const credit = (team: string, opponent: string, scored: number, conceded: number) => {
    const row = rows.get(team);
    if (!row) return;
    row.buchholz += points(opponent);
    if (scored > conceded) row.sonnebornBerger += points(opponent);
    else if (scored === conceded) row.sonnebornBerger += points(opponent) / 2;
  };
  for (const m of swiss) {
    if (isBye(m) || !m.isConfirmed || m.homeScore === null || m.awayScore === null) continue;
    credit(m.home as string, m.away as string, m.homeScore, m.awayScore);
    credit(m.away as string, m.home as string, m.awayScore, m.homeScore);
  }
  const byId = new Map(participants.map((p) => [p.id, p]));
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.buchholz - a.buchholz ||
      b.sonnebornBerger - a.sonnebornBerger ||
      byGoals(a, b) ||
      compareNames(byId.get(a.team) as Participant, byId.get(b.team) as Participant),
  );
}
