// Issue 28, tie-break rules: the creation option `tiebreakers` of a league or group stage, stored
// and read back, refused elsewhere, and each standings row saying which rule put it below the row above.
import type { Tournament } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { findTournamentRow, loadRecord } from "../src/modules/tournaments/repository.ts";
import { toState } from "../src/modules/tournaments/state.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { answered, writtenTournamentOf } from "./support/tournaments.ts";
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

type Name = "ahmet" | "berk" | "cem" | "deniz";
type Match = Tournament["leagueFixtures"][number]["matches"][number];

// ahmet and berk finish level on 6 points; berk's goal difference is better (+7 to +1), but ahmet
// beat berk: the spec's order puts berk first, head-to-head puts ahmet first.
const results: Record<string, [number, number]> = {
  "ahmet-berk": [1, 0],
  "ahmet-cem": [1, 0],
  "ahmet-deniz": [0, 1],
  "berk-cem": [5, 0],
  "berk-deniz": [3, 0],
  "cem-deniz": [0, 0],
};

let platform: BuiltPlatform;
let creator: BuiltSession;
let players: Record<Name, BuiltUser>;

beforeAll(async () => {
  const db = t.database.db;
  const owner = await buildSession(db);
  platform = await buildPlatform(db, { owner: owner.user });
  creator = await buildSession(db);
  await buildMembership(db, { platform, user: creator.user });
  const built: Array<[Name, BuiltUser]> = [];
  for (const username of ["cem", "ahmet", "deniz", "berk"] as const) {
    const user = await buildUser(db, { username });
    await buildMembership(db, { platform, user });
    built.push([username, user]);
  }
  players = Object.fromEntries(built) as Record<Name, BuiltUser>;
});

const ids = () => Object.values(players).map((p) => p.id);

function create(body: Record<string, unknown>) {
  return call("POST", "/api/tournaments", creator, { name: "Eşitlik Ligi", platformId: platform.id, participants: ids(), ...body });
}

const storedRule = async (id: string) =>
  (await queryRows<{ tiebreakers: string | null }>(t.database.db, sql`SELECT tiebreakers FROM tournaments WHERE id = ${id}`))[0]?.tiebreakers;

/** A 400 naming the field, as a form shows it under the choice. */
function refused(response: LightMyRequestResponse, message: string): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ code: "VALIDATION_ERROR", message, fields: { tiebreakers: message } });
}

