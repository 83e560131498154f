import { tournamentMessages, type Tournament, type TournamentMatch } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltSession, type BuiltTournament, buildMembership, buildSession, buildTournament } from "./support/factories.ts";
import { writtenTournamentOf } from "./support/tournaments.ts";

/**
 * Issue 25: the two players of a match report its score; the same score from both confirms it as
 * an organiser's confirm would; different scores dispute it and the organiser decides (a score, or
 * asking both again); the opponent may accept a report; a player takes their own back. Who may do
 * each, in which state, with which text; on PGlite and on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

interface League extends BuiltTournament {
  /** The players of `match`, signed in: home and away. */
  home: BuiltSession;
  away: BuiltSession;
  match: TournamentMatch;
}

/** A league of four where players report; its first match, with its two players signed in. */
async function league(settings: Record<string, unknown> = {}): Promise<League> {
  const built = await buildTournament(t.database.db, { participantCount: 4, settings });
  const match = built.tournament.leagueFixtures[0]!.matches[0]!;
  const home = await buildSession(t.database.db, { user: built.participants.find((p) => p.id === match.home!._id)! });
  const away = await buildSession(t.database.db, { user: built.participants.find((p) => p.id === match.away!._id)! });
  return { ...built, home, away, match };
}

const report = (l: League, as: BuiltSession | undefined, homeScore: unknown, awayScore: unknown) =>
  call("POST", `/api/tournaments/${l.tournament._id}/matches/${l.match._id}/report`, as, { homeScore, awayScore });
const accept = (l: League, as: BuiltSession | undefined) => call("POST", `/api/tournaments/${l.tournament._id}/matches/${l.match._id}/accept`, as);
const withdraw = (l: League, as: BuiltSession | undefined) =>
  call("DELETE", `/api/tournaments/${l.tournament._id}/matches/${l.match._id}/report`, as);

function matchIn(tournament: Tournament, id: string): TournamentMatch {
  return tournament.leagueFixtures.flatMap((week) => week.matches).find((m) => m._id === id)!;
}
const answered = (response: Awaited<ReturnType<typeof call>>): Tournament => {
  expect(response.statusCode, response.body).toBe(200);
  return writtenTournamentOf(response);
};
const refused = (response: Awaited<ReturnType<typeof call>>, status: number, code: string, message: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ code, message });
};
/** The match's row: the answer names it by its key (issue 27), unique within its tournament. */
const rowOf = (l: League) => sql`(SELECT id FROM matches WHERE tournament_id = ${l.tournament._id} AND key = ${l.match._id})`;
const reportRows = async (l: League) =>
  queryRows<{ user_id: string; home_score: number; away_score: number }>(
    t.database.db,
    sql`SELECT user_id, home_score, away_score FROM match_reports WHERE match_id = ${rowOf(l)} ORDER BY reported_at, user_id`,
  );

