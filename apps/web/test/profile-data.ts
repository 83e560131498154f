import type { HistoryMatch, MatchHistoryResponse } from "@turnuva/contract/stats";
import { type stubServer, userJson } from "./network-stub.ts";

type Handlers = Parameters<typeof stubServer>[0];

/** A profile as the server answers it (e-mail only for the own one). */
export function profileJson(username: string, { own = false, active = true } = {}) {
  const { email, ...user } = userJson(username);
  return { user: { ...user, ...(own ? { email } : {}), isActivePlayer: active, lastMatchAt: active ? new Date().toISOString() : null } };
}

/** The n-th match of `username`'s history (newest first): wins, draws and losses in turn. */
export function historyMatch(n: number): HistoryMatch {
  const result = (["win", "draw", "loss"] as const)[n % 3]!;
  return {
    _id: `mac-${n}`,
    opponent: { _id: `id-rakip${n}`, username: `rakip${n}`, profileImage: null },
    userScore: result === "loss" ? 0 : 2,
    opponentScore: result === "win" ? 1 : result === "draw" ? 2 : 3,
    result,
    tournament: { _id: `t-${n}`, name: `Kupa ${n}`, slug: `kupa-${n}`, system: "league", round: "1. Hafta" },
    date: new Date(Date.now() - n * 3_600_000).toISOString(),
    isWalkover: false,
    userPenalties: null,
    opponentPenalties: null,
    userClub: null,
    opponentClub: null,
  };
}

/** One page of a history of `total` matches, 10 a page. */
export function historyPage(username: string, page: number, total: number): MatchHistoryResponse {
  const first = (page - 1) * 10;
  const matches = Array.from({ length: Math.max(0, Math.min(10, total - first)) }, (_, i) => historyMatch(first + i));
  const totalPages = Math.ceil(total / 10);
  return {
    matches,
    pagination: { currentPage: page, totalPages, totalMatches: total, hasMore: page < totalPages, limit: 10 },
    user: { _id: `id-${username}`, username },
  };
}

/**
 * Every call of a profile page for `username`, answered: 7 matches (4 won, 2 drawn, 1 lost),
 * 3 tournaments with 1 won, 2 challenges split, the recent form, and a history of `history` matches.
 */
export function profileHandlers(username: string, { own = false, history = 12 } = {}): Handlers {
  const base = `/api/tournaments`;
  return {
    [own ? "GET /api/users/profile" : `GET /api/users/profile/${username}`]: () => ({ status: 200, body: profileJson(username, { own }) }),
    [`GET ${base}/user-stats/username/${username}`]: () => ({
      status: 200,
      body: { totalMatches: 7, wins: 4, losses: 1, draws: 2, goalsScored: 12, goalsConceded: 5 },
    }),
    [`GET ${base}/tournament-stats/username/${username}`]: () => ({ status: 200, body: { totalTournaments: 3, wins: 1, winRate: 100 / 3 } }),
    [`GET ${base}/challenge-stats/username/${username}`]: () => ({ status: 200, body: { totalChallenges: 2, wins: 1, losses: 1, winRate: 50 } }),
    [`GET /api/users/${username}/recent-performance`]: () => ({
      status: 200,
      body: { recentResults: ["G", "G", "B", "M", "G", "B", "G", "G", "M", "G"], overallWinPercentage: 57.14285714285714 },
    }),
    // Issue 28: no rated match (test/ratings.test.tsx shows the chart).
    [`GET /api/users/profile/${username}/ratings`]: () => ({ status: 200, body: { ratings: [] } }),
    // Issue 28: the clubs they used, most used first.
    [`GET /api/users/${username}/used-clubs`]: () => ({
      status: 200,
      body: {
        clubs: [
          { club: "Galatasaray", matches: 3, wins: 2, winRate: 200 / 3 },
          { club: "Real Madrid", matches: 1, wins: 0, winRate: 0 },
        ],
      },
    }),
    ...Object.fromEntries(
      [1, 2, 3].map((page) => [
        `GET /api/users/${username}/match-history?page=${page}&limit=10`,
        () => ({ status: 200, body: historyPage(username, page, history) }),
      ]),
    ),
  };
}
