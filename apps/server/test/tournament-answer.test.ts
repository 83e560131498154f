import { expandTournament, type TournamentAnswer } from "@turnuva/contract/tournament-answer";
import { matchesOf } from "@turnuva/contract/tournament-matches";
import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPlatformRef, findTournamentRow, loadRecord, usernames } from "../src/modules/tournaments/repository.ts";
import { toState } from "../src/modules/tournaments/state.ts";
import { tournamentJson } from "../src/modules/tournaments/tournament-json.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltTournament, buildSession, buildTournament, playTournament } from "./support/factories.ts";
import { referenceTournamentJson } from "./support/reference-answer.ts";
import { tournamentOf, writtenTournamentOf } from "./support/tournaments.ts";

/**
 * Issue 27, the compact answer: every participant once, each match naming its players by their
 * number and carrying only what cannot be derived; expanded, it is exactly what the builder
 * before it answered (with the match key as `_id` and no `confirmedAt`), in every system: keys,
 * stages, rounds, legs, byes, reports, disputes, walkovers, deadlines, overdue, not needed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

/** The compact answer and the reference (expanded) answer of a tournament as stored, at `now`. */
async function bothAnswers(id: string, now: Date): Promise<{ compact: TournamentAnswer; reference: Tournament }> {
  const db = t.database.db;
  const row = (await findTournamentRow(db, id))!;
  const record = await loadRecord(db, row);
  const input = {
    row,
    state: toState(record),
    participants: record.participants,
    matches: record.matches,
    reports: record.reports,
    platform: (await findPlatformRef(db, row.platformId))!,
    creatorUsername: (await usernames(db, [row.createdById])).get(row.createdById)!,
  };
  return { compact: tournamentJson(input), reference: referenceTournamentJson({ ...input, now }) };
}

/** Expanded at `now` and at a moment past every deadline, the answer is the reference; so is the route's. */
async function expectSameAsReference(id: string) {
  for (const now of [new Date(), new Date("2099-01-01T00:00:00.000Z")]) {
    const { compact, reference } = await bothAnswers(id, now);
    expect(expandTournament(compact, now)).toEqual(reference);
    expect(tournamentOf(await call("GET", `/api/tournaments/${id}`), now)).toEqual(reference);
  }
}

const setDeadline = (built: BuiltTournament, key: string, deadline: string) =>
  t.database.db.execute(sql`UPDATE matches SET deadline = ${deadline}::timestamptz WHERE tournament_id = ${built.tournament._id} AND key = ${key}`);

async function sessionOf(built: BuiltTournament, userId: string) {
  return buildSession(t.database.db, { user: built.participants.find((p) => p.id === userId)! });
}

describe("the compact answer, expanded, is the answer before it", () => {
  it("a double league of 5 (a bye every week, leg 2), with reports, a dispute, a walkover and deadlines of its own", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 5, settings: { matchType: "double", roundDays: 7 } });
    const league = await playTournament(t.database.db, built, { until: 4 });
    const open = matchesOf(league).filter((m) => !m.isConfirmed && !m.isBye);
    const [reported, disputed, walkover, late] = open as [TournamentMatch, TournamentMatch, TournamentMatch, TournamentMatch];
    const report = async (m: TournamentMatch, side: "home" | "away", homeScore: number, awayScore: number) => {
      const as = await sessionOf(built, m[side]!._id);
      const response = await call("POST", `/api/tournaments/${built.tournament._id}/matches/${m._id}/report`, as, { homeScore, awayScore });
      expect(response.statusCode, response.body).toBe(200);
    };
    await report(reported, "home", 2, 1);
    await report(disputed, "home", 1, 0);
    await report(disputed, "away", 0, 1);
    const awarded = await call("POST", `/api/tournaments/${built.tournament._id}/matches/${walkover._id}/walkover`, built.owner, {
      winner: walkover.away!._id,
    });
    expect(writtenTournamentOf(awarded).version).toBeGreaterThan(league.version);
    // One match of a week with a deadline of its own (the organiser moved it), one past.
    await setDeadline(built, late._id, "2030-05-05T10:00:00.000Z");
    await setDeadline(built, open[4]!._id, "2020-05-05T10:00:00.000Z");

    const shown = matchesOf(tournamentOf(await call("GET", `/api/tournaments/${built.tournament._id}`)));
    expect(shown.find((m) => m._id === disputed._id)).toMatchObject({ isDisputed: true });
    expect(shown.find((m) => m._id === walkover._id)).toMatchObject({ isWalkover: true, isConfirmed: true });
    expect(shown.find((m) => m._id === open[4]!._id)).toMatchObject({ isOverdue: true });
    expect(shown.some((m) => m.leg === 2) && shown.some((m) => m.isBye)).toBe(true);
    await expectSameAsReference(built.tournament._id);
  });

  it("a group stage of 6 in 2 groups, through its knockout", async () => {
    const built = await buildTournament(t.database.db, {
      system: "group",
      participantCount: 6,
      settings: { groupCount: 2, teamsAdvancing: 2, roundDays: 3 },
    });
    await expectSameAsReference(built.tournament._id);
    await playTournament(t.database.db, built, { until: "knockout" });
    await expectSameAsReference(built.tournament._id);
  });

  it("an elimination of 6 (byes), up to its final and third-place match", async () => {
    const built = await buildTournament(t.database.db, { system: "elimination", participantCount: 6 });
    await expectSameAsReference(built.tournament._id);
    const final = await playTournament(t.database.db, built, { until: "final" });
    expect(final.finalFixture?.stage).toBe("elimination");
    await expectSameAsReference(built.tournament._id);
  });

  it("a challenge best of 3 decided in two games: the third not needed", async () => {
    const built = await buildTournament(t.database.db, { system: "challenge", settings: { bestOf: 3, roundDays: 2 } });
    const decided = await playTournament(t.database.db, built, { until: 2, score: () => [2, 0] });
    expect(decided.challengeFixtures.map((m) => m.isNotNeeded)).toEqual([false, false, true]);
    await expectSameAsReference(built.tournament._id);
  });
});

describe("the compact answer on the wire", () => {
  it("names each participant once; a match names its players by their number in `participants`", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 6, settings: { matchType: "double", roundDays: 7 } });
    await playTournament(t.database.db, built, { until: 10 });
    const response = await call("GET", `/api/tournaments/${built.tournament._id}`);
    const answer = response.json<TournamentAnswer>();
    const ids = answer.participants.map((p) => p._id);
    expect(new Set(ids).size).toBe(6);
    expect(ids.sort()).toEqual(built.participants.map((p) => p.id).sort());

    const fixtures = JSON.stringify(answer.leagueFixtures);
    for (const p of built.participants) {
      expect(fixtures).not.toContain(p.id);
      expect(fixtures).not.toContain(p.username);
    }
    const expanded = expandTournament(answer);
    answer.leagueFixtures.forEach((round, r) =>
      round.matches.forEach((m, i) => {
        const whole = expanded.leagueFixtures[r]!.matches[i]!;
        expect([m.home, m.away]).toEqual(
          [whole.home, whole.away].map((side) => (side === null ? null : answer.participants.findIndex((p) => p._id === side._id))),
        );
        expect(Object.keys(m)).not.toContain("_id");
      }),
    );
    // The actions name matches by their keys, as the expanded matches do.
    expect(answer.actions.confirm.length).toBeGreaterThan(0);
    for (const key of answer.actions.confirm) expect(matchesOf(expanded).some((m) => m._id === key)).toBe(true);
  });
});
