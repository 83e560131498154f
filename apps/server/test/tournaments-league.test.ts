// A league played through the HTTP API from creation to completion (part 2 §2, §4, §5, §9):
// weekly fixtures, the 3/1/0 table, cancelling, pausing, finishing, and the rows it leaves.
import type { Tournament } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { answered, refused, tournamentOf, writtenTournamentOf } from "./support/tournaments.ts";
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

type Match = Tournament["leagueFixtures"][number]["matches"][number];

interface MatchRow {
  key: string;
  round: number;
  round_name: string;
  leg: number;
  home_id: string | null;
  away_id: string | null;
  home_score: number | null;
  away_score: number | null;
  confirmed_at: Date | null;
  confirmed_by_id: string | null;
}

const matchRows = (tournamentId: string) =>
  queryRows<MatchRow>(
    t.database.db,
    sql`SELECT key, round, round_name, leg, home_id, away_id, home_score, away_score, confirmed_at, confirmed_by_id
        FROM matches WHERE tournament_id = ${tournamentId} ORDER BY round, match_index`,
  );

const matchRow = async (tournamentId: string, matchId: string) =>
  (await queryRows<MatchRow>(t.database.db, sql`SELECT * FROM matches WHERE tournament_id = ${tournamentId} AND key = ${matchId}`))[0]!;

const allMatches = (tournament: Tournament): Match[] => tournament.leagueFixtures.flatMap((week) => week.matches);
const pairOf = (m: Match) => [m.home?.username, m.away?.username].sort().join("-");

// The results of the season, by pair in alphabetical order: [goals of the first, goals of the second].
// ahmet wins everything, berk beats cem and deniz, cem and deniz draw; deniz's goal difference puts
// him above cem although the name would not.
const results: Record<string, [number, number]> = {
  "ahmet-berk": [2, 0],
  "ahmet-cem": [3, 0],
  "ahmet-deniz": [2, 0],
  "berk-cem": [2, 1],
  "berk-deniz": [1, 0],
  "cem-deniz": [1, 1],
};
function scoreOf(m: Match): { homeScore: number; awayScore: number } {
  const [first, second] = results[pairOf(m)]!;
  return (m.home?.username ?? "") < (m.away?.username ?? "") ? { homeScore: first, awayScore: second } : { homeScore: second, awayScore: first };
}

const standingRow = (user: BuiltUser, r: [number, number, number, number, number, number, number]) => ({
  team: { _id: user.id, username: user.username },
  played: r[0],
  won: r[1],
  drawn: r[2],
  lost: r[3],
  goalsFor: r[4],
  goalsAgainst: r[5],
  goalDifference: r[4] - r[5],
  points: r[6],
});

