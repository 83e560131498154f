// Profiles (part 1 §2, §7; issue 11): the own one signed in with the e-mail, anyone's public one
// without it whoever asks, case-insensitive usernames, the active-player marker and the last match.
import type { ProfileResponse } from "@turnuva/contract/stats";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildSession, buildUser } from "./support/factories.ts";
import { type PlayedSet, buildPlayedSet } from "./support/played-set.ts";
import { refused } from "./support/tournaments.ts";

let t: TestApp;
let set: PlayedSet;
let ali: BuiltSession;
let berk: BuiltSession;
beforeAll(async () => {
  t = await startTestApp();
  set = await buildPlayedSet(t);
  ali = await buildSession(t.database.db, { user: set.users.ali });
  berk = await buildSession(t.database.db, { user: set.users.berk });
});
afterAll(() => t.close());

const call = caller(() => t.app);
const profile = async (url: string, as?: BuiltSession) => {
  const response = await call("GET", url, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProfileResponse>().user;
};

describe("GET /api/users/profile (own)", () => {
  it("answers the signed-in user with their e-mail, whether they play lately and when they last did", async () => {
    const user = set.users.ali;
    expect(await profile("/api/users/profile", ali)).toEqual({
      _id: user.id,
      id: user.id,
      username: "ali",
      email: "ali@ornek.com",
      profileImage: null,
      createdAt: user.createdAt.toISOString(),
      isActivePlayer: true,
      lastMatchAt: set.played.get(16)!.date,
    });
  });

  it("asks a visitor to sign in, and refuses an unknown token", async () => {
    refused(await call("GET", "/api/users/profile"), 401, "AUTH_REQUIRED", "Oturum bilgisi bulunamadı. Lütfen tekrar giriş yapın.");
    refused(
      await call("GET", "/api/users/profile", { authorization: "Bearer yanlis" }),
      401,
      "INVALID_TOKEN",
      "Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.",
    );
  });
});

describe("GET /api/users/profile/:username (public)", () => {
  it("never carries the e-mail: not to a visitor, not to another member, not to the user themself", async () => {
    for (const as of [undefined, berk, ali]) {
      const user = await profile("/api/users/profile/ali", as);
      expect(user).not.toHaveProperty("email");
      expect(user).toMatchObject({ _id: set.users.ali.id, username: "ali", isActivePlayer: true, lastMatchAt: set.played.get(16)!.date });
    }
  });

  it("finds the user in any case of the name, and answers the name as it was registered", async () => {
    expect(await profile("/api/users/profile/ALI")).toMatchObject({ _id: set.users.ali.id, username: "ali" });
    expect(await profile("/api/users/profile/Berk")).toMatchObject({ _id: set.users.berk.id, username: "berk" });
  });

  it("is a 404 'Kullanıcı bulunamadı.' for a name nobody has", async () => {
    refused(await call("GET", "/api/users/profile/yok_boyle"), 404, "USER_NOT_FOUND", "Kullanıcı bulunamadı.");
    refused(await call("GET", "/api/users/profile/ali-veli"), 404, "USER_NOT_FOUND", "Kullanıcı bulunamadı.");
  });

  it("marks an active player: a played match in the last 30 days", async () => {
    // cem last played in the Kadıköy Elemesi, 53 days ago; sahip never played; ece, removed from
    // Moda, played yesterday.
    expect(await profile("/api/users/profile/cem")).toMatchObject({ isActivePlayer: false, lastMatchAt: set.played.get(7)!.date });
    expect(await profile("/api/users/profile/sahip")).toMatchObject({ isActivePlayer: false, lastMatchAt: null });
    expect(await profile("/api/users/profile/ece")).toMatchObject({ isActivePlayer: true, lastMatchAt: set.played.get(17)!.date });
  });

  it("counts the 30 days back from now: 29 days ago is active, 31 is not", async () => {
    const db = t.database.db;
    const eceMatches = [set.played.get(16)!, set.played.get(17)!];
    const moveTo = async (days: number) => {
      for (const m of eceMatches)
        await db.execute(sql`UPDATE matches SET confirmed_at = now() - make_interval(days => ${days}) WHERE id = ${m.matchId}`);
    };
    try {
      await moveTo(29);
      expect((await profile("/api/users/profile/ece")).isActivePlayer).toBe(true);
      await moveTo(31);
      expect((await profile("/api/users/profile/ece")).isActivePlayer).toBe(false);
    } finally {
      for (const m of eceMatches) await db.execute(sql`UPDATE matches SET confirmed_at = ${m.date} WHERE id = ${m.matchId}`);
    }
  });
});

describe("a user called 'profile'", () => {
  it("still has their recent performance and match history, although /profile/... is the public profile's path", async () => {
    const named = await buildUser(t.database.db, { username: "profile" });
    const history = await call("GET", "/api/users/profile/match-history?limit=5");
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toEqual({
      matches: [],
      pagination: { currentPage: 1, totalPages: 0, totalMatches: 0, hasMore: false, limit: 5 },
      user: { _id: named.id, username: "profile" },
    });
    const recent = await call("GET", "/api/users/profile/recent-performance");
    expect(recent.json()).toEqual({ recentResults: [], overallWinPercentage: 0 });
    const clubs = await call("GET", "/api/users/profile/used-clubs");
    expect(clubs.statusCode, clubs.body).toBe(200);
    expect(clubs.json()).toEqual({ clubs: [] });
    expect(await profile("/api/users/profile/profile")).toMatchObject({ _id: named.id, username: "profile" });
  });
});

describe("the API page", () => {
  it("documents every profile and statistics call, with its answers", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
    }>();
    const calls: Array<[string, string[]]> = [
      ["/api/users/profile", ["200", "401", "404"]],
      ["/api/users/profile/{username}", ["200", "400", "401", "404"]],
      ["/api/users/{username}/recent-performance", ["200", "400", "401", "404"]],
      ["/api/users/{username}/match-history", ["200", "400", "401", "404"]],
      ["/api/users/{username}/used-clubs", ["200", "400", "401", "404"]],
      ["/api/tournaments/user-stats/username/{username}", ["200", "400", "401", "404"]],
      ["/api/tournaments/tournament-stats/username/{username}", ["200", "400", "401", "404"]],
      ["/api/tournaments/challenge-stats/username/{username}", ["200", "400", "401", "404"]],
      ["/api/tournaments/compare/{userId1}/{userId2}", ["200", "400", "401", "404"]],
    ];
    for (const [path, statuses] of calls) expect(Object.keys(doc.paths[path]?.get?.responses ?? {}).sort(), path).toEqual(statuses);
    expect(doc.paths["/api/users/profile"]!.get!.security).toEqual([{ bearer: [] }]);
    // Anyone's profile and figures: a token is taken, never needed (an expired one is the 401).
    expect(doc.paths["/api/users/profile/{username}"]!.get!.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths["/api/users/{username}/used-clubs"]!.get!.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths["/api/users/profile/match-history"]).toBeUndefined();
    expect(doc.paths["/api/users/profile/used-clubs"]).toBeUndefined();
  });
});
