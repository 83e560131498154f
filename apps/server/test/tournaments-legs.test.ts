// Issue 28, two-legged ties through the HTTP API: the creation options knockoutLegs and finalLegs,
// stored and read back, refused elsewhere; both legs in the answer, the aggregate per tie, leg 2
// after leg 1, a level aggregate needing a shoot-out, the next round drawn from the ties' winners.
import type { Tournament } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { answered, refused as refusedWith, tournamentOf, writtenTournamentOf } from "./support/tournaments.ts";
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

type Match = Tournament["eliminationFixtures"][number]["matches"][number];

let platform: BuiltPlatform;
let creator: BuiltSession;
let players: BuiltUser[];

beforeAll(async () => {
  const db = t.database.db;
  const owner = await buildSession(db);
  platform = await buildPlatform(db, { owner: owner.user });
  creator = await buildSession(db);
  await buildMembership(db, { platform, user: creator.user });
  players = [];
  for (const username of ["ada", "bora", "cansu", "deniz"]) {
    const user = await buildUser(db, { username });
    await buildMembership(db, { platform, user });
    players.push(user);
  }
});

function create(body: Record<string, unknown>) {
  return call("POST", "/api/tournaments", creator, {
    name: "Rövanşlı Kupa",
    platformId: platform.id,
    participants: players.map((p) => p.id),
    ...body,
  });
}

const confirm = (tournament: Tournament, match: Match, homeScore: number, awayScore: number) =>
  call("POST", `/api/tournaments/${tournament._id}/matches/${match._id}/confirm`, creator, { homeScore, awayScore });

const storedLegs = async (id: string) =>
  (
    await queryRows<{ knockout_legs: number; final_legs: number }>(
      t.database.db,
      sql`SELECT knockout_legs, final_legs FROM tournaments WHERE id = ${id}`,
    )
  )[0];

const legRows = (id: string) =>
  queryRows<{ key: string; leg: number; round_name: string; home_id: string; away_id: string }>(
    t.database.db,
    sql`SELECT key, leg, round_name, home_id, away_id FROM matches WHERE tournament_id = ${id} ORDER BY round, stage, match_index, leg`,
  );

