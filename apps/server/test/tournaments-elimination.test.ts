// An elimination played through the HTTP API (part 2 §2, §4, §5): byes to fill the bracket, round
// names from the end ('Çeyrek Final', 'Yarı Final', 'Final'), the next round drawn as soon as a
// round is decided, the latest round alone editable, the third-place match, and the podium shown
// only once finished.
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

type Match = Tournament["eliminationFixtures"][number]["matches"][number];

interface MatchRow {
  stage: string;
  round: number;
  round_name: string;
  home_id: string | null;
  away_id: string | null;
  home_score: number | null;
  away_score: number | null;
  confirmed_at: Date | null;
  confirmed_by_id: string | null;
}
const matchRows = (tournamentId: string) =>
  queryRows<MatchRow>(t.database.db, sql`SELECT * FROM matches WHERE tournament_id = ${tournamentId} ORDER BY round, stage, match_index`);
const matchRow = async (tournamentId: string, matchId: string) =>
  (await queryRows<MatchRow>(t.database.db, sql`SELECT * FROM matches WHERE tournament_id = ${tournamentId} AND key = ${matchId}`))[0]!;

const person = (user: BuiltUser) => ({ _id: user.id, username: user.username });
/** The score by which the alphabetically earlier name wins, as home or away. */
const earlierWins = (m: Match, winner = 2, loser = 1) =>
  m.home!.username < m.away!.username ? { homeScore: winner, awayScore: loser } : { homeScore: loser, awayScore: winner };
const winnerOf = (m: Match) => (m.home!.username < m.away!.username ? m.home! : m.away!);
const loserOf = (m: Match) => (m.home!.username < m.away!.username ? m.away! : m.home!);

async function members(platform: BuiltPlatform, names: string[]): Promise<Record<string, BuiltUser>> {
  const out: Record<string, BuiltUser> = {};
  for (const username of names) {
    out[username] = await buildUser(t.database.db, { username });
    await buildMembership(t.database.db, { platform, user: out[username] });
  }
  return out;
}

