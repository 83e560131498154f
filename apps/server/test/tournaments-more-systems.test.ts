// Issue 29: double elimination and Swiss played through the HTTP API, as the spec's systems are:
// their options on create (each on its own system only), the rows they leave, draws refused or
// allowed by stage, a Swiss round paired only once the one before is complete, both to a champion.
import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { matchesOf } from "@turnuva/contract/tournament-matches";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { answered, refused, tournamentOf } from "./support/tournaments.ts";
import {
  type BuiltPlatform,
  type BuiltSession,
  type BuiltUser,
  buildMembership,
  buildPlatform,
  buildSession,
  buildUser,
} from "./support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = caller(() => t.app);

interface TournamentRowSeen {
  system: string;
  grand_final_reset: boolean | null;
  swiss_rounds: number | null;
  knockout_size: number | null;
  champion_id: string | null;
}
const tournamentRow = async (id: string) =>
  (
    await queryRows<TournamentRowSeen>(
      t.database.db,
      sql`SELECT system, grand_final_reset, swiss_rounds, knockout_size, champion_id FROM tournaments WHERE id = ${id}`,
    )
  )[0]!;
const stagesStored = async (id: string) =>
  (await queryRows<{ stage: string }>(t.database.db, sql`SELECT DISTINCT stage FROM matches WHERE tournament_id = ${id} ORDER BY stage`)).map(
    (r) => r.stage,
  );

async function community(names: string[]): Promise<{ owner: BuiltSession; platform: BuiltPlatform; users: BuiltUser[] }> {
  const owner = await buildSession(t.database.db);
  const platform = await buildPlatform(t.database.db, { owner: owner.user });
  const users: BuiltUser[] = [];
  for (const username of names) {
    const user = await buildUser(t.database.db, { username });
    await buildMembership(t.database.db, { platform, user });
    users.push(user);
  }
  return { owner, platform, users };
}

const open = (tournament: Tournament, id: string): TournamentMatch => matchesOf(tournament).find((m) => m._id === id)!;

