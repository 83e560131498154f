// Head to head (part 1 §2 tab 3, §3 Comparison result, §5; part 2 §7; issue 11): every played
// match between two users across every tournament, or one platform's, from the first one's side;
// the spec's two refusals, and 404s for users and platforms that do not exist.
import { COMPARE_HISTORY_LIMIT, type Comparison } from "@turnuva/contract/stats";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { buildUser } from "./support/factories.ts";
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
const compare = async (a: string, b: string, query = "") => {
  const response = await call("GET", `/api/tournaments/compare/${a}/${b}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Comparison>();
};
const id = (player: Player) => set.users[player].id;

/** Match k of the set as the comparison of `first` with the other lists it. */
function meeting(first: Player, k: number): Comparison["matchHistory"][number] {
  const m = set.played.get(k)!;
  const [own, other] = m.home === first ? [m.homeScore, m.awayScore] : [m.awayScore, m.homeScore];
  return {
    _id: m.matchId,
    tournamentName: m.tournament.name,
    tournamentSlug: m.tournament.slug,
    tournamentSystem: m.tournament.system,
    round: m.roundName,
    date: m.date,
    user1Score: own,
    user2Score: other,
    // The played set records no shoot-out and no club (issue 28: stats-clubs.test.ts does).
    user1Penalties: null,
    user2Penalties: null,
    user1Club: null,
    user2Club: null,
  };
}

const totals = (totalMatches: number, user1Wins: number, user2Wins: number, draws: number, user1GoalsScored: number, user2GoalsScored: number) => ({
  totalMatches,
  user1Wins,
  user2Wins,
  draws,
  user1GoalsScored,
  user2GoalsScored,
});

describe("GET /api/tournaments/compare/:userId1/:userId2", () => {
  it("counts every match between ali and berk in every tournament, newest first, from ali's side", async () => {
    expect(await compare(id("ali"), id("berk"))).toEqual({
      ...totals(9, 4, 5, 0, 11, 12),
      matchHistory: [15, 14, 13, 12, 11, 10, 9, 8, 1].map((k) => meeting("ali", k)),
    });
  });

  it("answers the same meetings from berk's side when berk is asked first", async () => {
    expect(await compare(id("berk"), id("ali"))).toEqual({
      ...totals(9, 5, 4, 0, 12, 11),
      matchHistory: [15, 14, 13, 12, 11, 10, 9, 8, 1].map((k) => meeting("berk", k)),
    });
  });

  it("with platformId, counts only that platform's tournaments", async () => {
    expect(await compare(id("ali"), id("berk"), `?platformId=${set.kadikoy.id}`)).toEqual({
      ...totals(5, 3, 2, 0, 8, 6),
      matchHistory: [11, 10, 9, 8, 1].map((k) => meeting("ali", k)),
    });
    expect(await compare(id("ali"), id("berk"), `?platformId=${set.moda.id}`)).toEqual({
      ...totals(4, 1, 3, 0, 3, 6),
      matchHistory: [15, 14, 13, 12].map((k) => meeting("ali", k)),
    });
    // An empty platformId is no filter (a form that sends the field blank).
    expect((await compare(id("ali"), id("berk"), "?platformId=")).totalMatches).toBe(9);
  });

  it("counts draws, and a removed member's matches on the platform they left", async () => {
    expect(await compare(id("ali"), id("cem"))).toEqual({ ...totals(1, 0, 0, 1, 0, 0), matchHistory: [meeting("ali", 2)] });
    expect(await compare(id("ece"), id("ali"), `?platformId=${set.moda.id}`)).toEqual({
      ...totals(1, 0, 0, 1, 1, 1),
      matchHistory: [meeting("ece", 16)],
    });
    expect(await compare(id("ece"), id("deniz"))).toEqual({ ...totals(1, 1, 0, 0, 2, 0), matchHistory: [meeting("ece", 17)] });
  });

  it("answers zeros and no history for two who never met", async () => {
    expect(await compare(id("cem"), id("ece"))).toEqual({ ...totals(0, 0, 0, 0, 0, 0), matchHistory: [] });
    expect(await compare(id("cem"), set.owner.user.id)).toEqual({ ...totals(0, 0, 0, 0, 0, 0), matchHistory: [] });
  });

  it("takes ids in either case", async () => {
    expect((await compare(id("ali").toUpperCase(), id("berk"))).totalMatches).toBe(9);
  });

  it("refuses fewer than two chosen users with 'Lütfen karşılaştırılacak iki kullanıcı seçin.'", async () => {
    for (const [a, b] of [
      ["", id("berk")],
      [id("ali"), ""],
      ["", ""],
      ["undefined", id("berk")],
      [id("ali"), "null"],
      ["undefined", "undefined"],
      ["ali", id("berk")],
      [id("ali"), "12345"],
    ]) {
      refused(
        await call("GET", `/api/tournaments/compare/${a}/${b}`),
        400,
        "COMPARE_USERS_REQUIRED",
        "Lütfen karşılaştırılacak iki kullanıcı seçin.",
      );
    }
  });

  it("refuses the same user twice with 'Lütfen farklı iki kullanıcı seçin.'", async () => {
    refused(await call("GET", `/api/tournaments/compare/${id("ali")}/${id("ali")}`), 400, "COMPARE_SAME_USER", "Lütfen farklı iki kullanıcı seçin.");
    refused(
      await call("GET", `/api/tournaments/compare/${id("ali")}/${id("ali").toUpperCase()}`),
      400,
      "COMPARE_SAME_USER",
      "Lütfen farklı iki kullanıcı seçin.",
    );
  });

  it("is a 404 for a user or a platform that does not exist, and a 400 for a platformId that is no id", async () => {
    const nobody = "00000000-0000-4000-8000-000000000000";
    refused(await call("GET", `/api/tournaments/compare/${id("ali")}/${nobody}`), 404, "USER_NOT_FOUND", "Kullanıcı bulunamadı.");
    refused(await call("GET", `/api/tournaments/compare/${nobody}/${id("ali")}`), 404, "USER_NOT_FOUND", "Kullanıcı bulunamadı.");
    refused(
      await call("GET", `/api/tournaments/compare/${id("ali")}/${id("berk")}?platformId=${nobody}`),
      404,
      "PLATFORM_NOT_FOUND",
      "Platform bulunamadı.",
    );
    const response = await call("GET", `/api/tournaments/compare/${id("ali")}/${id("berk")}?platformId=moda`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "Geçersiz platform.", code: "VALIDATION_ERROR" });
  });

  it(`lists at most the newest ${COMPARE_HISTORY_LIMIT} meetings and counts them all`, async () => {
    // Two rivals with 205 results of one long series, written straight into the table: more rounds
    // than any tournament the engine draws between two people.
    const db = t.database.db;
    const [kaan, leyla] = [await buildUser(db, { username: "kaan" }), await buildUser(db, { username: "leyla" })];
    const [series] = await queryRows<{ id: string }>(
      db,
      sql`INSERT INTO tournaments (slug, name, platform_id, system, status, best_of, created_by_id, random_seed)
          VALUES ('uzun-seri', 'Uzun Seri', ${set.kadikoy.id}, 'challenge', 'active', 5, ${set.owner.user.id}, 1) RETURNING id`,
    );
    await db.execute(sql`
      INSERT INTO matches (tournament_id, key, stage, round, round_name, match_index, home_id, away_id, home_score, away_score, confirmed_at)
      SELECT ${series!.id}, 'challenge-r' || n || '-m0', 'challenge', n, n || '. Maç', 0, ${kaan.id}, ${leyla.id}, n % 3, 1, now() - make_interval(mins => n)
      FROM generate_series(1, 205) AS n`);
    const answer = await compare(kaan.id, leyla.id);
    // n % 3 = 2 wins (68 of 205), 1 draws (69), 0 loses (68); kaan's goals 68 × 2 + 69 × 1.
    expect(answer).toMatchObject(totals(205, 68, 68, 69, 205, 205));
    expect(answer.matchHistory).toHaveLength(COMPARE_HISTORY_LIMIT);
    expect(answer.matchHistory.map((m) => m.round).slice(0, 2)).toEqual(["1. Maç", "2. Maç"]);
    expect(answer.matchHistory.at(-1)!.round).toBe(`${COMPARE_HISTORY_LIMIT}. Maç`);
  });
});
