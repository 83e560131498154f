// Issue 28 through the API: a level knockout match decided on penalties, and the club each player
// used. Confirm (organiser), report and accept (players) carry `homePenalties`/`awayPenalties` and
// `homeClub`/`awayClub`; every refusal comes with the engine's or the contract's Turkish text and
// leaves the data as it was; the answers (whole and changes-only) show what was stored; cancel
// clears it. On PGlite and on PostgreSQL.
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import { tournamentMessages, type Tournament, type TournamentMatch } from "@turnuva/contract/tournaments";
import { MESSAGES } from "@turnuva/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltSession, type BuiltTournament, buildSession, buildTournament } from "./support/factories.ts";
import { answered, refused, tournamentOf } from "./support/tournaments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

const DRAW = "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.";
const CLUB_TOO_LONG = "Takım adı en fazla 40 karakter olabilir.";

interface Built extends BuiltTournament {
  match: TournamentMatch;
  home: BuiltSession;
  away: BuiltSession;
}

/** A tournament of four (an elimination unless told) and its first open match, with its two players signed in. */
async function built(system: "elimination" | "league" = "elimination"): Promise<Built> {
  const b = await buildTournament(t.database.db, { system, participantCount: 4 });
  const rounds = system === "elimination" ? b.tournament.eliminationFixtures : b.tournament.leagueFixtures;
  const match = rounds[0]!.matches.find((m) => m.home && m.away)!;
  const home = await buildSession(t.database.db, { user: b.participants.find((p) => p.id === match.home!._id)! });
  const away = await buildSession(t.database.db, { user: b.participants.find((p) => p.id === match.away!._id)! });
  return { ...b, match, home, away };
}

const url = (b: Built, action: string, match = b.match) => `/api/tournaments/${b.tournament._id}/matches/${match._id}/${action}`;
const confirm = (b: Built, body: object, match = b.match) => call("POST", url(b, "confirm", match), b.owner, body);
const read = async (b: Built) => tournamentOf(await call("GET", `/api/tournaments/${b.tournament._id}`));
const all = (tournament: Tournament) => [
  ...tournament.eliminationFixtures.flatMap((r) => r.matches),
  ...tournament.leagueFixtures.flatMap((r) => r.matches),
];
const matchIn = (tournament: Tournament, id: string) => all(tournament).find((m) => m._id === id)!;

interface StoredResult {
  home_score: number | null;
  away_score: number | null;
  home_penalties: number | null;
  away_penalties: number | null;
  home_club: string | null;
  away_club: string | null;
}
const stored = async (b: Built, match = b.match) =>
  (
    await queryRows<StoredResult>(
      t.database.db,
      sql`SELECT home_score, away_score, home_penalties, away_penalties, home_club, away_club FROM matches WHERE tournament_id = ${b.tournament._id} AND key = ${match._id}`,
    )
  )[0]!;
/** Everything a refusal must leave as it was: the matches, the reports and the tournament's row. */
const everything = async (b: Built) => ({
  matches: await queryRows(t.database.db, sql`SELECT * FROM matches WHERE tournament_id = ${b.tournament._id} ORDER BY key`),
  reports: await queryRows(
    t.database.db,
    sql`SELECT r.* FROM match_reports r JOIN matches m ON m.id = r.match_id WHERE m.tournament_id = ${b.tournament._id} ORDER BY r.user_id`,
  ),
  row: await queryRows(t.database.db, sql`SELECT version, status, champion_id FROM tournaments WHERE id = ${b.tournament._id}`),
});