describe("options of one system on another are refused, and the new systems' own ranges", () => {
  let owner: BuiltSession;
  let platform: BuiltPlatform;
  let users: BuiltUser[];
  beforeAll(async () => ({ owner, platform, users } = await community(["sec_a", "sec_b", "sec_c", "sec_d"])));
  const create = (body: Record<string, unknown>) =>
    call("POST", "/api/tournaments", owner, { name: "Seçenek Kupası", platformId: platform.id, participants: users.map((u) => u.id), ...body });

  it("refuses a bracket reset on a league, Swiss rounds on an elimination, a knockout of 3", async () => {
    const reset = await create({ system: "league", matchType: "single", grandFinalReset: false });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ message: "Büyük final tekrarı yalnızca çift eleme turnuvalarında seçilebilir." });
    const rounds = await create({ system: "elimination", swissRounds: 2 });
    expect(rounds.statusCode).toBe(400);
    expect(rounds.json()).toMatchObject({ message: "Tur sayısı ve İsviçre sonrası eleme yalnızca İsviçre turnuvalarında seçilebilir." });
    const size = await create({ system: "swiss", knockoutSize: 3 });
    expect(size.statusCode).toBe(400);
    expect(size.json()).toMatchObject({ message: "İsviçre sonrası elemeye çıkacak oyuncu sayısı 0, 2, 4, 8 ya da 16 olmalıdır." });
    refused(await create({ system: "swiss", swissRounds: 4 }), 400, "SWISS_ROUNDS_OUT_OF_RANGE", "Tur sayısı 1 ile 3 arasında olmalıdır.");
    const tooFew = await call("POST", "/api/tournaments", owner, {
      name: "Az Kişi",
      platformId: platform.id,
      system: "doubleElimination",
      participants: users.slice(0, 2).map((u) => u.id),
    });
    refused(tooFew, 400, "DOUBLE_ELIMINATION_TOO_FEW", "Çift eleme için en az 3 katılımcı gereklidir.");
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM tournaments WHERE platform_id = ${platform.id}`,
    );
    expect(row!.count).toBe(0);
  });
});

describe("a double elimination of five, played to its champion", () => {
  let owner: BuiltSession;
  let platform: BuiltPlatform;
  let users: BuiltUser[];
  let tournament: Tournament;
  beforeAll(async () => ({ owner, platform, users } = await community(["cift_a", "cift_b", "cift_c", "cift_d", "cift_e"])));
  const confirm = (id: string, body: Record<string, unknown>) =>
    call("POST", `/api/tournaments/${tournament._id}/matches/${id}/confirm`, owner, body);

  it("starts with the winners' first round (three byes to eight), the reset on by default, stored as such", async () => {
    tournament = answered(
      await call("POST", "/api/tournaments", owner, {
        name: "Çift Eleme Kupası",
        system: "doubleElimination",
        platformId: platform.id,
        participants: users.map((u) => u.id),
      }),
      201,
    );
    expect(tournament).toMatchObject({ system: "doubleElimination", status: "active", grandFinalReset: true, swissRounds: null, knockoutSize: null });
    const first = tournament.winnersFixtures[0]!;
    expect(first.matches).toHaveLength(4);
    expect(first.matches.filter((m) => m.isBye)).toHaveLength(3);
    expect(tournament.losersFixtures.flatMap((r) => r.matches).filter((m) => !m.isBye)).toHaveLength(0);
    expect(tournament.grandFinalFixtures).toEqual([]);
    expect(await tournamentRow(tournament._id)).toMatchObject({ system: "doubleElimination", grand_final_reset: true, swiss_rounds: null });
  });

  it("refuses a draw without penalties, and lets penalties decide a level score", async () => {
    const id = tournament.actions.confirm[0]!;
    refused(
      await confirm(id, { homeScore: 1, awayScore: 1 }),
      400,
      "SCORE_DRAW_NOT_ALLOWED",
      "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.",
    );
    tournament = answered(await confirm(id, { homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3 }));
    expect(open(tournament, id)).toMatchObject({ isConfirmed: true, homePenalties: 4, awayPenalties: 3 });
  });

  it("plays on through both brackets and the grand final to a podium, every match stored with its stage", async () => {
    for (let step = 0; step < 40 && tournament.actions.confirm.length > 0; step++) {
      tournament = answered(await confirm(tournament.actions.confirm[0]!, { homeScore: 2, awayScore: 0 }));
    }
    expect(tournament.actions.finish).toBe(true);
    // Not shown before it is finished (part 2 §2), as in every system.
    expect(tournament.champion).toBeNull();
    tournament = answered(await call("POST", `/api/tournaments/${tournament._id}/finish`, owner));
    expect(tournament.status).toBe("completed");
    const podium = [tournament.champion, tournament.secondPlace, tournament.thirdPlace];
    expect(podium.every((p) => p !== null)).toBe(true);
    expect(new Set(podium.map((p) => p!._id)).size).toBe(3);
    expect(tournament.grandFinalFixtures.length).toBeGreaterThan(0);
    expect((await tournamentRow(tournament._id)).champion_id).toBe(tournament.champion!._id);
    expect(await stagesStored(tournament._id)).toEqual(["grandFinal", "losers", "winners"]);
    const read = tournamentOf(await call("GET", `/api/tournaments/${tournament.slug}`));
    expect(read.champion).toEqual(tournament.champion);
    // Its matches count in a player's figures like any other's (byes do not).
    const champion = tournament.champion!;
    const played = matchesOf(read).filter((m) => m.isConfirmed && [m.home?._id, m.away?._id].includes(champion._id)).length;
    const figures = await call("GET", `/api/tournaments/user-stats/username/${champion.username}`);
    expect(figures.statusCode).toBe(200);
    expect(figures.json()).toMatchObject({ totalMatches: played });
  });
});

describe("a Swiss tournament of six, three rounds and a knockout of four", () => {
  let owner: BuiltSession;
  let platform: BuiltPlatform;
  let users: BuiltUser[];
  let tournament: Tournament;
  beforeAll(async () => ({ owner, platform, users } = await community(["isv_a", "isv_b", "isv_c", "isv_d", "isv_e", "isv_f"])));
  const confirm = (id: string, body: Record<string, unknown>) =>
    call("POST", `/api/tournaments/${tournament._id}/matches/${id}/confirm`, owner, body);
  const advance = () => call("POST", `/api/tournaments/${tournament._id}/advance`, owner);
  const meetings = (list: Tournament) =>
    list.swissFixtures.flatMap((r) => r.matches.filter((m) => !m.isBye).map((m) => [m.home!._id, m.away!._id].sort().join("|")));

  it("pairs its first round and stores its rounds and knockout size", async () => {
    tournament = answered(
      await call("POST", "/api/tournaments", owner, {
        name: "İsviçre Kupası",
        system: "swiss",
        platformId: platform.id,
        participants: users.map((u) => u.id),
        swissRounds: 3,
        knockoutSize: 4,
      }),
      201,
    );
    expect(tournament).toMatchObject({ system: "swiss", swissRounds: 3, knockoutSize: 4, grandFinalReset: null });
    expect(tournament.swissFixtures.map((r) => [r.name, r.matches.length])).toEqual([["1. Tur", 3]]);
    expect(tournament.swissStandings).toHaveLength(6);
    expect(tournament.swissStandings.every((r) => r.points === 0 && r.buchholz === 0)).toBe(true);
    expect(await tournamentRow(tournament._id)).toMatchObject({ system: "swiss", swiss_rounds: 3, knockout_size: 4, grand_final_reset: null });
  });

  it("allows a draw, refuses penalties in a Swiss round, and the next round before this one is complete", async () => {
    const [first, second] = tournament.actions.confirm;
    const penalties = await confirm(first!, { homeScore: 1, awayScore: 1, homePenalties: 5, awayPenalties: 4 });
    expect(penalties.statusCode).toBe(400);
    tournament = answered(await confirm(first!, { homeScore: 1, awayScore: 1 }));
    expect(tournament.swissStandings.filter((r) => r.points === 1)).toHaveLength(2);
    expect(tournament.actions.advance).toBe(false);
    expect((await advance()).statusCode).toBeGreaterThanOrEqual(400);
    tournament = answered(await confirm(second!, { homeScore: 2, awayScore: 0 }));
  });

  it("pairs each next round on 'Sonraki Tura Geç' without a rematch, then seeds the knockout by the table", async () => {
    for (let step = 0; step < 30 && tournament.knockoutFixtures.length === 0; step++) {
      const next = tournament.actions.confirm[0];
      tournament = answered(next ? await confirm(next, { homeScore: 3, awayScore: 1 }) : await advance());
    }
    expect(tournament.swissFixtures.map((r) => r.name)).toEqual(["1. Tur", "2. Tur", "3. Tur"]);
    const met = meetings(tournament);
    expect(new Set(met).size).toBe(met.length);
    // A Swiss result is locked once the knockout is drawn from the table.
    const swissMatch = tournament.swissFixtures[2]!.matches.find((m) => !m.isBye)!;
    expect((await call("POST", `/api/tournaments/${tournament._id}/matches/${swissMatch._id}/cancel`, owner)).statusCode).toBe(409);
    const table = tournament.swissStandings.map((r) => r.team._id);
    const semis = tournament.knockoutFixtures[0]!.matches.map((m) => [m.home!._id, m.away!._id].sort());
    expect(semis.sort()).toEqual(
      [
        [table[0]!, table[3]!],
        [table[1]!, table[2]!],
      ]
        .map((pair) => pair.sort())
        .sort(),
    );
  });

  it("plays the knockout to its champion, who heads the podium once finished", async () => {
    for (let step = 0; step < 10 && !tournament.actions.finish; step++) {
      const next = tournament.actions.confirm[0];
      tournament = answered(next ? await confirm(next, { homeScore: 2, awayScore: 1 }) : await advance());
    }
    const final = tournament.finalFixture!;
    expect(final.isConfirmed).toBe(true);
    tournament = answered(await call("POST", `/api/tournaments/${tournament._id}/finish`, owner));
    expect(tournament.status).toBe("completed");
    expect(tournament.champion!._id).toBe(final.home!._id);
    expect(tournament.secondPlace!._id).toBe(final.away!._id);
    expect(tournament.thirdPlace).not.toBeNull();
    expect(await stagesStored(tournament._id)).toEqual(["final", "knockout", "swiss", "thirdPlace"]);
  });
});
