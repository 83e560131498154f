import { tournamentMessages, type Tournament, type TournamentMatch } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { buildSession, buildTournament, playTournament } from "./support/factories.ts";
import { tournamentOf, writtenTournamentOf } from "./support/tournaments.ts";

/**
 * Issue 25, the organiser's side: walkovers (3–0, counted in the standings and the knockout, not
 * in anyone's goals), round deadlines (set at creation and when a round opens, changed by round,
 * overdue shown), reopening a completed tournament, deleting one (gone from everything at once).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

const answered = (response: Awaited<ReturnType<typeof call>>): Tournament => {
  expect(response.statusCode, response.body).toBe(200);
  return writtenTournamentOf(response);
};
const weeks = (tournament: Tournament) => tournament.leagueFixtures.flatMap((week) => week.matches);
const DAY = 24 * 60 * 60 * 1000;

describe("a walkover", () => {
  it("is a 3–0 for the winner: in the standings like any win, in no one's goals, and marked", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 4 });
    const match = weeks(built.tournament)[0]!;
    const winner = match.away!._id;
    const path = `/api/tournaments/${built.tournament._id}/matches/${match._id}/walkover`;
    const home = await buildSession(t.database.db, { user: built.participants.find((p) => p.id === match.home!._id)! });
    expect((await call("POST", path, home, { winner })).statusCode).toBe(403);
    const notAPlayer = await call("POST", path, built.owner, { winner: built.owner.user.id });
    expect(notAPlayer.statusCode).toBe(400);
    expect(notAPlayer.json().message).toBe(tournamentMessages.walkoverWinnerNotPlayer);

    const after = answered(await call("POST", path, built.owner, { winner }));
    expect(weeks(after).find((m) => m._id === match._id)).toMatchObject({ isConfirmed: true, homeScore: 0, awayScore: 3, isWalkover: true });
    expect(after.leagueStandings.find((row) => row.team._id === winner)).toMatchObject({ won: 1, points: 3, goalsFor: 3 });

    const figures = (await call("GET", `/api/tournaments/user-stats/username/${match.away!.username}`)).json();
    expect(figures).toMatchObject({ totalMatches: 1, wins: 1, goalsScored: 0, goalsConceded: 0 });
    const history = (await call("GET", `/api/users/${match.away!.username}/match-history`)).json();
    expect(history.matches[0]).toMatchObject({ userScore: 3, opponentScore: 0, result: "win", isWalkover: true });
    const headToHead = (await call("GET", `/api/tournaments/compare/${winner}/${match.home!._id}`)).json();
    expect(headToHead).toMatchObject({ totalMatches: 1, user1Wins: 1, user1GoalsScored: 0, user2GoalsScored: 0 });

    // Cancelled and confirmed again, it is an ordinary result.
    answered(await call("POST", `/api/tournaments/${built.tournament._id}/matches/${match._id}/cancel`, built.owner));
    const played = answered(
      await call("POST", `/api/tournaments/${built.tournament._id}/matches/${match._id}/confirm`, built.owner, { homeScore: 1, awayScore: 2 }),
    );
    expect(weeks(played).find((m) => m._id === match._id)).toMatchObject({ homeScore: 1, awayScore: 2, isWalkover: false });
  });

  it("advances a knockout's winner like any result", async () => {
    const built = await buildTournament(t.database.db, { system: "elimination", participantCount: 4 });
    let tournament = built.tournament;
    for (const match of tournament.eliminationFixtures[0]!.matches) {
      tournament = answered(
        await call("POST", `/api/tournaments/${tournament._id}/matches/${match._id}/walkover`, built.owner, { winner: match.home!._id }),
      );
    }
    const final = tournament.eliminationFixtures.at(-1)!.matches[0]!;
    expect(final.roundName).toBe("Final");
    expect([final.home!._id, final.away!._id].sort()).toEqual(built.tournament.eliminationFixtures[0]!.matches.map((m) => m.home!._id).sort());
  });
});

describe("round deadlines", () => {
  it("give league week k k × roundDays days from creation, and a knockout round roundDays from when it is drawn", async () => {
    const league = await buildTournament(t.database.db, { participantCount: 4, settings: { roundDays: 7 } });
    const created = Date.parse(league.tournament.createdAt);
    for (const match of weeks(league.tournament)) expect(Date.parse(match.deadline!)).toBe(created + match.round * 7 * DAY);
    expect(league.tournament.roundDays).toBe(7);

    const elimination = await buildTournament(t.database.db, { system: "elimination", participantCount: 4, settings: { roundDays: 3 } });
    const first = elimination.tournament.eliminationFixtures[0]!.matches[0]!;
    expect(Date.parse(first.deadline!)).toBe(Date.parse(elimination.tournament.createdAt) + 3 * DAY);
    const before = Date.now();
    const played = await playTournament(t.database.db, elimination, { until: 2 });
    const final = played.eliminationFixtures.at(-1)!.matches[0]!;
    expect(Date.parse(final.deadline!)).toBeGreaterThanOrEqual(before + 3 * DAY - 1000);

    const none = await buildTournament(t.database.db, { participantCount: 4 });
    expect(weeks(none.tournament).every((m) => m.deadline === null && !m.isOverdue)).toBe(true);
  });

  it("are changed by round by the organiser; an open match past its deadline is overdue, a played one never", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 4, settings: { roundDays: 7 } });
    const path = `/api/tournaments/${built.tournament._id}/rounds/deadline`;
    const [played, open] = built.tournament.leagueFixtures[0]!.matches as [TournamentMatch, TournamentMatch];
    answered(
      await call("POST", `/api/tournaments/${built.tournament._id}/matches/${played._id}/confirm`, built.owner, { homeScore: 1, awayScore: 0 }),
    );
    const past = new Date(Date.now() - DAY).toISOString();
    const participant = await buildSession(t.database.db, { user: built.participants[0]! });
    expect((await call("PUT", path, participant, { stage: "league", round: 1, deadline: past })).statusCode).toBe(403);
    const missing = await call("PUT", path, built.owner, { stage: "league", round: 9, deadline: past });
    expect([missing.statusCode, missing.json().message]).toEqual([404, tournamentMessages.roundNotFound]);
    for (const deadline of ["yarın", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z"]) {
      const refusedDeadline = await call("PUT", path, built.owner, { stage: "league", round: 1, deadline });
      expect([refusedDeadline.statusCode, refusedDeadline.json().message]).toEqual([400, tournamentMessages.deadlineInvalid]);
    }

    const moved = answered(await call("PUT", path, built.owner, { stage: "league", round: 1, deadline: past }));
    const week1 = moved.leagueFixtures[0]!.matches;
    expect(week1.map((m) => Date.parse(m.deadline!))).toEqual([Date.parse(past), Date.parse(past)]);
    expect(week1.find((m) => m._id === open._id)?.isOverdue).toBe(true);
    expect(week1.find((m) => m._id === played._id)?.isOverdue).toBe(false);
    expect(moved.leagueFixtures[1]!.matches.every((m) => !m.isOverdue)).toBe(true);
    // The public read says so too (it is not a cached copy from before).
    const read = tournamentOf(await call("GET", `/api/tournaments/${built.tournament.slug}`));
    expect(read.leagueFixtures[0]!.matches.find((m) => m._id === open._id)?.isOverdue).toBe(true);

    const cleared = answered(await call("PUT", path, built.owner, { stage: "league", round: 1, deadline: null }));
    expect(cleared.leagueFixtures[0]!.matches.every((m) => m.deadline === null && !m.isOverdue)).toBe(true);
  });
});

describe("reopening", () => {
  it("takes a completed tournament back to active: results kept, champion gone from its page and the figures, finished again later", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 2 });
    const done = await playTournament(t.database.db, built, { until: "completed" });
    const champion = done.champion!;
    const wins = async () => (await call("GET", `/api/tournaments/tournament-stats/username/${champion.username}`)).json().wins as number;
    expect(await wins()).toBe(1);
    expect(done.actions.reopen).toBe(true);
    const path = `/api/tournaments/${built.tournament._id}/reopen`;
    const player = await buildSession(t.database.db, { user: built.participants[0]! });
    expect((await call("POST", path, player)).statusCode).toBe(403);

    const response = await call("POST", path, built.owner);
    const reopened = answered(response);
    expect(response.json().message).toBe("Turnuva yeniden açıldı.");
    expect(reopened).toMatchObject({ status: "active", champion: null, completedAt: null });
    expect(weeks(reopened).every((m) => m.isConfirmed)).toBe(true);
    expect(await wins()).toBe(0);
    const again = await call("POST", path, built.owner);
    expect([again.statusCode, again.json().code]).toEqual([409, "TOURNAMENT_NOT_COMPLETED"]);
    expect(answered(await call("POST", `/api/tournaments/${built.tournament._id}/finish`, built.owner)).status).toBe("completed");
  });
});

describe("deleting", () => {
  it("takes the tournament and everything of it away from every list, count, profile, comparison and the sitemap", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 2, name: "Silinecek Kupa" });
    const done = await playTournament(t.database.db, built, { until: "completed" });
    const [a, b] = done.participants;
    const path = `/api/tournaments/${built.tournament._id}`;
    const player = await buildSession(t.database.db, { user: built.participants[0]! });
    expect((await call("DELETE", path, player)).statusCode).toBe(403);
    expect((await call("GET", `/api/tournaments/user-stats/username/${a!.username}`)).json().totalMatches).toBe(1);

    const response = await call("DELETE", path, built.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: "Turnuva silindi." });
    expect((await call("GET", path)).statusCode).toBe(404);
    expect((await call("GET", `/api/tournaments/${built.tournament.slug}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/tournaments?search=Silinecek")).json().tournaments).toEqual([]);
    expect((await call("GET", `/api/platforms/slug/${built.platform.slug}/tournaments`)).json()).toEqual({ active: [], completed: [] });
    expect((await call("GET", `/api/platforms/slug/${built.platform.slug}`)).json()).toMatchObject({ tournamentCount: 0 });
    expect((await call("GET", `/api/tournaments/user-stats/username/${a!.username}`)).json().totalMatches).toBe(0);
    expect((await call("GET", `/api/tournaments/tournament-stats/username/${a!.username}`)).json().totalTournaments).toBe(0);
    expect((await call("GET", `/api/tournaments/compare/${a!._id}/${b!._id}`)).json().totalMatches).toBe(0);
    expect((await t.app.inject("/sitemap.xml")).body).not.toContain(built.tournament.slug);
    const [rows] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*) FROM matches WHERE tournament_id = ${built.tournament._id}) + (SELECT count(*) FROM tournament_participants WHERE tournament_id = ${built.tournament._id}) AS n`,
    );
    expect(Number(rows!.n)).toBe(0);
    expect((await call("DELETE", path, built.owner)).statusCode).toBe(404);
  });
});