describe("the organiser confirms a shoot-out", () => {
  it("a level elimination match with penalties is confirmed; the winner on penalties goes through; the answers show shoot-out and clubs", async () => {
    const b = await built();
    const done = answered(
      await confirm(b, { homeScore: 1, awayScore: 1, homePenalties: 3, awayPenalties: 4, homeClub: "  Galatasaray ", awayClub: "Real Madrid" }),
    );
    expect(matchIn(done, b.match._id)).toMatchObject({
      isConfirmed: true,
      homeScore: 1,
      awayScore: 1,
      homePenalties: 3,
      awayPenalties: 4,
      homeClub: "Galatasaray",
      awayClub: "Real Madrid",
    });
    expect(await stored(b)).toEqual({
      home_score: 1,
      away_score: 1,
      home_penalties: 3,
      away_penalties: 4,
      home_club: "Galatasaray",
      away_club: "Real Madrid",
    });
    // The other semi-final, then the final: the away side, winner on penalties, is in it.
    const other = done.eliminationFixtures[0]!.matches.find((m) => m._id !== b.match._id)!;
    const next = answered(await confirm(b, { homeScore: 2, awayScore: 0 }, other));
    const final = next.eliminationFixtures[1]!.matches[0]!;
    expect([final.home?._id, final.away?._id]).toContain(b.match.away!._id);
    expect([final.home?._id, final.away?._id]).not.toContain(b.match.home!._id);
    // A match without a shoot-out or clubs carries none, in the whole answer and on the wire.
    expect(matchIn(next, other._id)).toMatchObject({ homePenalties: null, awayPenalties: null, homeClub: null, awayClub: null });
    const wire = (await call("GET", `/api/tournaments/${b.tournament._id}`)).json<{ eliminationFixtures: Array<{ matches: object[] }> }>();
    const [first, second] = wire.eliminationFixtures[0]!.matches as Array<Record<string, unknown>>;
    const [withShootout, without] = b.match.index === 0 ? [first!, second!] : [second!, first!];
    expect(withShootout).toMatchObject({ homePenalties: 3, awayPenalties: 4, homeClub: "Galatasaray", awayClub: "Real Madrid" });
    expect(Object.keys(without)).not.toEqual(expect.arrayContaining(["homePenalties"]));
    expect(Object.keys(without).filter((k) => /Penalties|Club/.test(k))).toEqual([]);
  });

  it("answers the changes only with the shoot-out and the clubs (Prefer: return=minimal)", async () => {
    const b = await built();
    const response = await t.app.inject({
      method: "POST",
      url: url(b, "confirm"),
      headers: { authorization: b.owner.authorization, prefer: "return=minimal" },
      payload: { homeScore: 2, awayScore: 2, homePenalties: 5, awayPenalties: 4, awayClub: "Fenerbahçe" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { changes } = response.json<TournamentChangesResponse>();
    expect(changes.matches.find((m) => m._id === b.match._id)).toMatchObject({
      homeScore: 2,
      awayScore: 2,
      homePenalties: 5,
      awayPenalties: 4,
      homeClub: null,
      awayClub: "Fenerbahçe",
    });
  });

  const PENALTIES_NOT_ALLOWED = MESSAGES.PENALTIES_NOT_ALLOWED;
  const refusals: Array<[label: string, system: "elimination" | "league", body: object, refusal: [number, string, string, string?]]> = [
    ["a level elimination score without penalties", "elimination", { homeScore: 1, awayScore: 1 }, [400, "SCORE_DRAW_NOT_ALLOWED", DRAW]],
    [
      "penalties in a league match",
      "league",
      { homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3 },
      [400, "PENALTIES_NOT_ALLOWED", PENALTIES_NOT_ALLOWED],
    ],
    [
      "penalties on a score that is not level",
      "elimination",
      { homeScore: 2, awayScore: 1, homePenalties: 4, awayPenalties: 3 },
      [400, "PENALTIES_NOT_ALLOWED", PENALTIES_NOT_ALLOWED],
    ],
    [
      "one side's penalties only",
      "elimination",
      { homeScore: 0, awayScore: 0, homePenalties: 4 },
      [400, "PENALTIES_MISSING", MESSAGES.PENALTIES_MISSING],
    ],
    [
      "penalties out of range",
      "elimination",
      { homeScore: 0, awayScore: 0, homePenalties: 100, awayPenalties: 3 },
      [400, "PENALTIES_FORMAT_INVALID", MESSAGES.PENALTIES_FORMAT_INVALID],
    ],
    [
      "negative penalties",
      "elimination",
      { homeScore: 0, awayScore: 0, homePenalties: -1, awayPenalties: 3 },
      [400, "PENALTIES_FORMAT_INVALID", MESSAGES.PENALTIES_FORMAT_INVALID],
    ],
    [
      "level penalties",
      "elimination",
      { homeScore: 0, awayScore: 0, homePenalties: 4, awayPenalties: 4 },
      [400, "PENALTIES_DRAW", MESSAGES.PENALTIES_DRAW],
    ],
    [
      "a club of 41 characters",
      "elimination",
      { homeScore: 2, awayScore: 1, homeClub: "x".repeat(41) },
      [400, "VALIDATION_ERROR", CLUB_TOO_LONG, "homeClub"],
    ],
    [
      "a club that is not text",
      "elimination",
      { homeScore: 2, awayScore: 1, awayClub: 7 },
      [400, "VALIDATION_ERROR", "Takım adı metin olmalıdır.", "awayClub"],
    ],
  ];

  it.each(refusals)("refuses %s, and nothing changes", async (_label, system, body, [status, code, message, field]) => {
    const b = await built(system);
    const before = await everything(b);
    const response = await confirm(b, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ code, message, ...(field ? { fields: { [field]: message } } : {}) });
    expect(await everything(b)).toEqual(before);
  });

  it("takes a club of 40 characters, and an empty one as none", async () => {
    const b = await built();
    answered(await confirm(b, { homeScore: 2, awayScore: 1, homeClub: "y".repeat(40), awayClub: "   " }));
    expect(await stored(b)).toMatchObject({ home_club: "y".repeat(40), away_club: null, home_penalties: null, away_penalties: null });
  });

  it("a league match keeps its draw, clubs and all", async () => {
    const b = await built("league");
    answered(await confirm(b, { homeScore: 1, awayScore: 1, homeClub: "Beşiktaş" }));
    expect(await stored(b)).toMatchObject({ home_score: 1, away_score: 1, home_penalties: null, home_club: "Beşiktaş", away_club: null });
  });

  it("cancel clears the shoot-out and the clubs with the score", async () => {
    const b = await built();
    answered(await confirm(b, { homeScore: 0, awayScore: 0, homePenalties: 5, awayPenalties: 3, homeClub: "Ajax", awayClub: "Porto" }));
    const cancelled = answered(await call("POST", url(b, "cancel"), b.owner));
    expect(matchIn(cancelled, b.match._id)).toMatchObject({
      isConfirmed: false,
      homePenalties: null,
      awayPenalties: null,
      homeClub: null,
      awayClub: null,
    });
    expect(await stored(b)).toEqual({
      home_score: null,
      away_score: null,
      home_penalties: null,
      away_penalties: null,
      home_club: null,
      away_club: null,
    });
  });

  it("a walkover has no shoot-out and no clubs", async () => {
    const b = await built();
    const done = answered(await call("POST", url(b, "walkover"), b.owner, { winner: b.match.home!._id }));
    expect(matchIn(done, b.match._id)).toMatchObject({ isWalkover: true, homeScore: 3, awayScore: 0, homePenalties: null, homeClub: null });
  });
});

describe("the players report a shoot-out", () => {
  const report = (b: Built, as: BuiltSession, body: object) => call("POST", url(b, "report"), as, body);

  it("two reports of the same score and shoot-out confirm the match; each side's club is its own player's word", async () => {
    const b = await built();
    const first = answered(
      await report(b, b.home, { homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 2, homeClub: "Milan", awayClub: "Yanlış" }),
    );
    expect(matchIn(first, b.match._id).reports).toEqual([
      expect.objectContaining({ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 2, homeClub: "Milan", awayClub: "Yanlış" }),
    ]);
    const done = answered(await report(b, b.away, { homeScore: "1", awayScore: "1", homePenalties: "4", awayPenalties: "2", awayClub: "Inter" }));
    expect(matchIn(done, b.match._id)).toMatchObject({
      isConfirmed: true,
      homePenalties: 4,
      awayPenalties: 2,
      homeClub: "Milan",
      awayClub: "Inter",
      reports: [],
    });
    expect(await stored(b)).toEqual({ home_score: 1, away_score: 1, home_penalties: 4, away_penalties: 2, home_club: "Milan", away_club: "Inter" });
  });

  it("a club one player left out is taken from the other's report", async () => {
    const b = await built();
    answered(await report(b, b.home, { homeScore: 3, awayScore: 1, awayClub: "Chelsea" }));
    answered(await report(b, b.away, { homeScore: 3, awayScore: 1, homeClub: "Arsenal" }));
    expect(await stored(b)).toMatchObject({ home_club: "Arsenal", away_club: "Chelsea", home_penalties: null });
  });

  it("reports that differ only in the shoot-out do not confirm the match: it is disputed", async () => {
    const b = await built();
    answered(await report(b, b.home, { homeScore: 2, awayScore: 2, homePenalties: 4, awayPenalties: 3 }));
    const disputed = answered(await report(b, b.away, { homeScore: 2, awayScore: 2, homePenalties: 3, awayPenalties: 4 }));
    expect(matchIn(disputed, b.match._id)).toMatchObject({ isConfirmed: false, isDisputed: true, homeScore: null });
    expect(matchIn(disputed, b.match._id).reports.map((r) => [r.homePenalties, r.awayPenalties])).toEqual([
      [4, 3],
      [3, 4],
    ]);
    expect(await stored(b)).toMatchObject({ home_score: null, home_penalties: null });
  });

  it("a report is refused as a confirm is (a level score without penalties, a long club), and nothing changes", async () => {
    const b = await built();
    const before = await everything(b);
    refused(await report(b, b.home, { homeScore: 1, awayScore: 1 }), 400, "SCORE_DRAW_NOT_ALLOWED", DRAW);
    const long = await report(b, b.home, { homeScore: 2, awayScore: 1, awayClub: "z".repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: "VALIDATION_ERROR", message: CLUB_TOO_LONG, fields: { awayClub: CLUB_TOO_LONG } });
    expect(await everything(b)).toEqual(before);
  });

  it("accept takes the report's shoot-out as it stands, and the accepting player's own club", async () => {
    const b = await built();
    answered(await report(b, b.home, { homeScore: 0, awayScore: 0, homePenalties: 2, awayPenalties: 3, homeClub: "Roma", awayClub: "Lazio" }));
    const done = answered(await call("POST", url(b, "accept"), b.away, { awayClub: "Napoli" }));
    expect(matchIn(done, b.match._id)).toMatchObject({ isConfirmed: true, homePenalties: 2, awayPenalties: 3, homeClub: "Roma", awayClub: "Napoli" });
    // The away side won on penalties: it is the one that goes on.
    const read1 = await read(b);
    expect(read1.eliminationFixtures[0]!.matches.find((m) => m._id === b.match._id)).toMatchObject({ homePenalties: 2, awayPenalties: 3 });
  });

  it("accept without a body keeps the report's clubs; a long club in its body is refused and nothing changes", async () => {
    const b = await built();
    answered(await report(b, b.home, { homeScore: 1, awayScore: 0, homeClub: "Roma", awayClub: "Lazio" }));
    const before = await everything(b);
    const long = await call("POST", url(b, "accept"), b.away, { homeClub: "q".repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(CLUB_TOO_LONG);
    expect(await everything(b)).toEqual(before);
    answered(await call("POST", url(b, "accept"), b.away));
    expect(await stored(b)).toMatchObject({ home_score: 1, away_score: 0, home_club: "Roma", away_club: "Lazio" });
  });

  it("the organiser's messages stay as they were for a report nobody may accept", async () => {
    const b = await built();
    refused(await call("POST", url(b, "accept"), b.away), 409, "NOTHING_TO_ACCEPT", tournamentMessages.nothingToAccept);
  });
});