describe("an elimination of six with two seeds, created with POST /api/tournaments/elimination", () => {
  let platform: BuiltPlatform;
  let owner: BuiltSession;
  let users: Record<string, BuiltUser>;
  let elimination: Tournament;
  const names = ["filiz", "eren", "derya", "ceren", "burak", "ayse"];

  const confirm = (m: { _id: string }, score: { homeScore: number | string; awayScore: number | string }) =>
    call("POST", `/api/tournaments/${elimination._id}/matches/${m._id}/confirm`, owner, score);

  beforeAll(async () => {
    owner = await buildSession(t.database.db);
    platform = await buildPlatform(t.database.db, { owner: owner.user, name: "Eleme Kulübü" });
    users = await members(platform, names);
  });

  it("gives the two seeds the bracket's two byes in the 'Çeyrek Final' and pairs the other four", async () => {
    elimination = answered(
      await call("POST", "/api/tournaments/elimination", owner, {
        name: "Kış Elemesi",
        platformId: platform.id,
        participants: names.map((n) => users[n]!.id),
        seededParticipants: [users.ayse!.id, users.burak!.id],
        participantCount: 6,
        matchType: "single",
      }),
      201,
    );
    expect(elimination).toMatchObject({
      system: "elimination",
      status: "active",
      matchType: "single",
      step: 3,
      currentRound: 1,
      winner: null,
      champion: null,
      version: 1,
    });
    expect(elimination.eliminationFixtures.map((r) => [r.round, r.name, r.matches.length])).toEqual([[1, "Çeyrek Final", 4]]);
    const round1 = elimination.eliminationFixtures[0]!.matches;
    const byes = round1.filter((m) => m.isBye);
    expect(byes.map((m) => m.home!.username).sort()).toEqual(["ayse", "burak"]);
    expect(byes.every((m) => m.away === null && m.roundName === "Çeyrek Final")).toBe(true);
    const played = round1.filter((m) => !m.isBye);
    expect(played.flatMap((m) => [m.home!.username, m.away!.username]).sort()).toEqual(["ceren", "derya", "eren", "filiz"]);
    expect(elimination.actions.confirm.sort()).toEqual(played.map((m) => m._id).sort());

    const rows = await matchRows(elimination._id);
    expect(rows.map((r) => [r.stage, r.round, r.round_name])).toEqual(Array.from({ length: 4 }, () => ["elimination", 1, "Çeyrek Final"]));
    expect(
      rows
        .filter((r) => r.away_id === null)
        .map((r) => r.home_id)
        .sort(),
    ).toEqual([users.ayse!.id, users.burak!.id].sort());

    const bye = byes[0]!;
    refused(await confirm(bye, { homeScore: 3, awayScore: 0 }), 400, "MATCH_IS_BYE", "Bay geçilen maça skor girilemez.");
    refused(
      await call("POST", `/api/tournaments/${elimination._id}/matches/${bye._id}/cancel`, owner),
      400,
      "MATCH_IS_BYE",
      "Bay geçilen maça skor girilemez.",
    );
  });

  it("refuses draws and the next round too early; the latest round's scores can still be cancelled", async () => {
    const [first, second] = elimination.eliminationFixtures[0]!.matches.filter((m) => !m.isBye);
    refused(
      await confirm(first!, { homeScore: 1, awayScore: 1 }),
      400,
      "SCORE_DRAW_NOT_ALLOWED",
      "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.",
    );
    expect((await matchRow(elimination._id, first!._id)).confirmed_at).toBeNull();

    const confirmed = answered(await confirm(first!, earlierWins(first!)));
    expect(confirmed.version).toBe(2);
    expect(confirmed.eliminationFixtures).toHaveLength(1);
    refused(
      await call("POST", `/api/tournaments/${elimination._id}/advance`, owner),
      409,
      "ROUND_INCOMPLETE",
      "Sonraki tura geçmek için mevcut turdaki tüm maçların skorları onaylanmalıdır.",
    );
    refused(await call("POST", `/api/tournaments/${elimination._id}/finish`, owner), 409, "ELIMINATION_NO_CHAMPION", "Şampiyon belirlenmedi!");

    const cancelled = answered(await call("POST", `/api/tournaments/${elimination._id}/matches/${first!._id}/cancel`, owner));
    expect(cancelled.version).toBe(3);
    const row = await matchRow(elimination._id, first!._id);
    expect([row.home_score, row.away_score, row.confirmed_at, row.confirmed_by_id]).toEqual([null, null, null, null]);
    expect(cancelled.eliminationFixtures[0]!.matches.find((m) => m._id === first!._id)).toMatchObject({ homeScore: null, isCompleted: false });

    answered(await confirm(first!, earlierWins(first!)));
    // The last score of the round draws the 'Yarı Final' at once: the seeds meet the two winners.
    elimination = answered(await confirm(second!, earlierWins(second!, 4, 0)));
    expect(elimination.version).toBe(5);
    expect(elimination.currentRound).toBe(2);
    expect(elimination.step).toBe(3);
    expect(elimination.eliminationFixtures.map((r) => [r.round, r.name, r.matches.length])).toEqual([
      [1, "Çeyrek Final", 4],
      [2, "Yarı Final", 2],
    ]);
    const semis = elimination.eliminationFixtures[1]!.matches;
    expect(semis.flatMap((m) => [m.home!.username, m.away!.username]).sort()).toEqual(
      ["ayse", "burak", winnerOf(first!).username, winnerOf(second!).username].sort(),
    );
    expect(semis.every((m) => !m.isBye && m.roundName === "Yarı Final" && !m.isCompleted)).toBe(true);
    const row2 = await matchRow(elimination._id, second!._id);
    expect([row2.home_score, row2.away_score, row2.confirmed_by_id]).toEqual([
      earlierWins(second!, 4, 0).homeScore,
      earlierWins(second!, 4, 0).awayScore,
      owner.user.id,
    ]);
  });

  it("locks the first round once the semi-finals are drawn (409 MATCH_LOCKED), and resumes on step 3", async () => {
    const first = elimination.eliminationFixtures[0]!.matches.find((m) => !m.isBye)!;
    refused(
      await call("POST", `/api/tournaments/${elimination._id}/matches/${first._id}/cancel`, owner),
      409,
      "MATCH_LOCKED",
      "Sonraki tur bu sonuçla çekildi; bu maçın skoru artık iptal edilemez.",
    );
    expect((await matchRow(elimination._id, first._id)).confirmed_at).not.toBeNull();
    expect(elimination.actions.cancel).toEqual([]);

    answered(await call("PUT", `/api/tournaments/${elimination._id}`, owner, { status: "paused" }));
    const semi = elimination.eliminationFixtures[1]!.matches[0]!;
    refused(await confirm(semi, earlierWins(semi)), 409, "TOURNAMENT_NOT_ACTIVE", "Turnuva duraklatıldı. İşlem yapmak için önce devam ettirin.");
    const resume = await call("PUT", `/api/tournaments/${elimination._id}/resume`, owner);
    expect(resume.json().resumedState).toEqual({ step: 3, activeGroupTab: null, currentRound: 2 });
    elimination = answered(resume);
  });

  it("draws the 'Final' and the third-place match from the semi-finals; nobody is named until finished", async () => {
    const semis = elimination.eliminationFixtures[1]!.matches;
    for (const semi of semis) elimination = answered(await confirm(semi, earlierWins(semi, 1, 0)));
    expect(elimination.currentRound).toBe(3);
    expect(elimination.eliminationFixtures.map((r) => [r.round, r.name, r.matches.length])).toEqual([
      [1, "Çeyrek Final", 4],
      [2, "Yarı Final", 2],
      [3, "Final", 1],
    ]);
    const final = elimination.eliminationFixtures[2]!.matches[0]!;
    expect(elimination.finalFixture).toEqual(final);
    expect([final.home!.username, final.away!.username].sort()).toEqual(semis.map((m) => winnerOf(m).username).sort());
    expect(final.roundName).toBe("Final");
    const third = elimination.thirdPlaceFixture!;
    expect(third).toMatchObject({ stage: "thirdPlace", round: 3, roundName: "Üçüncülük Maçı" });
    expect([third.home!.username, third.away!.username].sort()).toEqual(semis.map((m) => loserOf(m).username).sort());

    // Semi-finals lock behind the final.
    refused(
      await call("POST", `/api/tournaments/${elimination._id}/matches/${semis[0]!._id}/cancel`, owner),
      409,
      "MATCH_LOCKED",
      "Sonraki tur bu sonuçla çekildi; bu maçın skoru artık iptal edilemez.",
    );
    refused(
      await confirm(final, { homeScore: 0, awayScore: 0 }),
      400,
      "SCORE_DRAW_NOT_ALLOWED",
      "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.",
    );
    elimination = answered(await confirm(final, earlierWins(final, 3, 2)));
    refused(
      await call("POST", `/api/tournaments/${elimination._id}/finish`, owner),
      409,
      "FINAL_INCOMPLETE",
      "Turnuvayı bitirmek için Final ve (varsa) 3.lük maçlarının skorları onaylanmalıdır.",
    );
    elimination = answered(await confirm(third, earlierWins(third as Match, 1, 0)));

    const decided = tournamentOf(await call("GET", "/api/tournaments/kis-elemesi"));
    expect(decided).toMatchObject({ status: "active", step: 3, champion: null, winner: null, secondPlace: null, thirdPlace: null });
    expect(decided.actions.finish).toBe(true);
  });

  it("finishes: winner, second and third with their usernames, on step 4, and then refuses everything", async () => {
    const final = elimination.finalFixture!;
    const third = elimination.thirdPlaceFixture!;
    const champion = winnerOf(final);
    const finished = answered(await call("POST", `/api/tournaments/${elimination._id}/finish`, owner));
    expect(finished).toMatchObject({
      status: "completed",
      step: 4,
      version: elimination.version + 1,
      champion,
      winner: champion,
      secondPlace: loserOf(final),
      thirdPlace: winnerOf(third as Match),
    });
    // ayse is the alphabetically first and wins every match she plays.
    expect(finished.winner).toEqual(person(users.ayse!));
    expect(tournamentOf(await call("GET", "/api/tournaments/kis-elemesi"))).toEqual(finished);

    const base = `/api/tournaments/${elimination._id}`;
    for (const response of [
      await call("POST", `${base}/matches/${final._id}/cancel`, owner),
      await call("POST", `${base}/advance`, owner),
      await call("POST", `${base}/finish`, owner),
      await call("PUT", base, owner, { status: "paused" }),
      await call("PUT", `${base}/resume`, owner),
    ]) {
      refused(response, 409, "TOURNAMENT_COMPLETED", "Turnuva tamamlandı; artık değişiklik yapılamaz.");
    }
    const rows = await matchRows(elimination._id);
    expect(rows.map((r) => r.round_name)).toEqual([
      "Çeyrek Final",
      "Çeyrek Final",
      "Çeyrek Final",
      "Çeyrek Final",
      "Yarı Final",
      "Yarı Final",
      "Final",
      "Üçüncülük Maçı",
    ]);
    expect(rows.filter((r) => r.away_id !== null).every((r) => r.confirmed_at !== null && r.confirmed_by_id === owner.user.id)).toBe(true);
  });
});

