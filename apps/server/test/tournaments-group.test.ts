// A group tournament played through the HTTP API (part 2 §2, §4, §5, §9): groups A and B with
// their weeks and tables, the knockout drawn from the tables (A1–B2, B1–A2), the final and the
// third-place match, the steps a resume opens on, and the podium shown only once finished.
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

type Match = Tournament["groupFixtures"][number]["fixtures"][number]["matches"][number];

interface MatchRow {
  stage: string;
  round_name: string;
  home_id: string | null;
  away_id: string | null;
  home_score: number | null;
  away_score: number | null;
  confirmed_at: Date | null;
  confirmed_by_id: string | null;
}
const matchRow = async (tournamentId: string, matchId: string) =>
  (await queryRows<MatchRow>(t.database.db, sql`SELECT * FROM matches WHERE tournament_id = ${tournamentId} AND key = ${matchId}`))[0]!;

const groupMatches = (tournament: Tournament, group: number): Match[] => tournament.groupFixtures[group]!.fixtures.flatMap((week) => week.matches);
const person = (user: BuiltUser) => ({ _id: user.id, username: user.username });
const LOCKED = "Sonraki tur bu sonuçla çekildi; bu maçın skoru artık iptal edilemez.";
const ROUND_INCOMPLETE = "Sonraki tura geçmek için mevcut turdaki tüm maçların skorları onaylanmalıdır.";