const tournamentCount = async () => (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM tournaments`))[0]?.n;

function refused(response: LightMyRequestResponse, field: string, message: string): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ code: "VALIDATION_ERROR", message, fields: { [field]: message } });
}

describe("an elimination of four with two-legged semi-finals and final", () => {
  let cup: Tournament;

  it("stores the legs and answers both legs of each tie, home and away swapped, named by its ties ('Yarı Final')", async () => {
    const response = await create({ system: "elimination", participantCount: 4, knockoutLegs: 2, finalLegs: 2 });
    expect(response.statusCode, response.body).toBe(201);
    cup = writtenTournamentOf(response);
    expect(cup).toMatchObject({ knockoutLegs: 2, finalLegs: 2, finalSecondLeg: null });
    expect(await storedLegs(cup._id)).toEqual({ knockout_legs: 2, final_legs: 2 });
    const [semis] = cup.eliminationFixtures;
    expect(semis!.name).toBe("Yarı Final");
    expect(semis!.matches.map((m) => [m.index, m.leg])).toEqual([
      [0, 1],
      [0, 2],
      [1, 1],
      [1, 2],
    ]);
    const [one, two] = semis!.matches;
    expect(two!._id).toBe(`${one!._id}-l2`);
    expect([two!.home?._id, two!.away?._id]).toEqual([one!.away?._id, one!.home?._id]);
    const rows = await legRows(cup._id);
    expect(rows.map((r) => [r.key, r.leg, r.round_name])).toEqual(semis!.matches.map((m) => [m._id, m.leg, "Yarı Final"]));
    expect(cup.ties.map((tie) => [tie.legs, tie.aggregate, tie.winner])).toEqual([
      [[one!._id, two!._id], null, null],
      [[semis!.matches[2]!._id, semis!.matches[3]!._id], null, null],
    ]);
    // Leg 2 is not offered before leg 1 is confirmed.
    expect(cup.actions.confirm.sort()).toEqual([one!._id, semis!.matches[2]!._id].sort());
    // The read is the same tournament.
    expect(tournamentOf(await call("GET", `/api/tournaments/${cup._id}`)).ties).toEqual(cup.ties);
  });

  it("refuses leg 2 before leg 1 (409), and a level aggregate without a shoot-out (400), changing nothing", async () => {
    const [one, two] = cup.eliminationFixtures[0]!.matches;
    refusedWith(await confirm(cup, two!, 1, 0), 409, "LEG_ONE_OPEN", "Önce ilk maçın skorunu onaylayın.");
    cup = answered(await confirm(cup, one!, 2, 1));
    const version = cup.version;
    refusedWith(await confirm(cup, two!, 1, 0), 400, "AGGREGATE_LEVEL", "Toplam berabere: penaltıları da girin.");
    expect(tournamentOf(await call("GET", `/api/tournaments/${cup._id}`)).version).toBe(version);
  });

  it("decides each tie on aggregate, draws the final from the winners when the round is complete, and keeps leg 1 while leg 2 stands", async () => {
    const semis = cup.eliminationFixtures[0]!.matches;
    // Leg 1 2–1 to its home side; leg 2 a 1–1 draw: 3–2 on aggregate.
    cup = answered(await confirm(cup, semis[1]!, 1, 1));
    expect(cup.ties[0]).toMatchObject({ aggregate: { home: 3, away: 2 }, winner: { _id: semis[0]!.home!._id } });
    expect(cup.eliminationFixtures).toHaveLength(1);
    refusedWith(
      await call("POST", `/api/tournaments/${cup._id}/matches/${semis[0]!._id}/cancel`, creator),
      409,
      "LEG_TWO_CONFIRMED",
      "Önce rövanşın skorunu iptal edin.",
    );
    // The other semi-final: 0–0, then 0–2 for leg 2's home side: its away side of leg 1 goes through.
    cup = answered(await confirm(cup, semis[2]!, 0, 0));
    cup = answered(await confirm(cup, semis[3]!, 2, 0));
    expect(cup.ties[1]).toMatchObject({ aggregate: { home: 0, away: 2 }, winner: { _id: semis[2]!.away!._id } });
    // The round is complete: the final (two legs) and the third-place match (one) are drawn.
    const final = cup.eliminationFixtures[1]!;
    expect(final.name).toBe("Final");
    expect(final.matches.map((m) => m.leg)).toEqual([1, 2]);
    expect(new Set(final.matches.flatMap((m) => [m.home?._id, m.away?._id]))).toEqual(new Set([semis[0]!.home!._id, semis[2]!.away!._id]));
    expect(cup.finalFixture?._id).toBe(final.matches[0]!._id);
    expect(cup.finalSecondLeg?._id).toBe(final.matches[1]!._id);
    expect(cup.thirdPlaceFixture?.leg).toBe(1);
  });

  it("crowns the final's aggregate winner once both legs and the third place are played", async () => {
    const [f1, f2] = cup.eliminationFixtures[1]!.matches;
    cup = answered(await confirm(cup, cup.thirdPlaceFixture!, 1, 0));
    cup = answered(await confirm(cup, f1!, 0, 3));
    expect(cup.actions.finish).toBe(false);
    cup = answered(await confirm(cup, f2!, 1, 0));
    expect(cup.ties[2]).toMatchObject({ aggregate: { home: 0, away: 4 }, winner: { _id: f1!.away!._id } });
    const finished = answered(await call("POST", `/api/tournaments/${cup._id}/finish`, creator, {}));
    expect(finished.champion?._id).toBe(f1!.away!._id);
    expect(finished.secondPlace?._id).toBe(f1!.home!._id);
  });
});

describe("a tie level on aggregate: leg 2 goes to penalties, by the organiser's confirm or the players' reports", () => {
  const tieOf = (cup: Tournament, index: number) => cup.eliminationFixtures[0]!.matches.filter((m) => m.index === index);
  const seated = async (user: BuiltUser) => buildSession(t.database.db, { user });
  const report = (cup: Tournament, match: Match, by: BuiltSession, body: Record<string, unknown>) =>
    call("POST", `/api/tournaments/${cup._id}/matches/${match._id}/report`, by, body);

  it("takes a shoot-out on leg 2 whose own score is not level, and its winner goes through; refuses one where the aggregate is not level", async () => {
    let cup = writtenTournamentOf(await create({ system: "elimination", participantCount: 4, knockoutLegs: 2 }));
    const [one, two] = tieOf(cup, 0);
    cup = answered(await confirm(cup, one!, 2, 1));
    // 2–1 then 2–1 for leg 2's home side (leg 1's away side): 3–3 on aggregate, a shoot-out required.
    refusedWith(await confirm(cup, two!, 2, 1), 400, "AGGREGATE_LEVEL", "Toplam berabere: penaltıları da girin.");
    refusedWith(
      await call("POST", `/api/tournaments/${cup._id}/matches/${two!._id}/confirm`, creator, {
        homeScore: 3,
        awayScore: 0,
        homePenalties: 5,
        awayPenalties: 4,
      }),
      400,
      "PENALTIES_AGGREGATE_NOT_LEVEL",
      "Toplam berabere değilse penaltı girilmez.",
    );
    cup = answered(
      await call("POST", `/api/tournaments/${cup._id}/matches/${two!._id}/confirm`, creator, {
        homeScore: 2,
        awayScore: 1,
        homePenalties: 5,
        awayPenalties: 4,
      }),
    );
    const decided = cup.eliminationFixtures[0]!.matches.find((m) => m._id === two!._id)!;
    expect(decided).toMatchObject({ homeScore: 2, awayScore: 1, homePenalties: 5, awayPenalties: 4 });
    // Leg 2's home side (leg 1's away side) won the shoot-out: the tie is theirs, the aggregate stays 3–3.
    expect(cup.ties[0]).toMatchObject({ aggregate: { home: 3, away: 3 }, winner: { _id: two!.home!._id } });
  });

  it("confirms leg 2 when both players report the same score and shoot-out", async () => {
    let cup = writtenTournamentOf(await create({ system: "elimination", participantCount: 4, knockoutLegs: 2, resultEntry: "players" }));
    const [one, two] = tieOf(cup, 0);
    cup = answered(await confirm(cup, one!, 0, 0));
    const home = await seated(players.find((p) => p.id === two!.home!._id)!);
    const away = await seated(players.find((p) => p.id === two!.away!._id)!);
    const said = { homeScore: 1, awayScore: 1, homePenalties: 3, awayPenalties: 4 };
    // Leg 1 drawn 0–0 stands; leg 2 level too: 1–1 on aggregate, to penalties.
    refusedWith(await report(cup, two!, home, { homeScore: 1, awayScore: 1 }), 400, "AGGREGATE_LEVEL", "Toplam berabere: penaltıları da girin.");
    expect((await report(cup, two!, home, said)).statusCode).toBe(200);
    cup = answered(await report(cup, two!, away, said));
    expect(cup.ties[0]).toMatchObject({ aggregate: { home: 1, away: 1 }, winner: { _id: two!.away!._id } });
  });

  it("names on the waiting list which leg a match is, a leg 2's first leg as played, and a reported shoot-out", async () => {
    let cup = writtenTournamentOf(await create({ system: "elimination", participantCount: 4, knockoutLegs: 2, resultEntry: "players" }));
    const [one, two] = tieOf(cup, 0);
    const [otherFirst] = tieOf(cup, 1);
    cup = answered(await confirm(cup, one!, 2, 1));
    const home = await seated(players.find((p) => p.id === two!.home!._id)!);
    const away = await seated(players.find((p) => p.id === two!.away!._id)!);
    // 2–1 for leg 2's home side (leg 1's away side): 3–3 on aggregate, so the report carries a shoot-out.
    cup = answered(await report(cup, two!, home, { homeScore: 2, awayScore: 1, homePenalties: 4, awayPenalties: 2 }));
    type Waiting = { roundName: string; leg: 1 | 2 | null; legNote: string | null; opponentReport: unknown };
    // Named by the match's row, not its key: this tournament's are the ones looked at.
    const waitingFor = async (session: BuiltSession) =>
      (await call("GET", "/api/users/profile/waiting-matches", session))
        .json<{ matches: Array<Waiting & { tournament: { _id: string } }> }>()
        .matches.filter((m) => m.tournament._id === cup._id);
    // Leg 1's home side won 2–1; the sides are swapped in leg 2, so its first leg is named as played.
    expect(await waitingFor(away)).toMatchObject([
      {
        leg: 2,
        legNote: `Rövanş · İlk maç: ${one!.home!.username} 2–1 ${one!.away!.username}`,
        opponentReport: { homeScore: 2, awayScore: 1, homePenalties: 4, awayPenalties: 2, score: "2–1 (4–2 pen.)" },
      },
    ]);
    const otherPlayer = await seated(players.find((p) => p.id === otherFirst!.home!._id)!);
    // Its leg 2 is not waiting for them yet: it can be reported only once leg 1 is (LEG_ONE_OPEN).
    expect(await waitingFor(otherPlayer)).toMatchObject([{ leg: 1, legNote: "İlk maç", opponentReport: null }]);
  });

  it("takes leg 2's reports away when leg 1's result is cancelled (they were made against its aggregate)", async () => {
    let cup = writtenTournamentOf(await create({ system: "elimination", participantCount: 4, knockoutLegs: 2, resultEntry: "players" }));
    const [one, two] = tieOf(cup, 0);
    cup = answered(await confirm(cup, one!, 0, 0));
    const home = await seated(players.find((p) => p.id === two!.home!._id)!);
    cup = answered(await report(cup, two!, home, { homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 2 }));
    const reportsOfLegTwo = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM match_reports r JOIN matches m ON m.id = r.match_id WHERE m.tournament_id = ${cup._id} AND m.key = ${two!._id}`,
        )
      )[0]?.n;
    expect(await reportsOfLegTwo()).toBe(1);
    cup = answered(await call("POST", `/api/tournaments/${cup._id}/matches/${one!._id}/cancel`, creator));
    expect(await reportsOfLegTwo()).toBe(0);
    expect(cup.eliminationFixtures[0]!.matches.find((m) => m._id === two!._id)!.reports).toEqual([]);
  });
});