const tournamentCount = async () => (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM tournaments`))[0]?.n;

/** Confirms every match of the league with the season's results; the last answer. */
async function play(league: Tournament): Promise<Tournament> {
  let current = league;
  for (const m of league.leagueFixtures.flatMap((week) => week.matches) as Match[]) {
    const home = m.home?.username ?? "";
    const away = m.away?.username ?? "";
    const [first, second] = results[[home, away].sort().join("-")]!;
    const score = home < away ? { homeScore: first, awayScore: second } : { homeScore: second, awayScore: first };
    current = answered(await call("POST", `/api/tournaments/${league._id}/matches/${m._id}/confirm`, creator, score));
  }
  return current;
}

const table = (rows: Tournament["leagueStandings"]) => rows.map((r) => [r.team.username, r.points, r.goalDifference, r.separatedBy]);

describe("tie-break rules of a league", () => {
  it("a league made with 'headToHead' stores it, says it, and puts the winner of the meeting first, saying why", async () => {
    const response = await create({ system: "league", matchType: "single", tiebreakers: "headToHead" });
    expect(response.statusCode, response.body).toBe(201);
    const league = writtenTournamentOf(response);
    expect(league.tiebreakers).toBe("headToHead");
    expect(await storedRule(league._id)).toBe("headToHead");
    // Nobody has played: everyone is level on everything, and only the name separates them.
    expect(table(league.leagueStandings)).toEqual([
      ["ahmet", 0, 0, null],
      ["berk", 0, 0, "name"],
      ["cem", 0, 0, "name"],
      ["deniz", 0, 0, "name"],
    ]);
    const played = await play(league);
    expect(table(played.leagueStandings)).toEqual([
      ["ahmet", 6, 1, null],
      ["berk", 6, 7, "headToHeadPoints"],
      ["deniz", 4, -2, "points"],
      ["cem", 1, -6, "points"],
    ]);
  });

  it("a league made without the option orders by the spec's rule ('overall'), stored, and says goal difference separated the two", async () => {
    const response = await create({ system: "league", matchType: "single" });
    expect(response.statusCode, response.body).toBe(201);
    const league = writtenTournamentOf(response);
    expect(league.tiebreakers).toBe("overall");
    expect(await storedRule(league._id)).toBe("overall");
    const played = await play(league);
    expect(table(played.leagueStandings)).toEqual([
      ["berk", 6, 7, null],
      ["ahmet", 6, 1, "goalDifference"],
      ["deniz", 4, -2, "points"],
      ["cem", 1, -6, "points"],
    ]);
    // The champion follows the rule too.
    const finished = answered(await call("POST", `/api/tournaments/${league._id}/finish`, creator, {}));
    expect(finished.champion?.username).toBe("berk");
  });

  it("a tournament stored before issue 28 (no rule) reads back without one and keeps its order", async () => {
    const league = writtenTournamentOf(await create({ system: "league", matchType: "single", tiebreakers: "headToHead" }));
    await t.database.db.execute(sql`UPDATE tournaments SET tiebreakers = NULL WHERE id = ${league._id}`);
    const row = await findTournamentRow(t.database.db, league._id);
    const state = toState(await loadRecord(t.database.db, row!));
    expect(state.system === "league" && "tiebreakers" in state).toBe(false);
  });
});

describe("tie-break rules of a group stage", () => {
  const group = { system: "group", matchType: "single", groupCount: 1, teamsAdvancing: 2 };

  it("defaults to head-to-head (the spec's group rule), stored, with a reason per row", async () => {
    const response = await create(group);
    expect(response.statusCode, response.body).toBe(201);
    const made = writtenTournamentOf(response);
    expect(made.tiebreakers).toBe("headToHead");
    expect(await storedRule(made._id)).toBe("headToHead");
    expect(made.groupStandings[0]!.standings.map((r) => r.separatedBy)).toEqual([null, "name", "name", "name"]);
  });

  it("takes 'overall' when chosen", async () => {
    const made = writtenTournamentOf(await create({ ...group, tiebreakers: "overall" }));
    expect(made.tiebreakers).toBe("overall");
    expect(await storedRule(made._id)).toBe("overall");
  });
});

describe("refusals, which create nothing", () => {
  it("refuses a rule on an elimination or a challenge with a Turkish 400", async () => {
    const before = await tournamentCount();
    refused(
      await create({ system: "elimination", participantCount: 4, tiebreakers: "overall" }),
      "Eşitlik kuralı yalnızca lig ve grup turnuvalarında seçilebilir.",
    );
    refused(
      await create({ system: "challenge", participants: ids().slice(0, 2), bestOf: 3, tiebreakers: "headToHead" }),
      "Eşitlik kuralı yalnızca lig ve grup turnuvalarında seçilebilir.",
    );
    expect(await tournamentCount()).toBe(before);
  });

  it("refuses an unknown rule with a Turkish 400", async () => {
    const before = await tournamentCount();
    refused(
      await create({ system: "league", matchType: "single", tiebreakers: "alphabet" }),
      "Eşitlik kuralı averaj (overall) ya da ikili averaj (headToHead) olmalıdır.",
    );
    expect(await tournamentCount()).toBe(before);
  });

  it("accepts null on any system (the same as leaving it out)", async () => {
    const response = await create({ system: "elimination", participantCount: 4, tiebreakers: null });
    expect(response.statusCode, response.body).toBe(201);
    expect(writtenTournamentOf(response).tiebreakers).toBeNull();
  });
});
