import {
  COMPARE_HISTORY_LIMIT,
  comparisonProblem,
  statsMessages,
  type ChallengeStats,
  type Comparison,
  type compareQuerySchema,
  type MatchHistoryResponse,
  type ProfileResponse,
  type matchHistoryQuerySchema,
  type RecentPerformance,
  type TournamentStatsOfUser,
  type UsedClubs,
  type UserStats,
} from "@turnuva/contract/stats";
import { tournamentMessages } from "@turnuva/contract/tournaments";
import type { z } from "zod/mini";
import type { SignedInUser } from "../../actor.ts";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { isUuid } from "../../db/ids.ts";
import { findPlatformRef } from "../tournaments/repository.ts";
import { findUserById, findUserByUsername, type UserRow } from "../users/repository.ts";
import { userNotFound } from "../users/user-not-found.ts";
import { profileJson } from "./profile-json.ts";
import { comparisonJson, historyMatchJson, percentage, resultLetter, usedClubJson } from "./stats-json.ts";
import {
  findChallengeTotals,
  findHistoryPage,
  findLastPlayed,
  findMeetings,
  findPlayedTotals,
  findRecentScores,
  findTournamentTotals,
  findUsedClubs,
} from "./repository.ts";

export type MatchHistoryInput = z.output<typeof matchHistoryQuerySchema>;
export type CompareInput = z.output<typeof compareQuerySchema>;

const chosen = (id: string): string | null => (isUuid(id) ? id.toLowerCase() : null);

/**
 * Profiles and their figures (part 1 §2, §3, §5, §7; issue 11): the own profile with the e-mail,
 * anyone's public one without, and every figure beside it. Every read is public and derived from the stored
 * matches and tournaments at the moment of asking: nothing is kept in step on a confirm, so a
 * cancelled result or a finished tournament shows everywhere with its own write. What counts is in
 * queries.ts and docs/decisions.md.
 */
export function statsService(db: Database) {
  async function userNamed(username: string): Promise<UserRow> {
    const user = await findUserByUsername(db, username);
    if (!user) throw userNotFound();
    return user;
  }

  async function profileOf(row: UserRow | null, viewer: SignedInUser | null): Promise<ProfileResponse> {
    if (!row) throw userNotFound();
    return { user: profileJson(row, viewer, await findLastPlayed(db, row.id)) };
  }

  return {
    async ownProfile(actor: SignedInUser): Promise<ProfileResponse> {
      return profileOf(await findUserById(db, actor.id), actor);
    },

    /**
     * The public face, seen as a visitor sees it whoever asks: the e-mail is on the own profile
     * only (part 1 §2), so this answer is the same for everyone and never carries one.
     */
    async publicProfile(username: string): Promise<ProfileResponse> {
      return profileOf(await findUserByUsername(db, username), null);
    },

    async userStats(username: string): Promise<UserStats> {
      const user = await userNamed(username);
      const totals = await findPlayedTotals(db, user.id);
      return {
        totalMatches: totals.total,
        wins: totals.wins,
        losses: totals.losses,
        draws: totals.draws,
        goalsScored: totals.goalsScored,
        goalsConceded: totals.goalsConceded,
      };
    },

    async tournamentStats(username: string): Promise<TournamentStatsOfUser> {
      const user = await userNamed(username);
      const { total, wins } = await findTournamentTotals(db, user.id);
      return { totalTournaments: total, wins, winRate: percentage(wins, total) };
    },

    async challengeStats(username: string): Promise<ChallengeStats> {
      const user = await userNamed(username);
      const { total, wins, losses } = await findChallengeTotals(db, user.id);
      // Over decided challenges only: one still being played is neither won nor lost yet.
      return { totalChallenges: total, wins, losses, winRate: percentage(wins, wins + losses) };
    },

    async recentPerformance(username: string): Promise<RecentPerformance> {
      const user = await userNamed(username);
      const [recent, totals] = await Promise.all([findRecentScores(db, user.id), findPlayedTotals(db, user.id)]);
      return { recentResults: recent.map(resultLetter), overallWinPercentage: percentage(totals.wins, totals.total) };
    },

    async matchHistory(username: string, { page, limit }: MatchHistoryInput): Promise<MatchHistoryResponse> {
      const user = await userNamed(username);
      const [rows, totals] = await Promise.all([findHistoryPage(db, user.id, { limit, offset: (page - 1) * limit }), findPlayedTotals(db, user.id)]);
      const totalPages = Math.ceil(totals.total / limit);
      return {
        matches: rows.map(historyMatchJson),
        pagination: { currentPage: page, totalPages, totalMatches: totals.total, hasMore: page < totalPages, limit },
        user: { _id: user.id, username: user.username },
      };
    },

    /** Issue 28: the clubs the user used, most used first: the profile's table and the score editor's suggestions. */
    async usedClubs(username: string): Promise<UsedClubs> {
      const user = await userNamed(username);
      return { clubs: (await findUsedClubs(db, user.id)).map(usedClubJson) };
    },

    async compare(userId1: string, userId2: string, { platformId }: CompareInput): Promise<Comparison> {
      // Part 1 §5 with the contract's rule, the one the comparison tab checks before asking. A
      // client with nobody chosen sends '', 'undefined' or 'null': anything that is not an id is
      // "not chosen", not an unknown user; ids compare regardless of case.
      const [id1, id2] = [chosen(userId1), chosen(userId2)];
      const problem = comparisonProblem(id1, id2);
      if (problem === statsMessages.compareDifferent) throw new AppError("COMPARE_SAME_USER", problem);
      if (problem !== null || id1 === null || id2 === null) throw new AppError("COMPARE_USERS_REQUIRED", statsMessages.compareTwo);
      const [user1, user2, platform] = await Promise.all([
        findUserById(db, id1),
        findUserById(db, id2),
        platformId === undefined ? null : findPlatformRef(db, platformId),
      ]);
      if (!user1 || !user2) throw userNotFound();
      if (platformId !== undefined && !platform) throw new AppError("PLATFORM_NOT_FOUND", tournamentMessages.platformNotFound);
      const { totals, history } = await findMeetings(db, user1.id, user2.id, platform?.id ?? null, COMPARE_HISTORY_LIMIT);
      return comparisonJson(totals, history);
    },
  };
}

export type StatsService = ReturnType<typeof statsService>;