describe("a new tournament", () => {
  it("lets its players report by default, or the organiser alone when told so; existing ones keep the organiser", async () => {
    const players = await league();
    expect(players.tournament.resultEntry).toBe("players");
    const organiser = await league({ resultEntry: "organizer" });
    expect(organiser.tournament.resultEntry).toBe("organizer");
    const [row] = await queryRows<{ column_default: string }>(
      t.database.db,
      sql`SELECT column_default FROM information_schema.columns WHERE table_name = 'tournaments' AND column_name = 'result_entry'`,
    );
    expect(row?.column_default).toContain("organizer");
  });

  it.each([
    [{ resultEntry: "herkes" }, "Skorları kimin gireceği geçersiz: oyuncular (players) ya da organizatör (organizer)."],
    [{ roundDays: 0 }, "Bir turun süresi 1 ile 60 gün arasında bir tam sayı olmalıdır."],
    [{ roundDays: 61 }, "Bir turun süresi 1 ile 60 gün arasında bir tam sayı olmalıdır."],
    [{ roundDays: 2.5 }, "Bir turun süresi 1 ile 60 gün arasında bir tam sayı olmalıdır."],
  ])("refuses %j", async (extra, message) => {
    const l = await league();
    const response = await call("POST", "/api/tournaments", l.owner, {
      name: "Ayarlı Lig",
      system: "league",
      platformId: l.platform.id,
      participants: l.participants.map((p) => p.id),
      matchType: "single",
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe("reporting", () => {
  it("one report waits for the opponent; the same score from the opponent confirms the match, as an organiser's confirm would", async () => {
    const l = await league();
    const first = matchIn(answered(await report(l, l.home, 2, 1)), l.match._id);
    expect(first).toMatchObject({ isConfirmed: false, homeScore: null, isDisputed: false });
    expect(first.reports).toEqual([
      {
        by: { _id: l.home.user.id, username: l.home.user.username },
        homeScore: 2,
        awayScore: 1,
        homePenalties: null,
        awayPenalties: null,
        homeClub: null,
        awayClub: null,
        at: expect.any(String),
      },
    ]);

    const done = answered(await report(l, l.away, "2", "1"));
    expect(matchIn(done, l.match._id)).toMatchObject({ isConfirmed: true, homeScore: 2, awayScore: 1, reports: [], isDisputed: false });
    expect(done.leagueStandings.find((row) => row.team._id === l.home.user.id)).toMatchObject({ played: 1, won: 1, points: 3 });
    expect(await reportRows(l)).toEqual([]);
    const [row] = await queryRows<{ confirmed_by_id: string }>(t.database.db, sql`SELECT confirmed_by_id FROM matches WHERE id = ${rowOf(l)}`);
    // Confirmed by the report that agreed.
    expect(row?.confirmed_by_id).toBe(l.away.user.id);
  });

  it("a second report of the same player replaces the first", async () => {
    const l = await league();
    await report(l, l.home, 2, 1);
    const again = matchIn(answered(await report(l, l.home, 4, 0)), l.match._id);
    expect(again.reports).toMatchObject([{ homeScore: 4, awayScore: 0 }]);
    expect(await reportRows(l)).toEqual([{ user_id: l.home.user.id, home_score: 4, away_score: 0 }]);
  });

  it("different scores dispute the match: both shown; the organiser decides with a score, which clears them", async () => {
    const l = await league();
    await report(l, l.home, 2, 1);
    const disputed = matchIn(answered(await report(l, l.away, 1, 1)), l.match._id);
    expect(disputed.isDisputed).toBe(true);
    expect(disputed.reports.map((r) => [r.by._id, r.homeScore, r.awayScore])).toEqual([
      [l.home.user.id, 2, 1],
      [l.away.user.id, 1, 1],
    ]);
    const decided = answered(
      await call("POST", `/api/tournaments/${l.tournament._id}/matches/${l.match._id}/confirm`, l.creator, { homeScore: 3, awayScore: 3 }),
    );
    expect(matchIn(decided, l.match._id)).toMatchObject({ isConfirmed: true, homeScore: 3, awayScore: 3, reports: [], isDisputed: false });
    expect(await reportRows(l)).toEqual([]);
  });

  it("or by asking both to report again, which takes both reports away", async () => {
    const l = await league();
    await report(l, l.home, 2, 1);
    await report(l, l.away, 0, 1);
    const path = `/api/tournaments/${l.tournament._id}/matches/${l.match._id}/reports`;
    refused(await call("DELETE", path, l.home), 403, "UNAUTHORIZED", tournamentMessages.manageForbidden);
    const cleared = matchIn(answered(await call("DELETE", path, l.owner)), l.match._id);
    expect(cleared).toMatchObject({ isConfirmed: false, reports: [], isDisputed: false });
    // Nothing left to ask for: said, not a silent success.
    refused(await call("DELETE", path, l.owner), 409, "NOTHING_TO_CLEAR", tournamentMessages.nothingToClear);
  });

  it("the opponent accepts a report as it stands; nobody accepts their own, and nothing is accepted that was not reported", async () => {
    const l = await league();
    refused(await accept(l, l.away), 409, "NOTHING_TO_ACCEPT", tournamentMessages.nothingToAccept);
    await report(l, l.home, 0, 2);
    refused(await accept(l, l.home), 409, "NOTHING_TO_ACCEPT", tournamentMessages.nothingToAccept);
    expect(matchIn(answered(await accept(l, l.away)), l.match._id)).toMatchObject({ isConfirmed: true, homeScore: 0, awayScore: 2 });
  });

  it("a player takes their own report back while the match is open, and only their own", async () => {
    const l = await league();
    await report(l, l.home, 1, 0);
    refused(await withdraw(l, l.away), 409, "NOTHING_TO_WITHDRAW", tournamentMessages.nothingToWithdraw);
    expect(matchIn(answered(await withdraw(l, l.home)), l.match._id).reports).toEqual([]);
    refused(await withdraw(l, l.home), 409, "NOTHING_TO_WITHDRAW", tournamentMessages.nothingToWithdraw);
  });

  it("a cancelled result is open again with no reports; the players report it anew", async () => {
    const l = await league();
    await report(l, l.home, 2, 2);
    await report(l, l.away, 2, 2);
    answered(await call("POST", `/api/tournaments/${l.tournament._id}/matches/${l.match._id}/cancel`, l.owner));
    const fresh = matchIn(answered(await report(l, l.home, 3, 0)), l.match._id);
    expect(fresh.reports).toHaveLength(1);
  });
});

describe("who may report, and when", () => {
  it("only the two players of the match, members of the platform, where players enter scores", async () => {
    const l = await league();
    const before = await reportRows(l);
    expect((await report(l, undefined, 1, 0)).statusCode).toBe(401);
    const stranger = await buildSession(t.database.db);
    const member = await buildSession(t.database.db, { user: (await buildMembership(t.database.db, { platform: l.platform })).user });
    for (const someone of [stranger, member, l.owner, l.creator])
      refused(await report(l, someone, 1, 0), 403, "UNAUTHORIZED", tournamentMessages.reportForbidden);
    const other = l.tournament.leagueFixtures[0]!.matches[1]!;
    const otherPlayer = await buildSession(t.database.db, { user: l.participants.find((p) => p.id === other.home!._id)! });
    refused(await report(l, otherPlayer, 1, 0), 403, "UNAUTHORIZED", tournamentMessages.reportForbidden);
    expect(await reportRows(l)).toEqual(before);

    const organiserOnly = await league({ resultEntry: "organizer" });
    refused(await report(organiserOnly, organiserOnly.home, 1, 0), 403, "UNAUTHORIZED", tournamentMessages.reportsClosed);

    // Removed from the platform, a player's matches are the organiser's.
    await call("POST", `/api/platforms/${l.platform.id}/remove-member`, l.owner, { userId: l.away.user.id });
    refused(await report(l, l.away, 1, 0), 403, "UNAUTHORIZED", tournamentMessages.reportNotMember);
  });

  it("only on an open match of a running tournament, with the confirm's score rules and texts", async () => {
    const l = await league();
    refused(await report(l, l.home, "iki", 1), 400, "SCORE_FORMAT_INVALID", "Geçersiz skor formatı!");
    refused(await report(l, l.home, 1, null), 400, "SCORE_MISSING", "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.");
    refused(await report(l, l.home, 100, 1), 400, "SCORE_FORMAT_INVALID", "Geçersiz skor formatı!");
    await report(l, l.home, 1, 0);
    await report(l, l.away, 1, 0);
    refused(await report(l, l.home, 2, 0), 409, "MATCH_NOT_OPEN", tournamentMessages.matchNotOpen);

    const paused = await league();
    answered(await call("PUT", `/api/tournaments/${paused.tournament._id}`, paused.owner, { status: "paused" }));
    refused(await report(paused, paused.home, 1, 0), 409, "TOURNAMENT_NOT_ACTIVE", "Turnuva duraklatıldı. İşlem yapmak için önce devam ettirin.");
  });

  it("says a challenge's game is no longer needed once the challenge is decided", async () => {
    const built = await buildTournament(t.database.db, { system: "challenge", participantCount: 2, settings: { bestOf: 3 } });
    const [first, second, third] = built.tournament.challengeFixtures;
    for (const game of [first!, second!]) {
      answered(
        await call("POST", `/api/tournaments/${built.tournament._id}/matches/${game._id}/confirm`, built.owner, { homeScore: 2, awayScore: 0 }),
      );
    }
    const player = await buildSession(t.database.db, { user: built.participants.find((p) => p.id === third!.home!._id)! });
    const response = await call("POST", `/api/tournaments/${built.tournament._id}/matches/${third!._id}/report`, player, {
      homeScore: 1,
      awayScore: 0,
    });
    refused(response, 409, "MATCH_NOT_OPEN", tournamentMessages.matchNotNeeded);
  });

  it("refuses a draw where the system refuses one, in the spec's words", async () => {
    const built = await buildTournament(t.database.db, { system: "elimination", participantCount: 4 });
    const match = built.tournament.eliminationFixtures[0]!.matches[0]!;
    const home = await buildSession(t.database.db, { user: built.participants.find((p) => p.id === match.home!._id)! });
    const response = await call("POST", `/api/tournaments/${built.tournament._id}/matches/${match._id}/report`, home, { homeScore: 1, awayScore: 1 });
    refused(response, 400, "SCORE_DRAW_NOT_ALLOWED", "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.");
  });
});

describe("at the same instant", () => {
  it("twenty reports and accepts of one match give one confirmation, never two, and no report left behind", async () => {
    const l = await league();
    answered(await report(l, l.home, 2, 1));
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? report(l, l.away, 2, 1) : accept(l, l.away))));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const late of responses.filter((r) => r.statusCode === 409)) expect(late.json().code).toBe("MATCH_NOT_OPEN");
    const [row] = await queryRows<{ home_score: number; away_score: number; n: number }>(
      t.database.db,
      sql`SELECT home_score, away_score, (SELECT count(*)::int FROM match_reports WHERE match_id = ${rowOf(l)}) AS n FROM matches WHERE id = ${rowOf(l)}`,
    );
    expect(row).toEqual({ home_score: 2, away_score: 1, n: 0 });
    const [version] = await queryRows<{ version: number }>(t.database.db, sql`SELECT version FROM tournaments WHERE id = ${l.tournament._id}`);
    // Created at 1, one report, one confirmation.
    expect(version?.version).toBe(l.tournament.version + 2);
  });

  it("two players reporting at once: both reports kept, in one order or the other", async () => {
    const l = await league();
    const [a, b] = await Promise.all([report(l, l.home, 3, 0), report(l, l.away, 0, 3)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await reportRows(l)).map((r) => r.user_id).sort()).toEqual([l.home.user.id, l.away.user.id].sort());
  });
});
