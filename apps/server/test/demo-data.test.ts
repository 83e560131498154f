import type { Platform, PlatformTournamentsResponse } from "@turnuva/contract";
import type { TournamentListResponse } from "@turnuva/contract/tournaments";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.ts";
import { matches, platforms, tournaments, users } from "../src/db/schema.ts";
import { DEMO_LOGIN, loadDemoData } from "../src/demo/demo-data.ts";
import { type TestApp, caller, post, registerAccount, startTestApp } from "./support/app.ts";
import { tournamentOf, writtenTournamentOf } from "./support/tournaments.ts";

/** What the loader logs, to look at. */
function logBook() {
  const lines: string[] = [];
  return { lines, log: { info: (message: string) => void lines.push(message) } };
}

async function rowCounts(db: Database) {
  const of = async (table: typeof users | typeof platforms | typeof tournaments | typeof matches) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return { users: await of(users), platforms: await of(platforms), tournaments: await of(tournaments), matches: await of(matches) };
}

describe("the demo set on an empty database", () => {
  let t: TestApp;
  const call = caller(() => t.app);
  const book = logBook();
  beforeAll(async () => {
    // The test app starts without it (testConfig: demoData false): the database is empty here.
    t = await startTestApp();
    expect((await rowCounts(t.database.db)).users).toBe(0);
    const result = await loadDemoData(t.database.db, book.log);
    expect(result).toMatchObject({ loaded: true, login: DEMO_LOGIN, users: 8, platforms: 2, tournaments: 6 });
    // Eight scrypt hashes and about fifty actions: more than the usual hook time on a busy machine.
  }, 120_000);
  afterAll(() => t.close());

  it("logs the demo login", () => {
    expect(book.lines.some((line) => line.includes(`Demo girişi (demo login): ${DEMO_LOGIN.username} / ${DEMO_LOGIN.password}`))).toBe(true);
  });

  it("holds the people, two platforms and six tournaments with their matches", async () => {
    const counts = await rowCounts(t.database.db);
    expect(counts).toMatchObject({ users: 8, platforms: 2, tournaments: 6 });
    expect(counts.matches).toBeGreaterThan(20);

    const list = await call("GET", "/api/platforms/public");
    expect(list.statusCode).toBe(200);
    const shown = list.json<{ platforms: Platform[] }>().platforms;
    expect(shown.map((p) => [p.name, p.game]).sort()).toEqual([
      ["Boğaziçi FC Kulübü", "EA Sports FC"],
      ["Kadıköy eFootball Ligi", "eFootball"],
    ]);
    for (const platform of shown) {
      expect(platform.description.length).toBeGreaterThan(20);
      expect([platform.memberCount, platform.tournamentCount]).toEqual([6, 3]);
    }
  });

  it("has one tournament of each system: league and both eliminations finished, groups and Swiss running in their knockouts, the challenge paused", async () => {
    const stats = await call("GET", "/api/tournaments/stats");
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({ completed: 3, active: 2, pausedTotal: 1, total: 6 });

    const list = await call("GET", "/api/tournaments?limit=50");
    const cards = list.json<TournamentListResponse>().tournaments;
    expect(Object.fromEntries(cards.map((c) => [c.system, c.status]))).toEqual({
      league: "completed",
      group: "active",
      elimination: "completed",
      challenge: "paused",
      doubleElimination: "completed",
      swiss: "active",
    });

    const read = async (system: string) => {
      const card = cards.find((c) => c.system === system)!;
      const response = await call("GET", `/api/tournaments/${card.slug}`);
      expect(response.statusCode).toBe(200);
      return tournamentOf(response);
    };

    const league = await read("league");
    expect(league.champion).not.toBeNull();
    expect(league.champion!.username).toBe(league.leagueStandings[0]!.team.username);
    expect(league.leagueFixtures.flatMap((r) => r.matches).every((m) => m.isConfirmed || m.isBye)).toBe(true);

    const elimination = await read("elimination");
    expect(elimination.champion).not.toBeNull();
    expect(elimination.secondPlace).not.toBeNull();
    expect(elimination.thirdPlace).not.toBeNull();

    // In the knockout: every group match played, one semi-final confirmed, one still open.
    const group = await read("group");
    expect(group.groupFixtures.flatMap((g) => g.fixtures.flatMap((r) => r.matches)).every((m) => m.isConfirmed || m.isBye)).toBe(true);
    const knockout = group.knockoutFixtures.flatMap((r) => r.matches);
    expect(knockout.map((m) => m.isConfirmed).sort()).toEqual([false, true]);
    expect(group.champion).toBeNull();

    // Issue 29: double elimination to its podium; Swiss with its three rounds played and its knockout of four drawn.
    const doubleElimination = await read("doubleElimination");
    expect([doubleElimination.champion, doubleElimination.secondPlace, doubleElimination.thirdPlace].every((p) => p !== null)).toBe(true);
    expect(doubleElimination.losersFixtures.length).toBeGreaterThan(0);
    const swiss = await read("swiss");
    expect(swiss.swissFixtures.map((r) => r.name)).toEqual(["1. Tur", "2. Tur", "3. Tur"]);
    expect(swiss.swissStandings).toHaveLength(6);
    expect(swiss.knockoutFixtures.flatMap((r) => r.matches).map((m) => m.isConfirmed)).toEqual([false, false]);

    const challenge = await read("challenge");
    expect(challenge.challengeScore).toMatchObject({ home: 1, away: 1, target: 3 });
    expect(challenge.pausedAt).not.toBeNull();
  });

  it("fills both platform pages", async () => {
    for (const [slugOf, active, completed] of [
      ["Kadıköy eFootball Ligi", 2, 1],
      ["Boğaziçi FC Kulübü", 1, 2],
    ] as const) {
      const platform = (await call("GET", "/api/platforms/public")).json<{ platforms: Platform[] }>().platforms.find((p) => p.name === slugOf)!;
      const page = await call("GET", `/api/platforms/slug/${platform.slug}/tournaments`);
      expect(page.statusCode).toBe(200);
      const body = page.json<PlatformTournamentsResponse>();
      expect([body.active.length, body.completed.length]).toEqual([active, completed]);
    }
  });

  it("lets the demo login in, as the owner of one platform and a member of the other, able to carry on its tournaments", async () => {
    const login = await post(t.app, "/api/auth/login", { usernameOrEmail: DEMO_LOGIN.username, password: DEMO_LOGIN.password });
    expect(login.statusCode, login.body).toBe(200);
    const session = { authorization: `Bearer ${login.json<{ token: string }>().token}` };

    const mine = await call("GET", "/api/platforms/my", session);
    expect(mine.statusCode).toBe(200);
    const roles = mine.json<{ platforms: Array<{ name: string; owner: { username: string } }> }>().platforms.map((p) => [p.name, p.owner.username]);
    expect(roles.sort()).toEqual([
      ["Boğaziçi FC Kulübü", "ayse_kaya"],
      ["Kadıköy eFootball Ligi", DEMO_LOGIN.username],
    ]);

    // The paused challenge is demo's: it resumes.
    const cards = (await call("GET", "/api/tournaments?status=paused")).json<TournamentListResponse>().tournaments;
    const resumed = await call("PUT", `/api/tournaments/${cards[0]!._id}/resume`, session);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(writtenTournamentOf(resumed).status).toBe("active");
  });

  it("does nothing when loaded again", async () => {
    const before = await rowCounts(t.database.db);
    const again = logBook();
    expect(await loadDemoData(t.database.db, again.log)).toEqual({ loaded: false, reason: "not-empty" });
    expect(await rowCounts(t.database.db)).toEqual(before);
    expect(again.lines).toEqual([]);
  });
});

describe("the demo set on a database that has an account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("leaves it alone", async () => {
    await registerAccount(t.app);
    const book = logBook();
    expect(await loadDemoData(t.database.db, book.log)).toEqual({ loaded: false, reason: "not-empty" });
    expect(await rowCounts(t.database.db)).toEqual({ users: 1, platforms: 0, tournaments: 0, matches: 0 });
    const login = await post(t.app, "/api/auth/login", { usernameOrEmail: DEMO_LOGIN.username, password: DEMO_LOGIN.password });
    expect(login.statusCode).toBe(401);
  });
});
