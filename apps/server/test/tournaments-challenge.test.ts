// Challenges played through the HTTP API (part 2 §2, §4, §5, §9): best-of 3 and 5, the side that
// reaches ceiling(bestOf / 2) wins is champion, the rounds left after the decision are not needed,
// the current round is the deciding one, and the winner is shown only once finished.
import type { Tournament } from "@turnuva/contract/tournaments";
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

interface MatchRow {
  round: number;
  round_name: string;
  home_id: string;
  away_id: string;
  home_score: number | null;
  away_score: number | null;
  confirmed_at: Date | null;
  confirmed_by_id: string | null;
}
const matchRows = (tournamentId: string) =>
  queryRows<MatchRow>(t.database.db, sql`SELECT * FROM matches WHERE tournament_id = ${tournamentId} ORDER BY round`);

const person = (user: BuiltUser) => ({ _id: user.id, username: user.username });
const notNeeded = (tournament: Tournament) => tournament.challengeFixtures.map((m) => m.isNotNeeded);

let platform: BuiltPlatform;
let owner: BuiltSession;
let kaan: BuiltUser;
let leyla: BuiltUser;
beforeAll(async () => {
  owner = await buildSession(t.database.db);
  platform = await buildPlatform(t.database.db, { owner: owner.user, name: "Düello Kulübü" });
  kaan = await buildUser(t.database.db, { username: "kaan" });
  leyla = await buildUser(t.database.db, { username: "leyla" });
  await buildMembership(t.database.db, { platform, user: kaan });
  await buildMembership(t.database.db, { platform, user: leyla });
});

describe("a best-of-3 challenge, created with POST /api/tournaments/challenge", () => {
  let challenge: Tournament;
  const confirm = (round: number, homeScore: number | string | null, awayScore: number | string | null) =>
    call("POST", `/api/tournaments/${challenge._id}/matches/${challenge.challengeFixtures[round - 1]!._id}/confirm`, owner, { homeScore, awayScore });

  it("creates three rounds, participant 1 at home in each, and a race to two wins", async () => {
    challenge = answered(
      await call("POST", "/api/tournaments/challenge", owner, {
        name: "Kaan ile Leyla",
        system: "challenge",
        platform: platform.id,
        participants: [kaan.id, leyla.id],
        bestOf: 3,
      }),
      201,
    );
    expect(challenge).toMatchObject({
      slug: "kaan-ile-leyla",
      system: "challenge",
      status: "active",
      bestOf: 3,
      participantCount: 2,
      matchType: null,
      step: null,
      currentRound: 1,
      challengeScore: { home: 0, away: 0, target: 2 },
      champion: null,
      winner: null,
      version: 1,
    });
    expect(challenge.challengeFixtures.map((m) => [m.round, m.roundName, m.stage, m.home, m.away, m.isCompleted, m.isNotNeeded])).toEqual([
      [1, "1. Maç", "challenge", person(kaan), person(leyla), false, false],
      [2, "2. Maç", "challenge", person(kaan), person(leyla), false, false],
      [3, "3. Maç", "challenge", person(kaan), person(leyla), false, false],
    ]);
    expect((await matchRows(challenge._id)).map((r) => [r.round, r.round_name, r.home_id, r.away_id])).toEqual([
      [1, "1. Maç", kaan.id, leyla.id],
      [2, "2. Maç", kaan.id, leyla.id],
      [3, "3. Maç", kaan.id, leyla.id],
    ]);
  });

  it("refuses a draw, a missing score, and finishing before a side has two wins", async () => {
    refused(await confirm(1, 2, 2), 400, "CHALLENGE_DRAW_NOT_ALLOWED", "Beraberlik skoru girilemez. Lütfen farklı skorlar girin.");
    refused(await confirm(1, 2, null), 400, "CHALLENGE_SCORES_REQUIRED", "Lütfen her iki takım için de skor girin.");
    refused(await call("POST", `/api/tournaments/${challenge._id}/finish`, owner), 409, "CHALLENGE_NOT_FINISHED", "Turnuva henüz tamamlanmadı!");
    refused(await call("POST", `/api/tournaments/${challenge._id}/advance`, owner), 409, "ADVANCE_UNAVAILABLE", "Bu aşamada sonraki tura geçilemez.");
    expect((await matchRows(challenge._id)).every((r) => r.confirmed_at === null)).toBe(true);
    expect(tournamentOf(await call("GET", `/api/tournaments/${challenge._id}`)).version).toBe(1);
  });

  it("decides on leyla's second win: round 1 is no longer needed and round 3 is the current one", async () => {
    // Rounds may be played in any order: leyla wins round 3 first, then round 2.
    challenge = answered(await confirm(3, 0, 2));
    expect(challenge).toMatchObject({ version: 2, currentRound: 1, challengeScore: { home: 0, away: 1, target: 2 } });
    expect(notNeeded(challenge)).toEqual([false, false, false]);

    challenge = answered(await confirm(2, "1", "3"));
    expect(challenge).toMatchObject({ version: 3, currentRound: 3, challengeScore: { home: 0, away: 2, target: 2 }, status: "active" });
    expect(notNeeded(challenge)).toEqual([true, false, false]);
    expect(challenge.challengeFixtures[0]).toMatchObject({ isCompleted: false, homeScore: null });
    expect(challenge.actions).toMatchObject({ confirm: [], finish: true });

    refused(await confirm(1, 4, 0), 409, "CHALLENGE_DECIDED", "Meydan okuma sonuçlandı; kalan maçlara skor girilemez.");
    expect((await matchRows(challenge._id))[0]!.confirmed_at).toBeNull();

    // Decided but not finished: the public page names nobody yet.
    const read = tournamentOf(await call("GET", "/api/tournaments/kaan-ile-leyla"));
    expect(read).toMatchObject({ status: "active", champion: null, winner: null });
  });

  it("cancelling a deciding win reopens the challenge; pausing and resuming keeps the round", async () => {
    const cancelled = answered(await call("POST", `/api/tournaments/${challenge._id}/matches/${challenge.challengeFixtures[1]!._id}/cancel`, owner));
    expect(cancelled).toMatchObject({ version: 4, currentRound: 1, challengeScore: { home: 0, away: 1, target: 2 } });
    expect(notNeeded(cancelled)).toEqual([false, false, false]);
    expect(cancelled.challengeFixtures[1]).toMatchObject({ homeScore: null, awayScore: null, isCompleted: false });
    const rows = await matchRows(challenge._id);
    expect([rows[1]!.home_score, rows[1]!.away_score, rows[1]!.confirmed_at, rows[1]!.confirmed_by_id]).toEqual([null, null, null, null]);
    refused(await call("POST", `/api/tournaments/${challenge._id}/finish`, owner), 409, "CHALLENGE_NOT_FINISHED", "Turnuva henüz tamamlanmadı!");

    answered(await call("PUT", `/api/tournaments/${challenge._id}`, owner, { status: "paused" }));
    refused(await confirm(1, 3, 0), 409, "TOURNAMENT_NOT_ACTIVE", "Turnuva duraklatıldı. İşlem yapmak için önce devam ettirin.");
    const resume = await call("PUT", `/api/tournaments/${challenge._id}/resume`, owner);
    expect(resume.json().resumedState).toEqual({ step: null, activeGroupTab: null, currentRound: 1 });
    challenge = answered(resume);
    expect(challenge.version).toBe(6);
  });

  it("kaan takes rounds 1 and 2 and is champion only once finished; the finished challenge refuses everything", async () => {
    challenge = answered(await confirm(1, 3, 0));
    challenge = answered(await confirm(2, 2, 1));
    expect(challenge).toMatchObject({ currentRound: 2, challengeScore: { home: 2, away: 1, target: 2 }, champion: null });
    expect(notNeeded(challenge)).toEqual([false, false, false]);

    const finished = answered(await call("POST", `/api/tournaments/${challenge._id}/finish`, owner));
    expect(finished).toMatchObject({
      status: "completed",
      version: challenge.version + 1,
      champion: person(kaan),
      winner: person(kaan),
      secondPlace: null,
      thirdPlace: null,
      completedAt: expect.any(String),
    });
    expect(tournamentOf(await call("GET", "/api/tournaments/kaan-ile-leyla"))).toEqual(finished);
    const rows = await matchRows(challenge._id);
    expect(rows.map((r) => [r.home_score, r.away_score, r.confirmed_by_id])).toEqual([
      [3, 0, owner.user.id],
      [2, 1, owner.user.id],
      [0, 2, owner.user.id],
    ]);

    const base = `/api/tournaments/${challenge._id}`;
    for (const response of [
      await call("POST", `${base}/matches/${challenge.challengeFixtures[0]!._id}/cancel`, owner),
      await call("POST", `${base}/finish`, owner),
      await call("PUT", base, owner, { status: "paused" }),
      await call("PUT", `${base}/handle-exit`, owner, {}),
    ]) {
      refused(response, 409, "TOURNAMENT_COMPLETED", "Turnuva tamamlandı; artık değişiklik yapılamaz.");
    }
  });
});