describe("a group tournament's knockout over two legs", () => {
  it("stores knockoutLegs and plays the final as one match by default", async () => {
    const response = await create({ system: "group", matchType: "single", groupCount: 1, teamsAdvancing: 4, knockoutLegs: 2 });
    expect(response.statusCode, response.body).toBe(201);
    let cup = writtenTournamentOf(response);
    expect(cup).toMatchObject({ knockoutLegs: 2, finalLegs: 1 });
    expect(await storedLegs(cup._id)).toEqual({ knockout_legs: 2, final_legs: 1 });
    for (const m of cup.groupFixtures[0]!.fixtures.flatMap((r) => r.matches)) cup = answered(await confirm(cup, m, 1, 0));
    cup = answered(await call("POST", `/api/tournaments/${cup._id}/advance`, creator, {}));
    // Named by its ties (two), not its four matches.
    expect(cup.knockoutFixtures[0]!.name).toBe("Son 4");
    expect(cup.knockoutFixtures[0]!.matches.map((m) => m.leg)).toEqual([1, 2, 1, 2]);
    for (const m of cup.knockoutFixtures[0]!.matches) cup = answered(await confirm(cup, m, m.leg === 1 ? 2 : 0, 0));
    cup = answered(await call("POST", `/api/tournaments/${cup._id}/advance`, creator, {}));
    expect(cup.finalFixture).toMatchObject({ leg: 1 });
    expect(cup.finalSecondLeg).toBeNull();
  });
});

