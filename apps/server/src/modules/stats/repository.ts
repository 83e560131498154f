import type { System } from "@turnuva/domain";
import { type Executor, queryRows } from "../../db/database.ts";
import type { StoredImage } from "../../db/schema.ts";
import { challengeTotals, historyPage, lastPlayed, meetingsWithTotals, playedTotals, recentResults, tournamentTotals, usedClubs } from "./queries.ts";

/** A user's played matches, counted (every figure of part 1 §3 User stats). */
export interface PlayedTotals {
  total: number;
  wins: number;
  losses: number;
  draws: number;
  goalsScored: number;
  goalsConceded: number;
}

export async function findPlayedTotals(db: Executor, userId: string): Promise<PlayedTotals> {
  const [row] = await queryRows<{ total: number; wins: number; losses: number; draws: number; goals_scored: number; goals_conceded: number }>(
    db,
    playedTotals(userId),
  );
  return {
    total: row?.total ?? 0,
    wins: row?.wins ?? 0,
    losses: row?.losses ?? 0,
    draws: row?.draws ?? 0,
    goalsScored: row?.goals_scored ?? 0,
    goalsConceded: row?.goals_conceded ?? 0,
  };
}

/** The newest results as [own score, opponent's score], newest first. */
export async function findRecentScores(db: Executor, userId: string): Promise<Array<{ userScore: number; opponentScore: number }>> {
  const rows = await queryRows<{ user_score: number; opponent_score: number }>(db, recentResults(userId));
  return rows.map((r) => ({ userScore: r.user_score, opponentScore: r.opponent_score }));
}

export interface HistoryRow {
  id: string;
  confirmedAt: Date;
  roundName: string;
  userScore: number;
  opponentScore: number;
  isWalkover: boolean;
  /** Issue 28: the shoot-out and the clubs, from the user's side (null: none). */
  userPenalties: number | null;
  opponentPenalties: number | null;
  userClub: string | null;
  opponentClub: string | null;
  opponent: { id: string; username: string; profileImage: StoredImage | null };
  tournament: { id: string; name: string; slug: string; system: System };
}

export async function findHistoryPage(db: Executor, userId: string, page: { limit: number; offset: number }): Promise<HistoryRow[]> {
  const rows = await queryRows<{
    id: string;
    confirmed_at: Date | string;
    round_name: string;
    user_score: number;
    opponent_score: number;
    is_walkover: boolean;
    user_penalties: number | null;
    opponent_penalties: number | null;
    user_club: string | null;
    opponent_club: string | null;
    opponent_id: string;
    opponent_username: string;
    opponent_profile_image: StoredImage | null;
    tournament_id: string;
    tournament_name: string;
    tournament_slug: string;
    tournament_system: System;
  }>(db, historyPage(userId, page.limit, page.offset));
  return rows.map((r) => ({
    id: r.id,
    confirmedAt: asDate(r.confirmed_at),
    roundName: r.round_name,
    userScore: r.user_score,
    opponentScore: r.opponent_score,
    isWalkover: r.is_walkover,
    userPenalties: r.user_penalties,
    opponentPenalties: r.opponent_penalties,
    userClub: r.user_club,
    opponentClub: r.opponent_club,
    opponent: { id: r.opponent_id, username: r.opponent_username, profileImage: r.opponent_profile_image },
    tournament: { id: r.tournament_id, name: r.tournament_name, slug: r.tournament_slug, system: r.tournament_system },
  }));
}

export async function findLastPlayed(db: Executor, userId: string): Promise<{ lastMatchAt: Date | null; isActive: boolean }> {
  const [row] = await queryRows<{ last_match_at: Date | string | null; active_since: Date | string }>(db, lastPlayed(userId));
  const lastMatchAt = row?.last_match_at == null ? null : asDate(row.last_match_at);
  return { lastMatchAt, isActive: lastMatchAt !== null && row !== undefined && lastMatchAt >= asDate(row.active_since) };
}

export async function findTournamentTotals(db: Executor, userId: string): Promise<{ total: number; wins: number }> {
  const [row] = await queryRows<{ total: number; wins: number }>(db, tournamentTotals(userId));
  return { total: row?.total ?? 0, wins: row?.wins ?? 0 };
}

export async function findChallengeTotals(db: Executor, userId: string): Promise<{ total: number; wins: number; losses: number }> {
  const [row] = await queryRows<{ total: number; wins: number; losses: number }>(db, challengeTotals(userId));
  return { total: row?.total ?? 0, wins: row?.wins ?? 0, losses: row?.losses ?? 0 };
}

export interface MeetingTotals {
  total: number;
  user1Wins: number;
  user2Wins: number;
  draws: number;
  user1Goals: number;
  user2Goals: number;
}

export interface MeetingRow {
  id: string;
  confirmedAt: Date;
  roundName: string;
  user1Score: number;
  user2Score: number;
  /** Issue 28: the shoot-out and the clubs, from the first user's side (null: none). */
  user1Penalties: number | null;
  user2Penalties: number | null;
  user1Club: string | null;
  user2Club: string | null;
  tournament: { name: string; slug: string; system: System };
}

/** Every meeting of two users counted, and the newest `limit` of them, from the first one's side. */
export async function findMeetings(
  db: Executor,
  userId1: string,
  userId2: string,
  platformId: string | null,
  limit: number,
): Promise<{ totals: MeetingTotals; history: MeetingRow[] }> {
  const rows = await queryRows<{
    id: string;
    confirmed_at: Date | string;
    round_name: string;
    user1_score: number;
    user2_score: number;
    user1_penalties: number | null;
    user2_penalties: number | null;
    user1_club: string | null;
    user2_club: string | null;
    tournament_name: string;
    tournament_slug: string;
    tournament_system: System;
    total: number;
    user1_wins: number;
    user2_wins: number;
    draws: number;
    user1_goals: number;
    user2_goals: number;
  }>(db, meetingsWithTotals(userId1, userId2, platformId, limit));
  // Every row carries the same totals; none at all means they never met.
  const first = rows[0];
  return {
    totals: {
      total: first?.total ?? 0,
      user1Wins: first?.user1_wins ?? 0,
      user2Wins: first?.user2_wins ?? 0,
      draws: first?.draws ?? 0,
      user1Goals: first?.user1_goals ?? 0,
      user2Goals: first?.user2_goals ?? 0,
    },
    history: rows.map((r) => ({
      id: r.id,
      confirmedAt: asDate(r.confirmed_at),
      roundName: r.round_name,
      user1Score: r.user1_score,
      user2Score: r.user2_score,
      user1Penalties: r.user1_penalties,
      user2Penalties: r.user2_penalties,
      user1Club: r.user1_club,
      user2Club: r.user2_club,
      tournament: { name: r.tournament_name, slug: r.tournament_slug, system: r.tournament_system },
    })),
  };
}

/** Issue 28: the clubs the user used, most used first, each with its matches and wins. */
export async function findUsedClubs(db: Executor, userId: string): Promise<Array<{ club: string; matches: number; wins: number }>> {
  return queryRows<{ club: string; matches: number; wins: number }>(db, usedClubs(userId));
}

// Raw queries bypass drizzle's column mapping: a driver may hand a timestamptz back as text.
function asDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
