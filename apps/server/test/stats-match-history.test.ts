// The match-history panel's call (part 1 §2, §3, §7, §9; issue 11): a user's played matches from
// their side, newest first by confirmation, 10 a page by default and at most 50, paged through
// to `hasMore: false`.
import type { HistoryMatch, MatchHistoryResponse } from "@turnuva/contract/stats";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type PlayedSet, type Player, buildPlayedSet } from "./support/played-set.ts";
import { refused } from "./support/tournaments.ts";

let t: TestApp;
let set: PlayedSet;
beforeAll(async () => {
  t = await startTestApp();
  set = await buildPlayedSet(t);
});
afterAll(() => t.close());

const call = caller(() => t.app);
const history = async (url: string) => {
  const response = await call("GET", url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MatchHistoryResponse>();
};

/** Match k of the set as `player`'s history shows it. */
function seenBy(player: Player, k: number): HistoryMatch {
  const m = set.played.get(k)!;
  const home = m.home === player;
  const [own, other] = home ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
  const opponent = set.users[home ? m.away : m.home];
  return {
    _id: m.matchId,
    opponent: { _id: opponent.id, username: opponent.username, profileImage: null },
    userScore: own,
    opponentScore: other,
    result: own > other ? "win" : own < other ? "loss" : "draw",
    tournament: { _id: m.tournament._id, name: m.tournament.name, slug: m.tournament.slug, system: m.tournament.system, round: m.roundName },
    date: m.date,
    isWalkover: false,
    // The played set records no shoot-out and no club (issue 28: stats-clubs.test.ts does).
    userPenalties: null,
    opponentPenalties: null,
    userClub: null,
    opponentClub: null,
  };
}

// ali's matches, newest first.
const ALI = [16, 15, 14, 13, 12, 11, 10, 9, 8, 3, 2, 1];

describe("GET /api/users/:username/match-history", () => {
  it("answers 10 a page by default, newest first, each match from the user's side", async () => {
    const page = await history("/api/users/ali/match-history");
    expect(page.pagination).toEqual({ currentPage: 1, totalPages: 2, totalMatches: 12, hasMore: true, limit: 10 });
    expect(page.user).toEqual({ _id: set.users.ali.id, username: "ali" });
    expect(page.matches).toEqual(ALI.slice(0, 10).map((k) => seenBy("ali", k)));
  });

  it("names the round as the tournament page does, and the tournament's slug for the link", async () => {
    const page = await history("/api/users/berk/match-history?limit=50");
    const byK = (k: number) => page.matches.find((m) => m._id === set.played.get(k)!.matchId)!;
    expect(byK(8).tournament).toEqual({
      _id: set.elimination._id,
      name: "Kadıköy Elemesi",
      slug: "kadikoy-elemesi",
      system: "elimination",
      round: "Final",
    });
    expect(byK(7).tournament.round).toBe("Yarı Final");
    expect(byK(15).tournament).toMatchObject({ name: "Moda Düellosu", slug: "moda-duellosu", system: "challenge", round: "4. Maç" });
    expect(byK(1).tournament).toMatchObject({ slug: "kadikoy-ligi", system: "league", round: expect.stringMatching(/^\d\. Hafta$/) });
  });

  it("pages through to hasMore false, every match once, in order", async () => {
    const seen: string[] = [];
    const pages: MatchHistoryResponse["pagination"][] = [];
    for (let page = 1; ; page++) {
      const answer = await history(`/api/users/ali/match-history?page=${page}&limit=5`);
      seen.push(...answer.matches.map((m) => m._id));
      pages.push(answer.pagination);
      if (!answer.pagination.hasMore) break;
    }
    expect(pages).toEqual([
      { currentPage: 1, totalPages: 3, totalMatches: 12, hasMore: true, limit: 5 },
      { currentPage: 2, totalPages: 3, totalMatches: 12, hasMore: true, limit: 5 },
      { currentPage: 3, totalPages: 3, totalMatches: 12, hasMore: false, limit: 5 },
    ]);
    expect(seen).toEqual(ALI.map((k) => set.played.get(k)!.matchId));
    const last = await history("/api/users/ali/match-history?page=3&limit=5");
    expect(last.matches).toEqual([seenBy("ali", 2), seenBy("ali", 1)]);
  });

  it("answers a page past the end empty, and 50 a page at most", async () => {
    expect(await history("/api/users/ali/match-history?page=4&limit=5")).toMatchObject({
      matches: [],
      pagination: { currentPage: 4, totalPages: 3, totalMatches: 12, hasMore: false, limit: 5 },
    });
    expect((await history("/api/users/ali/match-history?limit=50")).matches).toHaveLength(12);
  });

  it("refuses a limit over 50, under 1 or not a whole number, and a page under 1, with the field named", async () => {
    const limit = "Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.";
    const page = "Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.";
    for (const [query, field, message] of [
      ["limit=51", "limit", limit],
      ["limit=0", "limit", limit],
      ["limit=2.5", "limit", limit],
      ["limit=on", "limit", limit],
      ["page=0", "page", page],
      ["page=iki", "page", page],
    ] as const) {
      const response = await call("GET", `/api/users/ali/match-history?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ message, code: "VALIDATION_ERROR", fields: { [field]: message } });
    }
  });

  it("answers an empty history for someone who never played, and 404 for nobody", async () => {
    expect(await history("/api/users/sahip/match-history")).toEqual({
      matches: [],
      pagination: { currentPage: 1, totalPages: 0, totalMatches: 0, hasMore: false, limit: 10 },
      user: { _id: set.owner.user.id, username: "sahip" },
    });
    refused(await call("GET", "/api/users/yok_boyle/match-history"), 404, "USER_NOT_FOUND", "Kullanıcı bulunamadı.");
  });

  it("finds the user in any case of the name", async () => {
    expect((await history("/api/users/DENIZ/match-history")).user).toEqual({ _id: set.users.deniz.id, username: "deniz" });
  });

  it("orders matches confirmed at the same moment by id, the same on every read and across pages", async () => {
    // ali is at home in all seven rounds of the two challenges (k = 9 … 15): moved to one moment,
    // newer than the rest, they tie on one side of the index, and pages of one cut through them.
    const tied = [9, 10, 11, 12, 13, 14, 15].map((k) => set.played.get(k)!);
    expect(tied.every((m) => m.home === "ali")).toBe(true);
    const moment = new Date(set.builtAt.getTime() - 3_600_000).toISOString();
    for (const m of tied) await t.database.db.execute(sql`UPDATE matches SET confirmed_at = ${moment} WHERE id = ${m.matchId}`);
    try {
      const onePerPage: string[] = [];
      for (let page = 1; page <= tied.length; page++) {
        onePerPage.push(...(await history(`/api/users/ali/match-history?page=${page}&limit=1`)).matches.map((m) => m._id));
      }
      const byId = tied
        .map((m) => m.matchId)
        .sort()
        .reverse();
      expect(onePerPage).toEqual(byId);
      expect((await history("/api/users/ali/match-history?limit=7")).matches.map((m) => m._id)).toEqual(byId);
    } finally {
      for (const m of tied) await t.database.db.execute(sql`UPDATE matches SET confirmed_at = ${m.date} WHERE id = ${m.matchId}`);
    }
  });
});
