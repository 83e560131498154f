import { SYSTEMS } from "@turnuva/domain";
import * as z from "zod/mini";
import { comparisonMessages, comparisonProblem } from "./comparison-rules.ts";
import { imageSchema, userSchema } from "./user.ts";

export { comparisonMessages, comparisonProblem };

/**
 * Profiles, statistics, match history and head-to-head (part 1 §2, §3, §5, §7; part 2 §7). Every
 * figure is derived from confirmed matches (issue 11; what counts is in docs/decisions.md).
 */
export const statsMessages = {
  userNotFound: "Kullanıcı bulunamadı.",
  // Part 1 §5 comparison.
  ...comparisonMessages,
  page: "Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.",
  limit: "Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.",
  platformInvalid: "Geçersiz platform.",
} as const;

/** Part 1 §9: a page of match history holds 10; ours: at most 50. */
export const matchHistoryPage = { defaultLimit: 10, maxLimit: 50 } as const;

/** Part 1 §9: up to 10 recent results (8 on small screens). */
export const RECENT_RESULTS = 10;

/**
 * A player is active (the profile's marker) when they have a confirmed match in this many days
 * (ours, recorded in decisions.md).
 */
export const ACTIVE_PLAYER_DAYS = 30;

// Any name is looked up; one that is nobody's (too long, empty, odd characters) is a 404 there.
export const usernameParamsSchema = z.object({ username: z.string() });

