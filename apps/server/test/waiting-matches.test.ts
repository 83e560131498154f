import type { WaitingMatchesResponse } from "@turnuva/contract/calendars";
import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/database.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchesOf } from "@turnuva/contract/tournament-matches";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltSession, type BuiltTournament, buildSession, buildTournament, playTournament } from "./support/factories.ts";

/**
 * Issue 25: `GET /api/users/profile/waiting-matches`, the member home's list: the signed-in
 * player's open matches that wait for them across tournaments, to report (nobody reported yet) or
 * to accept (the opponent reported, they have not). Not a
 * match they reported (it waits for the opponent), not a disputed one (the organiser's), not one
 * of a tournament where the organiser enters scores, of a finished tournament or played.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

const waiting = async (as: BuiltSession) => {
  const response = await call("GET", "/api/users/profile/waiting-matches", as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WaitingMatchesResponse>().matches;
};
const ofPlayer = (built: BuiltTournament, id: string) => matchesOf(built.tournament).filter((m) => m.home?._id === id || m.away?._id === id);
/** The row's id, as the waiting list names a match (unique across tournaments); the answer names it by its key (issue 27). */
const rowIdOf = async (built: BuiltTournament, m: TournamentMatch) =>
  (await queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM matches WHERE tournament_id = ${built.tournament._id} AND key = ${m._id}`))[0]!
    .id;
const report = (built: BuiltTournament, match: TournamentMatch, as: BuiltSession, homeScore: number, awayScore: number) =>
  call("POST", `/api/tournaments/${built.tournament._id}/matches/${match._id}/report`, as, { homeScore, awayScore });

describe("the matches waiting for a player", () => {
  it("is for signed-in people only", async () => {
    const response = await call("GET", "/api/users/profile/waiting-matches");
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH_REQUIRED");
  });

  it("lists their open matches to report and to accept, with the opponent's report, across tournaments", async () => {
    const winter = await buildTournament(t.database.db, { participantCount: 4, name: "Kış Ligi", settings: { roundDays: 7 } });
    const me = await buildSession(t.database.db, { user: winter.participants[0]! });
    const summer = await buildTournament(t.database.db, {
      participants: [winter.participants[0]!],
      platform: winter.platform,
      owner: winter.owner,
      name: "Yaz Ligi",
    });
    // Where the organiser enters scores, and a finished tournament: nothing waits for the player.
    await buildTournament(t.database.db, {
      participants: [winter.participants[0]!],
      platform: winter.platform,
      owner: winter.owner,
      settings: { resultEntry: "organizer" },
    });
    const done = await buildTournament(t.database.db, { participants: [winter.participants[0]!], platform: winter.platform, owner: winter.owner });
    await playTournament(t.database.db, done, { until: "completed" });

    const mine = [...ofPlayer(winter, me.user.id), ...ofPlayer(summer, me.user.id)];
    const idOf = new Map<TournamentMatch, string>();
    for (const built of [winter, summer]) for (const m of ofPlayer(built, me.user.id)) idOf.set(m, await rowIdOf(built, m));
    const first = await waiting(me);
    expect(first.map((m) => m._id).sort()).toEqual(mine.map((m) => idOf.get(m)).sort());
    expect(first.every((m) => m.waitingFor === "report" && m.opponentReport === null)).toBe(true);
    // With deadlines first (soonest first), then those without.
    expect(first.slice(0, 3).map((m) => m.tournament.name)).toEqual(["Kış Ligi", "Kış Ligi", "Kış Ligi"]);
    expect(first.slice(3).every((m) => m.tournament.name === "Yaz Ligi" && m.deadline === null)).toBe(true);
    const deadlines = first.slice(0, 3).map((m) => Date.parse(m.deadline!));
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));

    const [toAccept, reported, disputed, played] = mine;
    const opponentOf = async (m: TournamentMatch) =>
      buildSession(t.database.db, {
        user: [...winter.participants, ...summer.participants].find((p) => p.id === (m.home!._id === me.user.id ? m.away! : m.home!)._id)!,
      });
    // The opponent reported: to accept, with their report.
    expect((await report(winter, toAccept!, await opponentOf(toAccept!), 2, 1)).statusCode).toBe(200);
    // I reported: it waits for the opponent. Both reported differently: the organiser's.
    expect((await report(winter, reported!, me, 0, 0)).statusCode).toBe(200);
    expect((await report(winter, disputed!, me, 1, 0)).statusCode).toBe(200);
    expect((await report(winter, disputed!, await opponentOf(disputed!), 0, 1)).statusCode).toBe(200);
    // Played: gone.
    expect(
      (await call("POST", `/api/tournaments/${summer.tournament._id}/matches/${played!._id}/confirm`, summer.creator, { homeScore: 1, awayScore: 1 }))
        .statusCode,
    ).toBe(200);

    const now = await waiting(me);
    expect(now.map((m) => m._id).sort()).toEqual(
      mine
        .filter((m) => ![reported, disputed, played].includes(m))
        .map((m) => idOf.get(m))
        .sort(),
    );
    const accept = now.find((m) => m._id === idOf.get(toAccept!))!;
    const opponent = toAccept!.home!._id === me.user.id ? toAccept!.away! : toAccept!.home!;
    expect(accept).toMatchObject({
      tournament: { _id: winter.tournament._id, name: "Kış Ligi", slug: winter.tournament.slug },
      stage: "league",
      group: null,
      roundName: toAccept!.roundName,
      isHome: toAccept!.home!._id === me.user.id,
      opponent: { _id: opponent._id, username: opponent.username, profileImage: null },
      waitingFor: "accept",
      opponentReport: { homeScore: 2, awayScore: 1 },
      deadline: toAccept!.deadline,
      isOverdue: false,
    });
    expect(now.filter((m) => m._id !== idOf.get(toAccept!)).every((m) => m.waitingFor === "report")).toBe(true);
  });

  it("puts overdue matches first, and leaves a player removed from the platform out", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 4, settings: { roundDays: 7 } });
    const me = await buildSession(t.database.db, { user: built.participants[1]! });
    const last = ofPlayer(built, me.user.id).at(-1)!;
    const lastId = await rowIdOf(built, last);
    await t.database.db.execute(sql`UPDATE matches SET deadline = now() - interval '1 day' WHERE id = ${lastId}`);
    const list = await waiting(me);
    expect(list[0]).toMatchObject({ _id: lastId, isOverdue: true });
    expect(list.slice(1).every((m) => !m.isOverdue)).toBe(true);

    await t.database.db.execute(sql`DELETE FROM platform_members WHERE user_id = ${me.user.id} AND platform_id = ${built.platform.id}`);
    expect(await waiting(me)).toEqual([]);
  });
});
