// Every figure of a profile's statistics (part 1 §3; issue 11) computed from the played set of
// test/support/played-set.ts, through HTTP: user stats, tournament stats, challenge stats, recent
// performance. And what counts: a cancelled result vanishes from every figure at once, a bye never
// counts, running and paused tournaments count as soon as confirmed, a tournament is won only once
// completed, a removed member keeps their figures.
import type { ChallengeStats, MatchHistoryResponse, RecentPerformance, TournamentStatsOfUser, UserStats } from "@turnuva/contract/stats";
import type { Tournament } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type PlayedSet, buildPlayedSet, byeOf } from "./support/played-set.ts";
import { answered, refused } from "./support/tournaments.ts";

let t: TestApp;
let set: PlayedSet;
beforeAll(async () => {
  t = await startTestApp();
  set = await buildPlayedSet(t);
});
afterAll(() => t.close());

const call = caller(() => t.app);
const read = async <T>(url: string): Promise<T> => {
  const response = await call("GET", url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
};
const userStats = (name: string) => read<UserStats>(`/api/tournaments/user-stats/username/${name}`);
const tournamentStats = (name: string) => read<TournamentStatsOfUser>(`/api/tournaments/tournament-stats/username/${name}`);
const challengeStats = (name: string) => read<ChallengeStats>(`/api/tournaments/challenge-stats/username/${name}`);
const recent = (name: string) => read<RecentPerformance>(`/api/users/${name}/recent-performance`);
const history = (name: string, query = "") => read<MatchHistoryResponse>(`/api/users/${name}/match-history${query}`);

// [totalMatches, wins, losses, draws, goalsScored, goalsConceded], added up by hand from the set's table.
const USER_STATS: Record<string, [number, number, number, number, number, number]> = {
  ali: [12, 4, 6, 2, 13, 16],
  berk: [12, 7, 4, 1, 17, 14],
  cem: [4, 1, 1, 2, 7, 4],
  deniz: [4, 1, 3, 0, 3, 8],
  ece: [2, 1, 0, 1, 3, 1],
  sahip: [0, 0, 0, 0, 0, 0],
};
const asUserStats = ([totalMatches, wins, losses, draws, goalsScored, goalsConceded]: number[]) => ({
  totalMatches,
  wins,
  losses,
  draws,
  goalsScored,
  goalsConceded,
});

describe("GET /api/tournaments/user-stats/username/:username", () => {
  it.each(Object.entries(USER_STATS))("%s: every played match, from their side", async (name, figures) => {
    expect(await userStats(name)).toEqual(asUserStats(figures));
  });

  it("finds the user in any case of the name", async () => {
    expect(await userStats("ALi")).toEqual(asUserStats(USER_STATS.ali!));
  });
});

describe("GET /api/tournaments/tournament-stats/username/:username", () => {
  // Taken part in: every system and status. Won: champion of a completed one; berk's decided Moda
  // Düellosu is not finished, so it is no win yet.
  it.each([
    ["ali", 5, 1, 20],
    ["berk", 4, 1, 25],
    ["cem", 2, 1, 50],
    ["deniz", 2, 0, 0],
    ["ece", 1, 0, 0],
    ["sahip", 0, 0, 0],
  ])("%s: %i tournaments, %i won, win rate %d", async (name, totalTournaments, wins, winRate) => {
    expect(await tournamentStats(name)).toEqual({ totalTournaments, wins, winRate });
  });
});

describe("GET /api/tournaments/challenge-stats/username/:username", () => {
  // Challenges only; won and lost among the completed ones, the rate over those two.
  it.each([
    ["ali", 2, 1, 0, 100],
    ["berk", 2, 0, 1, 0],
    ["cem", 0, 0, 0, 0],
    ["deniz", 0, 0, 0, 0],
    ["ece", 0, 0, 0, 0],
    ["sahip", 0, 0, 0, 0],
  ])("%s: %i challenges, %i won, %i lost, win rate %d", async (name, totalChallenges, wins, losses, winRate) => {
    expect(await challengeStats(name)).toEqual({ totalChallenges, wins, losses, winRate });
  });
});

describe("GET /api/users/:username/recent-performance", () => {
  it.each([
    // ali has 12 matches: the newest 10 are 16, 15, 14, 13, 12, 11, 10, 9, 8 and 3.
    ["ali", ["B", "M", "G", "M", "M", "G", "M", "G", "M", "M"], (4 / 12) * 100],
    ["berk", ["G", "M", "G", "G", "M", "G", "M", "G", "G", "G"], (7 / 12) * 100],
    ["cem", ["M", "G", "B", "B"], 25],
    ["deniz", ["M", "M", "M", "G"], 25],
    ["ece", ["G", "B"], 50],
    ["sahip", [], 0],
  ] as const)("%s: newest first, and the win percentage over every match", async (name, recentResults, overallWinPercentage) => {
    expect(await recent(name)).toEqual({ recentResults, overallWinPercentage });
  });
});

describe("an unknown username", () => {
  it.each([
    "/api/tournaments/user-stats/username/yok_boyle",
    "/api/tournaments/tournament-stats/username/yok_boyle",
    "/api/tournaments/challenge-stats/username/yok_boyle",
    "/api/users/yok_boyle/recent-performance",
    "/api/users/yok_boyle/match-history",
  ])("%s is a 404 'Kullanıcı bulunamadı.'", async (url) => {
    refused(await call("GET", url), 404, "USER_NOT_FOUND", "Kullanıcı bulunamadı.");
  });
});

describe("what counts", () => {
  it("matches of a running and a paused tournament count as soon as confirmed", async () => {
    expect(set.openChallenge.status).toBe("active");
    expect(set.pausedLeague.status).toBe("paused");
    const { matches } = await history("ali", "?limit=5");
    expect(matches.map((m) => [m.tournament.name, m.userScore, m.opponentScore])).toEqual([
      ["Moda Ligi", 1, 1],
      ["Moda Düellosu", 0, 3],
      ["Moda Düellosu", 2, 0],
      ["Moda Düellosu", 0, 1],
      ["Moda Düellosu", 1, 2],
    ]);
  });

  it("a cancelled result vanishes from every figure at once, with the cancel", async () => {
    const { owner, pausedLeague } = set;
    let league = answered(await call("PUT", `/api/tournaments/${pausedLeague._id}/resume`, owner));
    const open = league.leagueFixtures.flatMap((w) => w.matches).find((m) => !m.isBye && !m.isConfirmed)!;
    expect([open.home?.username, open.away?.username].sort()).toEqual(["ali", "deniz"]);
    const score = open.home?.username === "deniz" ? { homeScore: 5, awayScore: 0 } : { homeScore: 0, awayScore: 5 };
    league = answered(await call("POST", `/api/tournaments/${league._id}/matches/${open._id}/confirm`, owner, score));
    // The statistics name a match by its row's id; the answer by its key (issue 27).
    const [{ id: openRowId }] = (await queryRows<{ id: string }>(
      t.database.db,
      sql`SELECT id FROM matches WHERE tournament_id = ${league._id} AND key = ${open._id}`,
    )) as [{ id: string }];

    // Confirmed: deniz 5-0 ali is the newest match of both, in every figure.
    expect(await userStats("ali")).toEqual(asUserStats([13, 4, 7, 2, 13, 21]));
    expect(await userStats("deniz")).toEqual(asUserStats([5, 2, 3, 0, 8, 8]));
    expect((await recent("ali")).recentResults[0]).toBe("M");
    expect((await recent("deniz")).overallWinPercentage).toBe(40);
    const confirmed = await history("ali", "?limit=1");
    expect(confirmed.pagination.totalMatches).toBe(13);
    expect(confirmed.matches[0]).toMatchObject({ _id: openRowId, userScore: 0, opponentScore: 5, result: "loss" });
    const headToHead = await read<{ totalMatches: number }>(`/api/tournaments/compare/${set.users.ali.id}/${set.users.deniz.id}`);
    expect(headToHead.totalMatches).toBe(2);

    league = answered(await call("POST", `/api/tournaments/${league._id}/matches/${open._id}/cancel`, owner));
    answered(await call("PUT", `/api/tournaments/${league._id}`, owner, { status: "paused" }));

    // Cancelled: every figure is the set's again.
    expect(await userStats("ali")).toEqual(asUserStats(USER_STATS.ali!));
    expect(await userStats("deniz")).toEqual(asUserStats(USER_STATS.deniz!));
    expect(await recent("ali")).toEqual({ recentResults: ["B", "M", "G", "M", "M", "G", "M", "G", "M", "M"], overallWinPercentage: (4 / 12) * 100 });
    expect(await recent("deniz")).toEqual({ recentResults: ["M", "M", "M", "G"], overallWinPercentage: 25 });
    const after = await history("ali", "?limit=1");
    expect(after.pagination.totalMatches).toBe(12);
    expect(after.matches[0]!._id).not.toBe(openRowId);
    expect((await read<{ totalMatches: number }>(`/api/tournaments/compare/${set.users.ali.id}/${set.users.deniz.id}`)).totalMatches).toBe(1);
  });

  it("a bye never counts, even one stored with a score (the engine never writes one; an import or a later walkover might)", async () => {
    const db = t.database.db;
    // Its row's id, as the statistics name it (the answer names it by its key since issue 27).
    const [{ id: byeId }] = (await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM matches WHERE tournament_id = ${set.elimination._id} AND key = ${byeOf(set)._id}`,
    )) as [{ id: string }];
    await db.execute(sql`UPDATE matches SET home_score = 3, away_score = 0, confirmed_at = now() WHERE id = ${byeId}`);
    try {
      expect(await userStats("ali")).toEqual(asUserStats(USER_STATS.ali!));
      expect((await recent("ali")).recentResults[0]).toBe("B");
      const page = await history("ali", "?limit=50");
      expect(page.pagination.totalMatches).toBe(12);
      expect(page.matches.map((m) => m._id)).not.toContain(byeId);
      const profile = await read<{ user: { lastMatchAt: string } }>("/api/users/profile/ali");
      expect(profile.user.lastMatchAt).toBe(set.played.get(16)!.date);
    } finally {
      await db.execute(sql`UPDATE matches SET home_score = NULL, away_score = NULL, confirmed_at = NULL WHERE id = ${byeId}`);
    }
  });

  it("a removed member keeps every figure, and stays in the others' history", async () => {
    const members = await read<Array<{ _id: string }> | { members: Array<{ _id: string }> }>(`/api/platforms/${set.moda.id}/members`);
    const list = Array.isArray(members) ? members : members.members;
    expect(list.map((m) => m._id)).not.toContain(set.users.ece.id);
    expect(await userStats("ece")).toEqual(asUserStats(USER_STATS.ece!));
    expect(await tournamentStats("ece")).toEqual({ totalTournaments: 1, wins: 0, winRate: 0 });
    expect((await history("ece")).matches.map((m) => [m.opponent.username, m.userScore, m.opponentScore, m.result])).toEqual([
      ["deniz", 2, 0, "win"],
      ["ali", 1, 1, "draw"],
    ]);
    expect((await history("deniz", "?limit=1")).matches[0]!.opponent).toEqual({ _id: set.users.ece.id, username: "ece", profileImage: null });
  });

  // Last: it finishes the Moda Düellosu, which the set leaves decided but running.
  it("a tournament is won only once completed: finishing berk's decided challenge makes it a win (and ali's loss)", async () => {
    expect(set.openChallenge.actions.finish).toBe(true);
    const finished: Tournament = answered(await call("POST", `/api/tournaments/${set.openChallenge._id}/finish`, set.owner));
    expect(finished.status).toBe("completed");
    expect(await tournamentStats("berk")).toEqual({ totalTournaments: 4, wins: 2, winRate: 50 });
    expect(await challengeStats("berk")).toEqual({ totalChallenges: 2, wins: 1, losses: 1, winRate: 50 });
    expect(await challengeStats("ali")).toEqual({ totalChallenges: 2, wins: 1, losses: 1, winRate: 50 });
    expect(await tournamentStats("ali")).toEqual({ totalTournaments: 5, wins: 1, winRate: 20 });
    // The matches were counted all along: finishing changes no match figure.
    expect(await userStats("berk")).toEqual(asUserStats(USER_STATS.berk!));
  });
});
