// Issue 28: a rating per member, derived from confirmed matches in time order (the server picks
// the matches and their order; the engine only does the arithmetic, the same for every reader).
import { isBye } from "./matches.ts";
import type { Match } from "./types.ts";

export interface EloOptions {
  /** Everyone's rating before their first match. */
  start: number;
  /** The most a single match can move a rating. */
  k: number;
}

export const ELO_DEFAULTS: EloOptions = { start: 1500, k: 32 };

/** One match's effect: what each side's rating moved by (home + away is always 0). */
export interface EloChange {
  matchId: string;
  home: string;
  away: string;
  homeChange: number;
  awayChange: number;
}

export interface EloResult {
  /** Participant id to rating, unrounded (a screen rounds); only players with a rated match. */
  ratings: Record<string, number>;
  changes: EloChange[];
}

/** The home side's score in Elo's sense: 1 a win, ½ a draw, 0 a loss, on goals only. */
function homeResult(match: Match & { homeScore: number; awayScore: number }): number {
  // A shoot-out decides who goes through, not who played better: level after play is a draw here.
  return match.homeScore > match.awayScore ? 1 : match.homeScore === match.awayScore ? 0.5 : 0;
}

/**
 * Plain Elo over `matches`, taken in the order given: expected = 1 / (1 + 10^((opponent − own) / 400)),
 * change = k × (result − expected). Unconfirmed matches and byes are skipped. The margin does
 * not scale the change (a 5–0 moves it as a 1–0 does): scores in these games are cheap to run up.
 */
export function eloChanges(
  matches: readonly Match[],
  options: EloOptions = ELO_DEFAULTS,
  /** Ratings before the first of `matches` (a server's update from a point on); others start at `start`. */
  from: Readonly<Record<string, number>> = {},
): EloResult {
  const ratings: Record<string, number> = {};
  const changes: EloChange[] = [];
  const rating = (id: string) => ratings[id] ?? from[id] ?? options.start;
  for (const m of matches) {
    if (!m.isConfirmed || isBye(m) || m.home === null || m.away === null || m.homeScore === null || m.awayScore === null) continue;
    const home = rating(m.home);
    const away = rating(m.away);
    const expected = 1 / (1 + 10 ** ((away - home) / 400));
    const change = options.k * (homeResult({ ...m, homeScore: m.homeScore, awayScore: m.awayScore }) - expected);
    ratings[m.home] = home + change;
    ratings[m.away] = away - change;
    changes.push({ matchId: m.id, home: m.home, away: m.away, homeChange: change, awayChange: -change });
  }
  return { ratings, changes };
}