describe("a best-of-5 challenge, created with POST /api/tournaments", () => {
  it("needs three wins: decided in round 4, round 5 is not needed, the winner shown after finish", async () => {
    let challenge = answered(
      await call("POST", "/api/tournaments", owner, {
        name: "Beşte Üç",
        system: "challenge",
        platformId: platform.id,
        participants: [leyla.id, kaan.id],
        bestOf: 5,
      }),
      201,
    );
    expect(challenge).toMatchObject({ bestOf: 5, challengeScore: { home: 0, away: 0, target: 3 } });
    expect(challenge.challengeFixtures.map((m) => [m.roundName, m.home?.username, m.away?.username])).toEqual([
      ["1. Maç", "leyla", "kaan"],
      ["2. Maç", "leyla", "kaan"],
      ["3. Maç", "leyla", "kaan"],
      ["4. Maç", "leyla", "kaan"],
      ["5. Maç", "leyla", "kaan"],
    ]);
    const play = async (round: number, homeScore: number, awayScore: number) =>
      answered(
        await call("POST", `/api/tournaments/${challenge._id}/matches/${challenge.challengeFixtures[round - 1]!._id}/confirm`, owner, {
          homeScore,
          awayScore,
        }),
      );

    challenge = await play(1, 1, 0);
    challenge = await play(2, 2, 0);
    challenge = await play(3, 0, 1);
    expect(challenge).toMatchObject({ currentRound: 4, challengeScore: { home: 2, away: 1, target: 3 } });
    expect(notNeeded(challenge)).toEqual([false, false, false, false, false]);
    challenge = await play(4, 5, 4);
    expect(challenge).toMatchObject({ currentRound: 4, challengeScore: { home: 3, away: 1, target: 3 }, winner: null });
    expect(notNeeded(challenge)).toEqual([false, false, false, false, true]);
    expect(challenge.challengeFixtures[4]).toMatchObject({ isCompleted: false, isNotNeeded: true });

    const finished = answered(await call("POST", `/api/tournaments/${challenge._id}/finish`, owner));
    expect(finished).toMatchObject({ status: "completed", currentRound: 4, winner: person(leyla), champion: person(leyla) });
    expect(notNeeded(finished)).toEqual([false, false, false, false, true]);
    expect(tournamentOf(await call("GET", "/api/tournaments/beste-uc")).winner).toEqual(person(leyla));
  });
});
