import type { Comparison, HistoryMatch, MatchResult, ResultLetter, UsedClub } from "@turnuva/contract/stats";
import { imageJson } from "../../http/image-json.ts";
import type { HistoryRow, MeetingRow, MeetingTotals } from "./repository.ts";

/** A share in per cent, unrounded (the screens round: 1 decimal, part 1 §2); 0 of nothing is 0. */
export function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

/**
 * The result is the score's: a match level after play is a draw even when a shoot-out decided who
 * went through (issue 28, recorded in docs/decisions.md), the same rule the SQL totals follow.
 */
function resultOf(own: number, other: number): MatchResult {
  return own > other ? "win" : own < other ? "loss" : "draw";
}

const LETTER: Record<MatchResult, ResultLetter> = { win: "G", loss: "M", draw: "B" };

/** Part 1 §2: G galibiyet, M mağlubiyet, B beraberlik. */
export function resultLetter({ userScore, opponentScore }: { userScore: number; opponentScore: number }): ResultLetter {
  return LETTER[resultOf(userScore, opponentScore)];
}

/** One match of the history panel, from the user's side. */
export function historyMatchJson(row: HistoryRow): HistoryMatch {
  return {
    _id: row.id,
    opponent: { _id: row.opponent.id, username: row.opponent.username, profileImage: imageJson(row.opponent.profileImage) },
    userScore: row.userScore,
    opponentScore: row.opponentScore,
    result: resultOf(row.userScore, row.opponentScore),
    tournament: { _id: row.tournament.id, name: row.tournament.name, slug: row.tournament.slug, system: row.tournament.system, round: row.roundName },
    date: row.confirmedAt.toISOString(),
    isWalkover: row.isWalkover,
    userPenalties: row.userPenalties,
    opponentPenalties: row.opponentPenalties,
    userClub: row.userClub,
    opponentClub: row.opponentClub,
  };
}

export function comparisonJson(totals: MeetingTotals, history: MeetingRow[]): Comparison {
  return {
    totalMatches: totals.total,
    user1Wins: totals.user1Wins,
    user2Wins: totals.user2Wins,
    draws: totals.draws,
    user1GoalsScored: totals.user1Goals,
    user2GoalsScored: totals.user2Goals,
    matchHistory: history.map((m) => ({
      _id: m.id,
      tournamentName: m.tournament.name,
      tournamentSlug: m.tournament.slug,
      tournamentSystem: m.tournament.system,
      round: m.roundName,
      date: m.confirmedAt.toISOString(),
      user1Score: m.user1Score,
      user2Score: m.user2Score,
      user1Penalties: m.user1Penalties,
      user2Penalties: m.user2Penalties,
      user1Club: m.user1Club,
      user2Club: m.user2Club,
    })),
  };
}

/** One club of 'En Çok Kullandığı Takımlar', its win rate in per cent, unrounded. */
export function usedClubJson(row: { club: string; matches: number; wins: number }): UsedClub {
  return { club: row.club, matches: row.matches, wins: row.wins, winRate: percentage(row.wins, row.matches) };
}