describe("refusals, which create nothing", () => {
  it("refuses legs on a league or a challenge", async () => {
    const before = await tournamentCount();
    const message = "Rövanşlı eleme turları yalnızca eleme, grup ve İsviçre turnuvalarında seçilebilir.";
    refused(await create({ system: "league", matchType: "single", knockoutLegs: 2 }), "knockoutLegs", message);
    refused(await create({ system: "challenge", participants: players.slice(0, 2).map((p) => p.id), bestOf: 3, finalLegs: 2 }), "finalLegs", message);
    expect(await tournamentCount()).toBe(before);
  });

  it("refuses a count other than 1 or 2", async () => {
    const before = await tournamentCount();
    const message = "Eleme turlarında eşleşme başına maç sayısı 1 ya da 2 olmalıdır.";
    refused(await create({ system: "elimination", participantCount: 4, knockoutLegs: 3 }), "knockoutLegs", message);
    refused(await create({ system: "elimination", participantCount: 4, finalLegs: "iki" }), "finalLegs", message);
    expect(await tournamentCount()).toBe(before);
  });

  it("without the options: one match per tie, as before", async () => {
    const cup = writtenTournamentOf(await create({ system: "elimination", participantCount: 4 }));
    expect(cup).toMatchObject({ knockoutLegs: 1, finalLegs: 1, ties: [], finalSecondLeg: null });
    expect(cup.eliminationFixtures[0]!.matches.map((m) => m.leg)).toEqual([1, 1]);
    expect(await storedLegs(cup._id)).toEqual({ knockout_legs: 1, final_legs: 1 });
  });
});
