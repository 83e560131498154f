// A tournament's matches as the API lists them: each match with its derived flags, and rounds in
// order. Apart from views.ts so that each system's own views (double-elimination.ts, swiss.ts) can
// use them without importing every other system's.
import { legNotNeeded } from "./legs.ts";
import { isBye } from "./matches.ts";
import type { Match } from "./types.ts";

/** A match as the API shows it: isConfirmed for league and group, isCompleted for the others. */
export interface MatchView extends Match {
  isCompleted: boolean;
  isBye: boolean;
  /**
   * A challenge round left unplayed because the challenge was decided before it, or a leg 2 whose
   * leg 1 was a walkover (the tie is decided): not 'Beklemede'.
   */
  isNotNeeded: boolean;
}

export interface FixtureRound {
  round: number;
  /** 'Final', 'Yarı Final', 'Son 8', ... for knockouts; absent for league and group weeks. */
  name?: string;
  matches: MatchView[];
}

/** `matches`: those beside it (its round, or its tie), where a leg 2's leg 1 is found. */
export function matchView(match: Match, matches: readonly Match[] = []): MatchView {
  return { ...match, isCompleted: match.isConfirmed, isBye: isBye(match), isNotNeeded: legNotNeeded(matches, match) };
}

export function byRound(matches: readonly Match[], name?: (round: number, matches: Match[]) => string): FixtureRound[] {
  const rounds = new Map<number, Match[]>();
  for (const m of matches) {
    const list = rounds.get(m.round);
    if (list) list.push(m);
    else rounds.set(m.round, [m]);
  }
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list]) => {
      list.sort((a, b) => a.index - b.index || (a.leg ?? 1) - (b.leg ?? 1));
      const view: FixtureRound = { round, matches: list.map((m) => matchView(m, list)) };
      if (name) view.name = name(round, list);
      return view;
    });
}