describe("an elimination of three, created with POST /api/tournaments", () => {
  it("plays 'Yarı Final' with one bye, then the 'Final' alone: the lone semi-final loser is third", async () => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user });
    const users = await members(platform, ["irem", "jale", "kerem"]);
    let tournament = answered(
      await call("POST", "/api/tournaments", owner, {
        name: "Üçlü Eleme",
        system: "elimination",
        platform: platform.id,
        participants: [users.irem!.id, users.jale!.id, users.kerem!.id],
      }),
      201,
    );
    expect(tournament.slug).toBe("uclu-eleme");
    expect(tournament.eliminationFixtures.map((r) => [r.name, r.matches.length, r.matches.filter((m) => m.isBye).length])).toEqual([
      ["Yarı Final", 2, 1],
    ]);
    const semi = tournament.eliminationFixtures[0]!.matches.find((m) => !m.isBye)!;
    tournament = answered(await call("POST", `/api/tournaments/${tournament._id}/matches/${semi._id}/confirm`, owner, earlierWins(semi)));
    expect(tournament.eliminationFixtures.map((r) => r.name)).toEqual(["Yarı Final", "Final"]);
    expect(tournament.thirdPlaceFixture).toBeNull();
    const final = tournament.finalFixture!;
    tournament = answered(
      await call("POST", `/api/tournaments/${tournament._id}/matches/${final._id}/confirm`, owner, { homeScore: 0, awayScore: 1 }),
    );
    const finished = answered(await call("POST", `/api/tournaments/${tournament._id}/finish`, owner));
    expect(finished).toMatchObject({ status: "completed", winner: final.away, secondPlace: final.home, thirdPlace: loserOf(semi) });
  });
});