/** A profile: the user (e-mail only for their own), whether they play lately, and when they last did. */
export const profileSchema = z.extend(userSchema, {
  isActivePlayer: z.boolean(),
  lastMatchAt: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ user: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** `GET /api/tournaments/user-stats/username/:username` (part 1 §3 User stats). */
export const userStatsSchema = z.object({
  totalMatches: z.int(),
  wins: z.int(),
  losses: z.int(),
  draws: z.int(),
  goalsScored: z.int(),
  goalsConceded: z.int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** `GET /api/tournaments/tournament-stats/username/:username`; `winRate` in per cent, unrounded. */
export const tournamentStatsOfUserSchema = z.object({
  totalTournaments: z.int(),
  wins: z.int(),
  winRate: z.number(),
});
export type TournamentStatsOfUser = z.infer<typeof tournamentStatsOfUserSchema>;

/** `GET /api/tournaments/challenge-stats/username/:username`; `winRate` in per cent, unrounded. */
export const challengeStatsSchema = z.object({
  totalChallenges: z.int(),
  wins: z.int(),
  losses: z.int(),
  winRate: z.number(),
});
export type ChallengeStats = z.infer<typeof challengeStatsSchema>;

/** Part 1 §2: G win (galibiyet), M loss (mağlubiyet), B draw (beraberlik). */
export const RESULT_LETTERS = ["G", "M", "B"] as const;
export type ResultLetter = (typeof RESULT_LETTERS)[number];

/** `GET /api/users/:username/recent-performance`: newest first. */
export const recentPerformanceSchema = z.object({
  recentResults: z.array(z.enum(RESULT_LETTERS)),
  overallWinPercentage: z.number(),
});
export type RecentPerformance = z.infer<typeof recentPerformanceSchema>;

const pageField = z._default(z.coerce.number({ error: statsMessages.page }).check(z.int(statsMessages.page), z.gte(1, statsMessages.page)), 1);
const limitField = z._default(
  z.coerce
    .number({ error: statsMessages.limit })
    .check(z.int(statsMessages.limit), z.gte(1, statsMessages.limit), z.lte(matchHistoryPage.maxLimit, statsMessages.limit)),
  matchHistoryPage.defaultLimit,
);

export const matchHistoryQuerySchema = z.object({ page: pageField, limit: limitField });
export type MatchHistoryQuery = z.input<typeof matchHistoryQuerySchema>;

export const MATCH_RESULTS = ["win", "loss", "draw"] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

/** One played match from one player's side (part 1 §2 match-history panel). */
export const historyMatchSchema = z.object({
  _id: z.string(),
  opponent: z.object({ _id: z.string(), username: z.string(), profileImage: z.nullable(imageSchema) }),
  userScore: z.int(),
  opponentScore: z.int(),
  result: z.enum(MATCH_RESULTS),
  tournament: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    system: z.enum(SYSTEMS),
    /** The round's name as the tournament page shows it ('3. Hafta', 'Yarı Final', '2. Maç'). */
    round: z.string(),
  }),
  /** When the result was confirmed. */
  date: z.string(),
  /** Issue 25: awarded by the organiser (3–0), not played: its goals count nowhere. */
  isWalkover: z.boolean(),
  /**
   * Issue 28: the shoot-out of a level knockout match, from the user's side, or null without one.
   * It decides who went through, not the result: a 1–1 won on penalties is a draw here.
   */
  userPenalties: z.nullable(z.int()),
  opponentPenalties: z.nullable(z.int()),
  /** Issue 28: the club (or national team) each side used, or null when none was recorded. */
  userClub: z.nullable(z.string()),
  opponentClub: z.nullable(z.string()),
});
export type HistoryMatch = z.infer<typeof historyMatchSchema>;

export const matchHistoryResponseSchema = z.object({
  matches: z.array(historyMatchSchema),
  pagination: z.object({
    currentPage: z.int(),
    totalPages: z.int(),
    totalMatches: z.int(),
    hasMore: z.boolean(),
    limit: z.int(),
  }),
  user: z.object({ _id: z.string(), username: z.string() }),
});
export type MatchHistoryResponse = z.infer<typeof matchHistoryResponseSchema>;

/** Part 1 §5: the ids come in the path; what is missing or the same is answered with the spec's words. */
export const compareParamsSchema = z.object({ userId1: z.string(), userId2: z.string() });
export const compareQuerySchema = z.object({
  platformId: z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    z.optional(z.uuid(statsMessages.platformInvalid)),
  ),
});
export type CompareQuery = z.input<typeof compareQuerySchema>;

/** Newest first; at most this many in `matchHistory` (the totals count every match). */
export const COMPARE_HISTORY_LIMIT = 200;

export const comparisonSchema = z.object({
  totalMatches: z.int(),
  user1Wins: z.int(),
  user2Wins: z.int(),
  draws: z.int(),
  user1GoalsScored: z.int(),
  user2GoalsScored: z.int(),
  matchHistory: z.array(
    z.object({
      _id: z.string(),
      tournamentName: z.string(),
      tournamentSlug: z.string(),
      tournamentSystem: z.enum(SYSTEMS),
      round: z.string(),
      date: z.string(),
      user1Score: z.int(),
      user2Score: z.int(),
      /** Issue 28: the shoot-out from the first user's side, or null; the meeting still counts as a draw. */
      user1Penalties: z.nullable(z.int()),
      user2Penalties: z.nullable(z.int()),
      /** Issue 28: the club (or national team) each used in this meeting, or null. */
      user1Club: z.nullable(z.string()),
      user2Club: z.nullable(z.string()),
    }),
  ),
});
export type Comparison = z.infer<typeof comparisonSchema>;

/**
 * Issue 28: the clubs a player used, most used first (then the most recently used), at most this
 * many: the profile's 'En Çok Kullandığı Takımlar' and the score editor's suggestions alike.
 */
export const USED_CLUBS_LIMIT = 10;

/**
 * One club a player used: in how many of their counted matches, how many of those they won (a
 * walkover counts as won, a shoot-out as the level score it was: not a win), and the share won in
 * per cent, unrounded. Clubs are told apart by their exact text.
 */
export const usedClubSchema = z.object({
  club: z.string(),
  matches: z.int(),
  wins: z.int(),
  winRate: z.number(),
});
export type UsedClub = z.infer<typeof usedClubSchema>;

/** `GET /api/users/:username/used-clubs`. */
export const usedClubsSchema = z.object({ clubs: z.array(usedClubSchema) });
export type UsedClubs = z.infer<typeof usedClubsSchema>;