describe("a group tournament of eight in two groups, two advancing from each", () => {
  let platform: BuiltPlatform;
  let owner: BuiltSession;
  let users: Record<string, BuiltUser>;
  let group: Tournament;
  const names = ["hakan", "gul", "fatma", "emre", "dilek", "can", "banu", "ali"];
  // The qualifiers, found once the tables stand.
  let a1: BuiltUser, a2: BuiltUser, b1: BuiltUser, b2: BuiltUser;

  const confirm = async (m: { _id: string }, homeScore: number | string, awayScore: number | string, as: BuiltSession = owner) =>
    call("POST", `/api/tournaments/${group._id}/matches/${m._id}/confirm`, as, { homeScore, awayScore });

  beforeAll(async () => {
    const db = t.database.db;
    owner = await buildSession(db);
    platform = await buildPlatform(db, { owner: owner.user, name: "Ege Kulübü" });
    users = {};
    for (const username of names) {
      users[username] = await buildUser(db, { username });
      await buildMembership(db, { platform, user: users[username] });
    }
  });

  it("creates groups A and B through POST /api/tournaments/group, a seed in each, with weekly fixtures and empty tables", async () => {
    const response = await call("POST", "/api/tournaments/group", owner, {
      name: "Grup Kupası",
      platform: platform.id,
      participants: names.map((n) => users[n]!.id),
      seededParticipants: [users.ali!.id, users.banu!.id],
      participantCount: 8,
      groupCount: 2,
      teamsAdvancing: 2,
      matchType: "single",
    });
    group = answered(response, 201);
    expect(group).toMatchObject({
      slug: "grup-kupasi",
      system: "group",
      status: "active",
      groupCount: 2,
      teamsAdvancing: 2,
      matchType: "single",
      participantCount: 8,
      step: 4,
      currentRound: 0,
      knockoutFixtures: [],
      finalFixture: null,
      thirdPlaceFixture: null,
      champion: null,
      version: 1,
    });
    expect(group.seededParticipants).toEqual([person(users.ali!), person(users.banu!)]);
    expect(group.groups.map((g) => [g.group, g.label, g.participants.length])).toEqual([
      [0, "A", 4],
      [1, "B", 4],
    ]);
    // Seeds are spread first: the first seed leads group A, the second group B.
    expect(group.groups[0]!.participants[0]).toEqual(person(users.ali!));
    expect(group.groups[1]!.participants[0]).toEqual(person(users.banu!));
    expect(new Set(group.groups.flatMap((g) => g.participants.map((p) => p._id))).size).toBe(8);

    expect(group.groupFixtures.map((g) => g.label)).toEqual(["A", "B"]);
    for (const [g, fixtures] of group.groupFixtures.entries()) {
      expect(fixtures.fixtures.map((w) => [w.round, w.name, w.matches.length])).toEqual([
        [1, "1. Hafta", 2],
        [2, "2. Hafta", 2],
        [3, "3. Hafta", 2],
      ]);
      const members = group.groups[g]!.participants.map((p) => p.username).sort();
      const expectedPairs = members.flatMap((x, i) => members.slice(i + 1).map((y) => `${x}-${y}`));
      expect(
        groupMatches(group, g)
          .map((m) => [m.home!.username, m.away!.username].sort().join("-"))
          .sort(),
      ).toEqual(expectedPairs);
      expect(groupMatches(group, g).every((m) => m.stage === "group" && m.group === g && !m.isConfirmed)).toBe(true);
    }
    expect(group.groupStandings.map((s) => [s.label, s.standings.length, s.standings.every((r) => r.points === 0)])).toEqual([
      ["A", 4, true],
      ["B", 4, true],
    ]);

    const participants = (await call("GET", `/api/tournaments/grup-kupasi/participants`)).json().participants as Array<{
      username: string;
      seed: number | null;
      group: number;
    }>;
    // Sorted by username (part 1 §9), not in the order they were chosen.
    expect(participants.map((p) => p.username)).toEqual([...names].reverse());
    expect(participants.find((p) => p.username === "ali")).toMatchObject({ seed: 1, group: 0 });
    expect(participants.find((p) => p.username === "banu")).toMatchObject({ seed: 2, group: 1 });
  });

  it("refuses the knockout before every group match is confirmed", async () => {
    refused(await call("POST", `/api/tournaments/${group._id}/advance`, owner), 409, "ROUND_INCOMPLETE", ROUND_INCOMPLETE);
    expect(tournamentOf(await call("GET", `/api/tournaments/${group._id}`)).version).toBe(1);
  });

  it("plays the group stage: the alphabetically earlier wins 2–1, one draw in A; tables 3/1/0 in order", async () => {
    // In group A the two last by name draw 0–0: a draw is allowed in the group stage.
    const aNames = group.groups[0]!.participants.map((p) => p.username).sort();
    const drawPair = `${aNames[2]}-${aNames[3]}`;
    let current = group;
    for (const g of [0, 1]) {
      for (const m of groupMatches(group, g)) {
        const pair = [m.home!.username, m.away!.username].sort().join("-");
        const homeFirst = m.home!.username < m.away!.username;
        const [h, a] = pair === drawPair ? [0, 0] : homeFirst ? [2, 1] : [1, 2];
        const next = answered(await confirm(m, h, a));
        expect(next.version).toBe(current.version + 1);
        current = next;
      }
    }
    const table = (g: number) => current.groupStandings[g]!.standings.map((r) => [r.team.username, r.played, r.won, r.drawn, r.lost, r.points]);
    expect(table(0)).toEqual([
      [aNames[0], 3, 3, 0, 0, 9],
      [aNames[1], 3, 2, 0, 1, 6],
      [aNames[2], 3, 0, 1, 2, 1],
      [aNames[3], 3, 0, 1, 2, 1],
    ]);
    const bNames = current.groups[1]!.participants.map((p) => p.username).sort();
    expect(table(1)).toEqual([
      [bNames[0], 3, 3, 0, 0, 9],
      [bNames[1], 3, 2, 0, 1, 6],
      [bNames[2], 3, 1, 0, 2, 3],
      [bNames[3], 3, 0, 0, 3, 0],
    ]);
    expect(current.actions.advance).toBe(true);
    expect(current.step).toBe(4);
    [a1, a2, b1, b2] = [users[aNames[0]!]!, users[aNames[1]!]!, users[bNames[0]!]!, users[bNames[1]!]!];
    group = current;
  });

  it("pauses in the group stage and resumes on step 4 with the group tab that was open", async () => {
    answered(await call("PUT", `/api/tournaments/${group._id}`, owner, { status: "paused" }));
    refused(
      await call("POST", `/api/tournaments/${group._id}/advance`, owner),
      409,
      "TOURNAMENT_NOT_ACTIVE",
      "Turnuva duraklatıldı. İşlem yapmak için önce devam ettirin.",
    );
    answered(await call("PUT", `/api/tournaments/${group._id}/handle-exit`, owner, { activeGroupTab: 1 }));
    const resume = await call("PUT", `/api/tournaments/${group._id}/resume`, owner);
    group = answered(resume);
    expect(resume.json().resumedState).toEqual({ step: 4, activeGroupTab: 1, currentRound: 0 });
    expect(group.status).toBe("active");
    expect(group.knockoutFixtures).toEqual([]);
  });

  it("draws the knockout from the tables, A1–B2 and B1–A2 ('Son 4', step 5), and locks the group matches", async () => {
    const advanced = answered(await call("POST", `/api/tournaments/${group._id}/advance`, owner));
    expect(advanced).toMatchObject({ step: 5, currentRound: 1, version: group.version + 1, finalFixture: null });
    expect(advanced.knockoutFixtures).toHaveLength(1);
    const semis = advanced.knockoutFixtures[0]!;
    expect([semis.round, semis.name]).toEqual([1, "Son 4"]);
    expect(semis.matches.map((m) => [m.stage, m.roundName, m.home, m.away, m.isCompleted])).toEqual([
      ["knockout", "Son 4", person(a1), person(b2), false],
      ["knockout", "Son 4", person(b1), person(a2), false],
    ]);
    const row = await matchRow(group._id, semis.matches[0]!._id);
    expect([row.stage, row.round_name, row.home_id, row.away_id]).toEqual(["knockout", "Son 4", a1.id, b2.id]);

    const played = groupMatches(advanced, 0)[0]!;
    refused(await call("POST", `/api/tournaments/${group._id}/matches/${played._id}/cancel`, owner), 409, "MATCH_LOCKED", LOCKED);
    expect((await matchRow(group._id, played._id)).confirmed_at).not.toBeNull();
    expect(advanced.actions.cancel).toEqual([]);
    group = advanced;
  });

  it("refuses a draw in the knockout with 400, and the next round before the round is complete", async () => {
    const [semi1, semi2] = group.knockoutFixtures[0]!.matches;
    refused(await confirm(semi1!, 1, 1), 400, "SCORE_DRAW_NOT_ALLOWED", "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.");
    expect((await matchRow(group._id, semi1!._id)).home_score).toBeNull();

    group = answered(await confirm(semi1!, 3, 0));
    refused(await call("POST", `/api/tournaments/${group._id}/advance`, owner), 409, "ROUND_INCOMPLETE", ROUND_INCOMPLETE);

    // Paused and resumed in the knockout: step 5.
    answered(await call("PUT", `/api/tournaments/${group._id}`, owner, { status: "paused" }));
    const resume = await call("PUT", `/api/tournaments/${group._id}/resume`, owner);
    expect(resume.json().resumedState).toEqual({ step: 5, activeGroupTab: 1, currentRound: 1 });

    // A2 beats B1; cancelled once (the round is still the latest) and confirmed again.
    const confirmed = answered(await confirm(semi2!, 2, 3));
    const cancelled = answered(await call("POST", `/api/tournaments/${group._id}/matches/${semi2!._id}/cancel`, owner));
    expect(cancelled.version).toBe(confirmed.version + 1);
    const row = await matchRow(group._id, semi2!._id);
    expect([row.home_score, row.away_score, row.confirmed_at, row.confirmed_by_id]).toEqual([null, null, null, null]);
    group = answered(await confirm(semi2!, 2, 3));
  });

  it("draws the final between the winners and the third-place match between the losers (step 6)", async () => {
    const advanced = answered(await call("POST", `/api/tournaments/${group._id}/advance`, owner));
    expect(advanced.step).toBe(6);
    expect(advanced.currentRound).toBe(1);
    expect(advanced.knockoutFixtures.map((r) => r.name)).toEqual(["Son 4"]);
    expect(advanced.finalFixture).toMatchObject({
      stage: "final",
      round: 2,
      roundName: "Final",
      home: person(a1),
      away: person(a2),
      isCompleted: false,
    });
    expect(advanced.thirdPlaceFixture).toMatchObject({
      stage: "thirdPlace",
      round: 2,
      roundName: "Üçüncülük Maçı",
      home: person(b2),
      away: person(b1),
      isCompleted: false,
    });

    refused(await call("POST", `/api/tournaments/${group._id}/advance`, owner), 409, "ADVANCE_UNAVAILABLE", "Bu aşamada sonraki tura geçilemez.");
    const semi = advanced.knockoutFixtures[0]!.matches[0]!;
    refused(await call("POST", `/api/tournaments/${group._id}/matches/${semi._id}/cancel`, owner), 409, "MATCH_LOCKED", LOCKED);
    refused(
      await call("POST", `/api/tournaments/${group._id}/finish`, owner),
      409,
      "FINAL_INCOMPLETE",
      "Turnuvayı bitirmek için Final ve (varsa) 3.lük maçlarının skorları onaylanmalıdır.",
    );
    group = advanced;
  });

  it("names nobody until finished: final and third place confirmed, then the podium with usernames (step 7)", async () => {
    const final = group.finalFixture!;
    const third = group.thirdPlaceFixture!;
    refused(await confirm(final, 2, 2), 400, "SCORE_DRAW_NOT_ALLOWED", "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.");
    group = answered(await confirm(final, 2, 0));
    expect(group.finalFixture).toMatchObject({ homeScore: 2, awayScore: 0, isCompleted: true });
    refused(
      await call("POST", `/api/tournaments/${group._id}/finish`, owner),
      409,
      "FINAL_INCOMPLETE",
      "Turnuvayı bitirmek için Final ve (varsa) 3.lük maçlarının skorları onaylanmalıdır.",
    );

    answered(await call("PUT", `/api/tournaments/${group._id}`, owner, { status: "paused" }));
    const resume = await call("PUT", `/api/tournaments/${group._id}/resume`, owner);
    expect(resume.json().resumedState).toMatchObject({ step: 6 });

    group = answered(await confirm(third, 0, 1));
    const decided = tournamentOf(await call("GET", "/api/tournaments/grup-kupasi"));
    expect(decided).toMatchObject({ status: "active", champion: null, winner: null, secondPlace: null, thirdPlace: null });
    const [stored] = await queryRows<{ champion_id: string | null }>(t.database.db, sql`SELECT champion_id FROM tournaments WHERE id = ${group._id}`);
    expect(stored!.champion_id).toBe(a1.id);

    const finished = answered(await call("POST", `/api/tournaments/${group._id}/finish`, owner));
    expect(finished).toMatchObject({
      status: "completed",
      step: 7,
      version: group.version + 1,
      champion: person(a1),
      winner: person(a1),
      secondPlace: person(a2),
      thirdPlace: person(b1),
      completedAt: expect.any(String),
    });
    const read = tournamentOf(await call("GET", "/api/tournaments/grup-kupasi"));
    expect(read).toEqual(finished);
    const [row] = await queryRows<{ status: string; champion_id: string; second_place_id: string; third_place_id: string }>(
      t.database.db,
      sql`SELECT status, champion_id, second_place_id, third_place_id FROM tournaments WHERE id = ${group._id}`,
    );
    expect(row).toEqual({ status: "completed", champion_id: a1.id, second_place_id: a2.id, third_place_id: b1.id });
    group = finished;
  });

  it("refuses every action on the completed tournament with 409", async () => {
    const base = `/api/tournaments/${group._id}`;
    const message = "Turnuva tamamlandı; artık değişiklik yapılamaz.";
    for (const response of [
      await call("POST", `${base}/matches/${group.finalFixture!._id}/cancel`, owner),
      await call("POST", `${base}/matches/${group.thirdPlaceFixture!._id}/confirm`, owner, { homeScore: 1, awayScore: 0 }),
      await call("POST", `${base}/advance`, owner),
      await call("POST", `${base}/finish`, owner),
      await call("PUT", base, owner, { status: "paused" }),
      await call("PUT", `${base}/resume`, owner),
      await call("PUT", `${base}/handle-exit`, owner, {}),
    ]) {
      refused(response, 409, "TOURNAMENT_COMPLETED", message);
    }
    expect(tournamentOf(await call("GET", base))).toEqual(group);
  });
});
