// Straightforward implementations, written the way a first version would be, to measure ours
// against in the same run. They are not used by the product.

export interface NaiveMatch {
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
}

export interface NaiveRow {
  team: string;
  username: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}

/** A table by finding each side's row with Array.find, then sorting with localeCompare. */
export function naiveStandings(participants: ReadonlyArray<{ id: string; username: string }>, matches: readonly NaiveMatch[]): NaiveRow[] {
  const rows: NaiveRow[] = participants.map((p) => ({
    team: p.id,
    username: p.username,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    points: 0,
  }));
  for (const m of matches) {
    const home = rows.find((r) => r.team === m.home);
    const away = rows.find((r) => r.team === m.away);
    if (!home || !away) continue;
    home.played++;
    away.played++;
    home.goalsFor += m.homeScore;
    home.goalsAgainst += m.awayScore;
    away.goalsFor += m.awayScore;
    away.goalsAgainst += m.homeScore;
    if (m.homeScore > m.awayScore) {
      home.won++;
      home.points += 3;
      away.lost++;
    } else if (m.homeScore < m.awayScore) {
      away.won++;
      away.points += 3;
      home.lost++;
    } else {
      home.drawn++;
      away.drawn++;
      home.points++;
      away.points++;
    }
  }
  return rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      a.username.localeCompare(b.username, "tr"),
  );
}

/** A knockout as a loop over an array of ids: pair neighbours, keep the winners, repeat. */
export function naiveElimination(ids: readonly string[], homeWins: (round: number, index: number) => boolean): string {
  let alive = ids.slice();
  for (let round = 1; alive.length > 1; round++) {
    const next: string[] = [];
    for (let i = 0; i < alive.length; i += 2) {
      const home = alive[i] as string;
      const away = alive[i + 1];
      next.push(away === undefined || homeWins(round, i / 2) ? home : away);
    }
    alive = next;
  }
  return alive[0] as string;
}
