import type { StandingRow, Tournament } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { tournamentsService } from "../src/modules/tournaments/service.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { buildMembership, buildPlatform, buildSession, buildTournament, playTournament, testNotifyContext } from "./support/factories.ts";
import { tournamentOf, writtenTournamentOf } from "./support/tournaments.ts";

/**
 * Actions on one tournament that arrive at the same instant (part 2 §4; every action takes the
 * tournament's row lock first, service.ts `act`). On PostgreSQL they really overlap (a pool of
 * connections, each request in its own transaction); on PGlite, one connection, the same requests
 * run one after another and must give the same answers.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

const ALREADY_CONFIRMED = "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.";
const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode).sort();
const playedIn = (rows: StandingRow[]) => rows.reduce((sum, row) => sum + row.played, 0);

async function read(id: string): Promise<Tournament> {
  const response = await call("GET", `/api/tournaments/${id}`);
  expect(response.statusCode).toBe(200);
  return tournamentOf(response);
}

async function matchRows(tournamentId: string) {
  return queryRows<{ id: string; key: string; stage: string; home_score: number | null; away_score: number | null; confirmed_at: unknown }>(
    t.database.db,
    sql`SELECT id, key, stage, home_score, away_score, confirmed_at FROM matches WHERE tournament_id = ${tournamentId} ORDER BY key`,
  );
}

describe("at the same instant", () => {
  it("20 confirmations of one match: one 200, 19 × 409, and the table counts the match once", async () => {
    const { tournament, owner } = await buildTournament(t.database.db, { system: "league" });
    const matchId = tournament.actions.confirm[0] as string;
    // Each sends its own score, so the stored one tells which request won.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call("POST", `/api/tournaments/${tournament._id}/matches/${matchId}/confirm`, owner, { homeScore: i, awayScore: 20 - i }),
      ),
    );

    expect(statuses(responses)).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({ code: "MATCH_ALREADY_CONFIRMED", message: ALREADY_CONFIRMED });
    }
    const winner = responses.findIndex((r) => r.statusCode === 200);
    const stored = (await matchRows(tournament._id)).filter((m) => m.confirmed_at !== null);
    expect(stored.map((m) => [m.key, m.home_score, m.away_score])).toEqual([[matchId, winner, 20 - winner]]);

    const now = await read(tournament.slug);
    expect(now.version).toBe(tournament.version + 1);
    expect(playedIn(now.leagueStandings)).toBe(2);
    expect(now.leagueStandings.filter((row) => row.played === 1)).toHaveLength(2);
    expect(now.leagueStandings.reduce((sum, row) => sum + row.goalsFor, 0)).toBe(20);
    expect(now).toEqual(writtenTournamentOf(responses[winner]!));
  });

  it("two matches of one league confirmed together both count: the version goes up by 2", async () => {
    const { tournament, owner } = await buildTournament(t.database.db, { system: "league" });
    const [first, second] = tournament.leagueFixtures[0]!.matches.map((m) => m._id);
    const responses = await Promise.all(
      [first, second].map((id) => call("POST", `/api/tournaments/${tournament._id}/matches/${id}/confirm`, owner, { homeScore: 1, awayScore: 1 })),
    );
    expect(statuses(responses)).toEqual([200, 200]);
    const now = await read(tournament._id);
    expect(now.version).toBe(tournament.version + 2);
    expect(now.leagueFixtures[0]!.matches.every((m) => m.isConfirmed)).toBe(true);
    expect(playedIn(now.leagueStandings)).toBe(4);
    expect(now.leagueStandings.every((row) => row.played === 1 && row.drawn === 1 && row.points === 1)).toBe(true);
  });

  it("the two matches that finish an elimination round, confirmed together, draw the final and third place once", async () => {
    const { tournament, owner } = await buildTournament(t.database.db, { system: "elimination" });
    const round = tournament.actions.confirm;
    expect(round).toHaveLength(2);
    const responses = await Promise.all(
      round.map((id) => call("POST", `/api/tournaments/${tournament._id}/matches/${id}/confirm`, owner, { homeScore: 3, awayScore: 1 })),
    );
    expect(statuses(responses)).toEqual([200, 200]);
    // Whichever came second saw the first one's result and drew the next round (part 2 §4).
    const rows = await matchRows(tournament._id);
    expect(rows.map((m) => m.key)).toEqual(["elimination-r1-m0", "elimination-r1-m1", "elimination-r2-m0", "thirdPlace-r2-m0"]);
    const now = await read(tournament._id);
    expect(now.version).toBe(tournament.version + 2);
    expect(now.actions.confirm).toHaveLength(2);
  });

  it("simultaneous advances draw the next round once: one 200, the rest 409, no duplicate match rows", async () => {
    const built = await buildTournament(t.database.db, { system: "group" });
    const { tournament, creator } = built;
    await playTournament(t.database.db, built, { until: tournament.actions.confirm.length });
    const before = await read(tournament._id);
    expect(before.actions.advance).toBe(true);

    const responses = await Promise.all(Array.from({ length: 10 }, () => call("POST", `/api/tournaments/${tournament._id}/advance`, creator)));
    expect(statuses(responses)).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({
        code: "ROUND_INCOMPLETE",
        message: "Sonraki tura geçmek için mevcut turdaki tüm maçların skorları onaylanmalıdır.",
      });
    }
    const rows = await matchRows(tournament._id);
    expect(rows.filter((m) => m.stage === "knockout").map((m) => m.key)).toEqual(["knockout-r1-m0", "knockout-r1-m1"]);
    expect(new Set(rows.map((m) => m.key)).size).toBe(rows.length);
    const now = await read(tournament._id);
    expect(now.version).toBe(before.version + 1);
    expect(now.knockoutFixtures).toHaveLength(1);
  });

  it("a finish and a cancel at once never leave a completed league with an open match", async () => {
    const { tournament, owner } = await buildTournament(t.database.db, { system: "league", participantCount: 2 });
    const matchId = tournament.actions.confirm[0] as string;
    await tournamentsService(t.database.db, testNotifyContext).confirm({ id: owner.user.id }, tournament._id, matchId, {
      homeScore: 1,
      awayScore: 0,
    });

    const [finished, cancelled] = await Promise.all([
      call("POST", `/api/tournaments/${tournament._id}/finish`, owner),
      call("POST", `/api/tournaments/${tournament._id}/matches/${matchId}/cancel`, owner),
    ]);
    // One of them went first; the other saw what it did.
    expect([finished.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
    const now = await read(tournament._id);
    const [match] = await matchRows(tournament._id);
    if (finished.statusCode === 200) {
      expect(cancelled.json().code).toBe("TOURNAMENT_COMPLETED");
      expect([now.status, match!.home_score, match!.away_score]).toEqual(["completed", 1, 0]);
    } else {
      expect(finished.json().code).toBe("LEAGUE_MATCHES_INCOMPLETE");
      expect([now.status, match!.home_score, match!.confirmed_at]).toEqual(["active", null, null]);
    }
  });

  it("a pause and a confirmation at once: the answers and the stored state agree", async () => {
    const { tournament, owner } = await buildTournament(t.database.db, { system: "league" });
    const matchId = tournament.actions.confirm[0] as string;
    const [paused, confirmed] = await Promise.all([
      call("PUT", `/api/tournaments/${tournament._id}`, owner, { status: "paused" }),
      call("POST", `/api/tournaments/${tournament._id}/matches/${matchId}/confirm`, owner, { homeScore: 2, awayScore: 2 }),
    ]);
    expect(paused.statusCode).toBe(200);
    const now = await read(tournament._id);
    expect(now.status).toBe("paused");
    const match = (await matchRows(tournament._id)).find((m) => m.key === matchId)!;
    if (confirmed.statusCode === 200) {
      expect([now.version, match.home_score]).toEqual([tournament.version + 2, 2]);
    } else {
      expect(confirmed.statusCode).toBe(409);
      expect(confirmed.json().code).toBe("TOURNAMENT_NOT_ACTIVE");
      expect([now.version, match.home_score]).toEqual([tournament.version + 1, null]);
    }
  });

  it("tournaments created with one name at once each get their own slug", async () => {
    const db = t.database.db;
    const owner = await buildSession(db);
    const platform = await buildPlatform(db, { owner: owner.user });
    const members = [owner.user];
    for (let i = 0; i < 3; i++) members.push((await buildMembership(db, { platform })).user);
    const creators = [owner, ...(await Promise.all(members.slice(1).map((user) => buildSession(db, { user }))))];
    const responses = await Promise.all(
      [...creators, ...creators].map((creator) =>
        call("POST", "/api/tournaments/league", creator, {
          name: "Aynı Anda Kupası",
          platformId: platform.id,
          participants: members.map((m) => m.id),
          matchType: "single",
        }),
      ),
    );
    expect(statuses(responses)).toEqual(Array<number>(8).fill(201));
    const slugs = responses.map((r) => writtenTournamentOf(r).slug).sort();
    expect(slugs).toEqual(["ayni-anda-kupasi", ...Array.from({ length: 7 }, (_, i) => `ayni-anda-kupasi-${i + 2}`)].sort());
    const [row] = await queryRows<{ n: number; matches: number }>(
      db,
      sql`SELECT count(*)::int AS n, (SELECT count(*)::int FROM matches m JOIN tournaments t ON t.id = m.tournament_id WHERE t.name = 'Aynı Anda Kupası') AS matches
          FROM tournaments WHERE name = 'Aynı Anda Kupası'`,
    );
    // Each has its own 6 matches of a league of 4: none lost, none shared.
    expect(row).toEqual({ n: 8, matches: 48 });
  });
});