describe("a league of four, created with POST /api/tournaments and played to the end", () => {
  let platform: BuiltPlatform;
  let owner: BuiltSession;
  let creator: BuiltSession;
  let players: Record<"ahmet" | "berk" | "cem" | "deniz", BuiltUser>;
  let league: Tournament;

  beforeAll(async () => {
    const db = t.database.db;
    owner = await buildSession(db);
    platform = await buildPlatform(db, { owner: owner.user, name: "Anadolu Kulübü" });
    creator = await buildSession(db);
    await buildMembership(db, { platform, user: creator.user });
    // Chosen in an order that is neither alphabetical nor the table's.
    const names = ["cem", "ahmet", "deniz", "berk"] as const;
    const built = [];
    for (const username of names) {
      const user = await buildUser(db, { username });
      await buildMembership(db, { platform, user });
      built.push([username, user] as const);
    }
    players = Object.fromEntries(built) as typeof players;
  });

  it("creates the league with every pair once over three weeks named 'N. Hafta', each playing once a week", async () => {
    const ids = ["cem", "ahmet", "deniz", "berk"].map((n) => players[n as keyof typeof players].id);
    const response = await call("POST", "/api/tournaments", creator, {
      name: "Bahar Ligi",
      system: "league",
      platformId: platform.id,
      participants: ids,
      participantCount: 4,
      matchType: "single",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe("Turnuva oluşturuldu.");
    league = writtenTournamentOf(response);

    expect(league).toMatchObject({
      name: "Bahar Ligi",
      slug: "bahar-ligi",
      system: "league",
      status: "active",
      matchType: "single",
      participantCount: 4,
      platform: { _id: platform.id, name: "Anadolu Kulübü", slug: platform.slug },
      createdBy: { _id: creator.user.id, username: creator.user.username },
      champion: null,
      winner: null,
      secondPlace: null,
      thirdPlace: null,
      step: 4,
      currentRound: 1,
      version: 1,
      pausedAt: null,
      completedAt: null,
    });
    // Sorted by username (part 1 §9), not in the order they were chosen.
    expect(league.participants.map((p) => p.username)).toEqual(["ahmet", "berk", "cem", "deniz"]);

    expect(league.leagueFixtures.map((week) => [week.round, week.name, week.matches.length])).toEqual([
      [1, "1. Hafta", 2],
      [2, "2. Hafta", 2],
      [3, "3. Hafta", 2],
    ]);
    expect(allMatches(league).map(pairOf).sort()).toEqual(Object.keys(results));
    for (const week of league.leagueFixtures) {
      expect(new Set(week.matches.flatMap((m) => [m.home?._id, m.away?._id])).size, week.name).toBe(4);
      for (const m of week.matches) {
        expect(m).toMatchObject({
          stage: "league",
          roundName: week.name,
          homeScore: null,
          awayScore: null,
          isConfirmed: false,
          isBye: false,
        });
      }
    }
    // Nobody has played: the table is everyone on nought, by name.
    expect(league.leagueStandings.map((r) => [r.team.username, r.played, r.points])).toEqual([
      ["ahmet", 0, 0],
      ["berk", 0, 0],
      ["cem", 0, 0],
      ["deniz", 0, 0],
    ]);
    expect(league.actions).toMatchObject({ advance: false, finish: false, pause: true, resume: false });
    expect(league.actions.confirm.sort()).toEqual(
      allMatches(league)
        .map((m) => m._id)
        .sort(),
    );

    const rows = await matchRows(league._id);
    expect(rows.map((r) => [r.round, r.round_name, r.leg, r.home_score, r.away_score, r.confirmed_at, r.confirmed_by_id])).toEqual([
      [1, "1. Hafta", 1, null, null, null, null],
      [1, "1. Hafta", 1, null, null, null, null],
      [2, "2. Hafta", 1, null, null, null, null],
      [2, "2. Hafta", 1, null, null, null, null],
      [3, "3. Hafta", 1, null, null, null, null],
      [3, "3. Hafta", 1, null, null, null, null],
    ]);
    expect(rows.map((r) => [r.home_id, r.away_id])).toEqual(allMatches(league).map((m) => [m.home?._id, m.away?._id]));

    // The public detail by slug is the same tournament.
    const read = await call("GET", "/api/tournaments/bahar-ligi");
    expect(read.statusCode).toBe(200);
    const sameActions = (x: Tournament) => ({ ...x, actions: { ...x.actions, confirm: [...x.actions.confirm].sort() } });
    expect(sameActions(tournamentOf(read))).toEqual(sameActions(league));
  });

  it("confirms week 1: 3 points for a win, the week moves on, the version goes up by one per confirm", async () => {
    let current = league;
    const week1 = league.leagueFixtures[0]!.matches;
    for (const [i, m] of week1.entries()) {
      // The platform's owner confirms the first match, the creator the second.
      const as = i === 0 ? owner : creator;
      const next = answered(await call("POST", `/api/tournaments/${league._id}/matches/${m._id}/confirm`, as, scoreOf(m)));
      expect(next.version).toBe(current.version + 1);
      expect(Date.parse(next.lastUpdated)).toBeGreaterThan(Date.parse(current.lastUpdated));
      const shown = allMatches(next).find((x) => x._id === m._id)!;
      expect(shown).toMatchObject({ ...scoreOf(m), isConfirmed: true, isCompleted: true });
      expect(next.actions.confirm).not.toContain(m._id);
      expect(next.actions.cancel).toContain(m._id);

      const row = await matchRow(league._id, m._id);
      expect(row.home_score).toBe(scoreOf(m).homeScore);
      expect(row.away_score).toBe(scoreOf(m).awayScore);
      expect(row.confirmed_at).not.toBeNull();
      expect(row.confirmed_by_id).toBe(as.user.id);
      current = next;
    }
    expect(current.currentRound).toBe(2);
    // A win gives 3 and a loss 0 (a draw, should week 1 hold cem–deniz, 1 each).
    for (const m of week1) {
      const { homeScore, awayScore } = scoreOf(m);
      const home = current.leagueStandings.find((r) => r.team._id === m.home?._id)!;
      const away = current.leagueStandings.find((r) => r.team._id === m.away?._id)!;
      const expected = homeScore > awayScore ? [3, 0] : homeScore < awayScore ? [0, 3] : [1, 1];
      expect([home.points, away.points]).toEqual(expected);
      expect([home.played, away.played]).toEqual([1, 1]);
    }
    league = current;
  });

  it("refuses to finish before every match is confirmed, and changes nothing", async () => {
    refused(
      await call("POST", `/api/tournaments/${league._id}/finish`, creator),
      409,
      "LEAGUE_MATCHES_INCOMPLETE",
      "Tüm maçlar tamamlanmadan turnuva bitirilemez!",
    );
    refused(await call("POST", `/api/tournaments/${league._id}/advance`, creator), 409, "ADVANCE_UNAVAILABLE", "Bu aşamada sonraki tura geçilemez.");
    const read = tournamentOf(await call("GET", `/api/tournaments/${league._id}`));
    expect(read.status).toBe("active");
    expect(read.version).toBe(league.version);
    expect(read.champion).toBeNull();
  });

  it("refuses a confirmed match twice, a missing score, and cancelling a match not confirmed", async () => {
    const played = league.leagueFixtures[0]!.matches[0]!;
    const open = league.leagueFixtures[1]!.matches[0]!;
    refused(
      await call("POST", `/api/tournaments/${league._id}/matches/${played._id}/confirm`, creator, { homeScore: 5, awayScore: 5 }),
      409,
      "MATCH_ALREADY_CONFIRMED",
      "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.",
    );
    refused(
      await call("POST", `/api/tournaments/${league._id}/matches/${open._id}/confirm`, creator, { homeScore: 1, awayScore: "" }),
      400,
      "SCORE_MISSING",
      "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.",
    );
    refused(
      await call("POST", `/api/tournaments/${league._id}/matches/${open._id}/cancel`, creator),
      409,
      "SCORE_CANCEL_UNAVAILABLE",
      "Skor iptal edilemiyor. Maç onaylanmamış.",
    );
    expect((await matchRow(league._id, played._id)).home_score).toBe(scoreOf(played).homeScore);
    expect((await matchRow(league._id, open._id)).confirmed_at).toBeNull();
    expect(tournamentOf(await call("GET", `/api/tournaments/${league._id}`)).version).toBe(league.version);
  });

  it("cancels a confirmed score: the scores and the row clear, and the table is as before the confirm", async () => {
    const m = league.leagueFixtures[1]!.matches[0]!;
    const before = league.leagueStandings;
    const confirmed = answered(await call("POST", `/api/tournaments/${league._id}/matches/${m._id}/confirm`, owner, scoreOf(m)));
    expect(confirmed.leagueStandings).not.toEqual(before);

    const cancelled = answered(await call("POST", `/api/tournaments/${league._id}/matches/${m._id}/cancel`, creator));
    expect(cancelled.version).toBe(confirmed.version + 1);
    expect(allMatches(cancelled).find((x) => x._id === m._id)).toMatchObject({
      homeScore: null,
      awayScore: null,
      isConfirmed: false,
    });
    expect(cancelled.leagueStandings).toEqual(before);
    expect(cancelled.actions.confirm).toContain(m._id);
    const row = await matchRow(league._id, m._id);
    expect([row.home_score, row.away_score, row.confirmed_at, row.confirmed_by_id]).toEqual([null, null, null, null]);
    league = cancelled;
  });

  it("pauses: every action is refused until resumed, and resuming opens step 4 where it stood", async () => {
    const open = league.leagueFixtures[1]!.matches[0]!;
    const pausedResponse = await call("PUT", `/api/tournaments/${league._id}`, creator, { status: "paused" });
    const paused = answered(pausedResponse);
    expect(pausedResponse.json().message).toBe("Turnuva başarıyla duraklatıldı!");
    expect(paused).toMatchObject({ status: "paused", version: league.version + 1, pausedAt: expect.any(String) });
    expect(paused.actions).toMatchObject({ confirm: [], cancel: [], pause: false, resume: true, finish: false });

    const message = "Turnuva duraklatıldı. İşlem yapmak için önce devam ettirin.";
    const played = league.leagueFixtures[0]!.matches[0]!;
    refused(
      await call("POST", `/api/tournaments/${league._id}/matches/${open._id}/confirm`, creator, scoreOf(open)),
      409,
      "TOURNAMENT_NOT_ACTIVE",
      message,
    );
    refused(await call("POST", `/api/tournaments/${league._id}/matches/${played._id}/cancel`, owner), 409, "TOURNAMENT_NOT_ACTIVE", message);
    refused(await call("POST", `/api/tournaments/${league._id}/finish`, creator), 409, "TOURNAMENT_NOT_ACTIVE", message);
    refused(
      await call("PUT", `/api/tournaments/${league._id}`, creator, { status: "paused" }),
      409,
      "TOURNAMENT_ALREADY_PAUSED",
      "Turnuva zaten duraklatılmış.",
    );
    expect((await matchRow(league._id, open._id)).confirmed_at).toBeNull();
    const stored = tournamentOf(await call("GET", `/api/tournaments/bahar-ligi`));
    expect(stored).toMatchObject({ status: "paused", version: paused.version });

    // The page was left: the server keeps the moment; the tournament stays paused and resumable.
    const exit = await call("PUT", `/api/tournaments/${league._id}/handle-exit`, creator, {});
    const exited = answered(exit);
    expect(exit.json().message).toBe("Turnuva kaydedildi; kaldığınız yerden devam edebilirsiniz.");
    expect(exited).toMatchObject({ status: "paused", version: paused.version + 1 });
    const [row] = await queryRows<{ exited_at: Date | null; status: string }>(
      t.database.db,
      sql`SELECT exited_at, status FROM tournaments WHERE id = ${league._id}`,
    );
    expect(row!.exited_at).not.toBeNull();
    expect(row!.status).toBe("paused");

    const resume = await call("PUT", `/api/tournaments/${league._id}/resume`, owner);
    const resumed = answered(resume);
    expect(resume.json().message).toBe("Turnuva başarıyla devam ettirildi!");
    expect(resume.json().resumedState).toEqual({ step: 4, activeGroupTab: null, currentRound: 2 });
    expect(resumed).toMatchObject({ status: "active", pausedAt: null, version: exited.version + 1 });
    expect(resumed.leagueFixtures).toEqual(league.leagueFixtures);
    league = resumed;
  });

  it("plays the rest: the table orders by points, then goal difference, with 3/1/0; champion only after finish", async () => {
    let current = league;
    for (const m of allMatches(league).filter((x) => !x.isConfirmed)) {
      const next = answered(await call("POST", `/api/tournaments/${league._id}/matches/${m._id}/confirm`, creator, scoreOf(m)));
      expect(next.version).toBe(current.version + 1);
      current = next;
    }
    expect(current.leagueStandings).toEqual([
      // Issue 28: each row says what put it below the row above (the league's rule is the spec's, 'overall').
      { ...standingRow(players.ahmet, [3, 3, 0, 0, 7, 0, 9]), separatedBy: null },
      { ...standingRow(players.berk, [3, 2, 0, 1, 3, 3, 6]), separatedBy: "points" },
      { ...standingRow(players.deniz, [3, 0, 1, 2, 1, 4, 1]), separatedBy: "points" },
      { ...standingRow(players.cem, [3, 0, 1, 2, 2, 6, 1]), separatedBy: "goalDifference" },
    ]);
    expect(current.currentRound).toBe(3);
    expect(current.actions.finish).toBe(true);

    // Decided, not finished: nobody is named champion yet.
    const before = tournamentOf(await call("GET", "/api/tournaments/bahar-ligi"));
    expect(before).toMatchObject({ status: "active", champion: null, winner: null, secondPlace: null, thirdPlace: null, completedAt: null });

    const finished = answered(await call("POST", `/api/tournaments/${league._id}/finish`, creator));
    expect(finished).toMatchObject({
      status: "completed",
      version: current.version + 1,
      champion: { _id: players.ahmet.id, username: "ahmet" },
      winner: { _id: players.ahmet.id, username: "ahmet" },
      secondPlace: null,
      thirdPlace: null,
      completedAt: expect.any(String),
      step: 4,
    });
    expect(finished.actions).toEqual({ confirm: [], cancel: [], advance: false, finish: false, pause: false, resume: false, reopen: true });
    const read = tournamentOf(await call("GET", "/api/tournaments/bahar-ligi"));
    expect(read).toEqual(finished);

    const [row] = await queryRows<{ status: string; champion_id: string; completed_at: Date | null }>(
      t.database.db,
      sql`SELECT status, champion_id, completed_at FROM tournaments WHERE id = ${league._id}`,
    );
    expect(row).toMatchObject({ status: "completed", champion_id: players.ahmet.id });
    expect(row!.completed_at).not.toBeNull();
    const rows = await matchRows(league._id);
    expect(rows.every((r) => r.confirmed_at !== null && r.confirmed_by_id !== null)).toBe(true);
    league = finished;
  });

  it("refuses every action on the completed league with 409, and nothing changes", async () => {
    const m = allMatches(league)[0]!;
    const message = "Turnuva tamamlandı; artık değişiklik yapılamaz.";
    const base = `/api/tournaments/${league._id}`;
    const rowsBefore = await matchRows(league._id);
    const attempts = [
      call("POST", `${base}/matches/${m._id}/confirm`, creator, { homeScore: 1, awayScore: 0 }),
      call("POST", `${base}/matches/${m._id}/cancel`, creator),
      call("POST", `${base}/advance`, creator),
      call("POST", `${base}/finish`, owner),
      call("PUT", base, creator, { status: "paused" }),
      call("PUT", base, creator, { name: "Yeni Ad", status: "paused" }),
      call("PUT", `${base}/resume`, owner),
      call("PUT", `${base}/handle-exit`, creator, { activeGroupTab: 1 }),
    ];
    for (const response of await Promise.all(attempts)) refused(response, 409, "TOURNAMENT_COMPLETED", message);
    expect(tournamentOf(await call("GET", base))).toEqual(league);
    expect(await matchRows(league._id)).toEqual(rowsBefore);
  });

  it("may still be renamed (issue 25), its address kept so shared links still work", async () => {
    const renamed = await call("PUT", `/api/tournaments/${league._id}`, creator, { name: "Bitmiş Ligin Yeni Adı" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(writtenTournamentOf(renamed)).toMatchObject({
      name: "Bitmiş Ligin Yeni Adı",
      slug: league.slug,
      status: "completed",
    });
    expect(tournamentOf(await call("GET", `/api/tournaments/${league.slug}`)).name).toBe("Bitmiş Ligin Yeni Adı");
  });
});

describe("a league of three, double round robin", () => {
  it("gives one player a bye ('Bay') each week, mirrors the second leg, and keeps byes out of the table", async () => {
    const db = t.database.db;
    const owner = await buildSession(db);
    const platform = await buildPlatform(db, { owner: owner.user });
    const users = [];
    for (const username of ["efe", "fulya", "gizem"]) {
      const user = await buildUser(db, { username });
      await buildMembership(db, { platform, user });
      users.push(user);
    }
    const created = answered(
      await call("POST", "/api/tournaments/league", owner, {
        name: "Rövanşlı Lig",
        platform: platform.id,
        participants: users.map((u) => u.id),
        matchType: "double",
      }),
      201,
    );
    expect(created.matchType).toBe("double");
    expect(created.leagueFixtures.map((w) => w.name)).toEqual(["1. Hafta", "2. Hafta", "3. Hafta", "4. Hafta", "5. Hafta", "6. Hafta"]);
    for (const week of created.leagueFixtures) {
      const byes = week.matches.filter((m) => m.isBye);
      expect(byes, week.name).toHaveLength(1);
      expect(byes[0]!.away).toBeNull();
      expect(week.matches.filter((m) => !m.isBye)).toHaveLength(1);
    }
    // Each pair twice, once at each home; weeks 4–6 are the second leg, mirrored.
    const played = created.leagueFixtures.flatMap((w) => w.matches.filter((m) => !m.isBye));
    expect(played.map((m) => `${m.home?.username}-${m.away?.username}`).sort()).toEqual([
      "efe-fulya",
      "efe-gizem",
      "fulya-efe",
      "fulya-gizem",
      "gizem-efe",
      "gizem-fulya",
    ]);
    const firstLeg = created.leagueFixtures.slice(0, 3).flatMap((w) => w.matches);
    const secondLeg = created.leagueFixtures.slice(3).flatMap((w) => w.matches);
    expect(firstLeg.every((m) => m.leg === 1)).toBe(true);
    expect(secondLeg.every((m) => m.leg === 2)).toBe(true);
    expect(secondLeg.filter((m) => !m.isBye).map((m) => [m.home?._id, m.away?._id])).toEqual(
      firstLeg.filter((m) => !m.isBye).map((m) => [m.away?._id, m.home?._id]),
    );

    const bye = created.leagueFixtures[0]!.matches.find((m) => m.isBye)!;
    refused(
      await call("POST", `/api/tournaments/${created._id}/matches/${bye._id}/confirm`, owner, { homeScore: 3, awayScore: 0 }),
      400,
      "MATCH_IS_BYE",
      "Bay geçilen maça skor girilemez.",
    );
    expect(created.actions.confirm).not.toContain(bye._id);

    // Confirm week 1's match as a draw: one point each, nothing for the bye.
    const match = created.leagueFixtures[0]!.matches.find((m) => !m.isBye)!;
    const next = answered(
      await call("POST", `/api/tournaments/${created._id}/matches/${match._id}/confirm`, owner, { homeScore: "2", awayScore: "2" }),
    );
    const row = (id: string | undefined) => next.leagueStandings.find((r) => r.team._id === id)!;
    expect([row(match.home?._id).points, row(match.away?._id).points, row(bye.home?._id).points]).toEqual([1, 1, 0]);
    expect([row(match.home?._id).drawn, row(bye.home?._id).played]).toEqual([1, 0]);
    const stored = await matchRows(created._id);
    expect(stored.filter((r) => r.away_id === null)).toHaveLength(6);
    expect(stored.filter((r) => r.away_id === null).every((r) => r.confirmed_at === null)).toBe(true);
  });
});
