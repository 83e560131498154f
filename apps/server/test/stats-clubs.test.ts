// Issue 28 in the statistics: every match of a history and of a head-to-head carries its shoot-out
// and the two clubs; a level score won on penalties is a draw in W/D/L, recent form and the
// head-to-head, and its goals count as played; 'En Çok Kullandığı Takımlar' (`used-clubs`) counts
// each club of the player's side, most used first. The confirm that records clubs and shoot-outs is
// another part's: here they are written straight onto confirmed rows.
import { USED_CLUBS_LIMIT, type Comparison, type MatchHistoryResponse, type UsedClubs } from "@turnuva/contract/stats";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltUser, buildMembership, buildPlatform, buildSession, buildTournament, buildUser, playTournament } from "./support/factories.ts";
import { refused } from "./support/tournaments.ts";

let t: TestApp;
const call = caller(() => t.app);
const players = {} as Record<"kaan" | "lale" | "mert" | "nur", BuiltUser>;
let leagueId: string;
let finalId: string;

interface Side {
  goals: number;
  penalties?: number;
  club?: string;
}

/** The confirmed match of `tournamentId` between a and b, rewritten as given from a's and b's sides. */
async function write(tournamentId: string, [a, sa]: [BuiltUser, Side], [b, sb]: [BuiltUser, Side], daysAgo: number, walkover = false) {
  const [row] = await queryRows<{ id: string; home_id: string }>(
    t.database.db,
    sql`SELECT id, home_id FROM matches WHERE tournament_id = ${tournamentId} AND confirmed_at IS NOT NULL
        AND ((home_id = ${a.id} AND away_id = ${b.id}) OR (home_id = ${b.id} AND away_id = ${a.id}))`,
  );
  expect(row, `${a.username}–${b.username}`).toBeDefined();
  const [home, away] = row!.home_id === a.id ? [sa, sb] : [sb, sa];
  await t.database.db.execute(sql`
    UPDATE matches SET home_score = ${home.goals}, away_score = ${away.goals},
      home_penalties = ${home.penalties ?? null}, away_penalties = ${away.penalties ?? null},
      home_club = ${home.club ?? null}, away_club = ${away.club ?? null}, is_walkover = ${walkover},
      confirmed_at = now() - make_interval(days => ${daysAgo})
    WHERE id = ${row!.id}`);
  return row!.id;
}

let final: string;
let firstLeg: string;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const owner = await buildSession(db);
  const platform = await buildPlatform(db, { owner: owner.user });
  for (const name of ["kaan", "lale", "mert", "nur"] as const) {
    players[name] = await buildUser(db, { username: name });
    await buildMembership(db, { platform, user: players[name] });
  }
  const { kaan, lale, mert, nur } = players;
  const league = await buildTournament(db, { system: "league", owner, platform, participants: [kaan, lale, mert, nur] });
  await playTournament(db, league);
  const cup = await buildTournament(db, { system: "elimination", owner, platform, participants: [kaan, lale], participantCount: 2 });
  await playTournament(db, cup);
  leagueId = league.tournament._id;
  finalId = cup.tournament._id;

  // kaan: a win with Galatasaray, a loss with Galatasaray, a walkover with Arjantin, and the final
  // 1–1 won 4–3 on penalties with Real Madrid (the newest). lale used Fenerbahçe twice.
  firstLeg = await write(leagueId, [kaan, { goals: 2, club: "Galatasaray" }], [lale, { goals: 0, club: "Fenerbahçe" }], 10);
  await write(leagueId, [kaan, { goals: 0, club: "Galatasaray" }], [mert, { goals: 1, club: "Real Madrid" }], 9);
  await write(leagueId, [kaan, { goals: 3, club: "Arjantin" }], [nur, { goals: 0 }], 8, true);
  await write(leagueId, [lale, { goals: 1 }], [mert, { goals: 1 }], 7);
  await write(leagueId, [lale, { goals: 2 }], [nur, { goals: 1 }], 6);
  await write(leagueId, [mert, { goals: 1 }], [nur, { goals: 0 }], 5);
  final = await write(finalId, [kaan, { goals: 1, penalties: 4, club: "Real Madrid" }], [lale, { goals: 1, penalties: 3, club: "Fenerbahçe" }], 1);
});
afterAll(() => t.close());

const ok = async <T>(url: string): Promise<T> => {
  const response = await call("GET", url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe("a match won on penalties", () => {
  it("is a draw in W/D/L, and its goals count as the 1–1 played", async () => {
    // kaan: won 2–0, lost 0–1, walkover (won, no goals), 1–1 won on penalties (a draw).
    expect(await ok("/api/tournaments/user-stats/username/kaan")).toEqual({
      totalMatches: 4,
      wins: 2,
      losses: 1,
      draws: 1,
      goalsScored: 3,
      goalsConceded: 2,
    });
    // lale lost it on penalties: a draw too, not a loss.
    expect(await ok("/api/tournaments/user-stats/username/lale")).toMatchObject({ wins: 1, losses: 1, draws: 2, goalsScored: 4, goalsConceded: 5 });
  });

  it("is a B in the recent form, for the winner and the loser alike", async () => {
    expect(await ok("/api/users/kaan/recent-performance")).toEqual({ recentResults: ["B", "G", "M", "G"], overallWinPercentage: 50 });
    expect((await ok<{ recentResults: string[] }>("/api/users/lale/recent-performance")).recentResults[0]).toBe("B");
  });

  it("is a draw in the head-to-head, with the goals as played and the shoot-out and clubs of each meeting", async () => {
    const { kaan, lale } = players;
    const fromKaan = await ok<Comparison>(`/api/tournaments/compare/${kaan.id}/${lale.id}`);
    expect(fromKaan).toMatchObject({ totalMatches: 2, user1Wins: 1, user2Wins: 0, draws: 1, user1GoalsScored: 3, user2GoalsScored: 1 });
    expect(
      fromKaan.matchHistory.map(({ _id, user1Score, user2Score, user1Penalties, user2Penalties, user1Club, user2Club }) => ({
        _id,
        score: [user1Score, user2Score],
        penalties: [user1Penalties, user2Penalties],
        clubs: [user1Club, user2Club],
      })),
    ).toEqual([
      { _id: final, score: [1, 1], penalties: [4, 3], clubs: ["Real Madrid", "Fenerbahçe"] },
      { _id: firstLeg, score: [2, 0], penalties: [null, null], clubs: ["Galatasaray", "Fenerbahçe"] },
    ]);
    // From lale's side, every pair turns round.
    const fromLale = await ok<Comparison>(`/api/tournaments/compare/${lale.id}/${kaan.id}`);
    expect(fromLale).toMatchObject({ user1Wins: 0, user2Wins: 1, draws: 1 });
    expect(fromLale.matchHistory[0]).toMatchObject({
      user1Score: 1,
      user2Score: 1,
      user1Penalties: 3,
      user2Penalties: 4,
      user1Club: "Fenerbahçe",
      user2Club: "Real Madrid",
    });
  });
});

describe("match history", () => {
  it("carries each match's shoot-out and both clubs from the user's side", async () => {
    const kaan = await ok<MatchHistoryResponse>("/api/users/kaan/match-history");
    expect(kaan.matches[0]).toMatchObject({
      _id: final,
      userScore: 1,
      opponentScore: 1,
      result: "draw",
      userPenalties: 4,
      opponentPenalties: 3,
      userClub: "Real Madrid",
      opponentClub: "Fenerbahçe",
    });
    // The walkover: kaan's club, none for nur; no shoot-out.
    expect(kaan.matches[1]).toMatchObject({
      isWalkover: true,
      userPenalties: null,
      opponentPenalties: null,
      userClub: "Arjantin",
      opponentClub: null,
    });
    const lale = await ok<MatchHistoryResponse>("/api/users/lale/match-history");
    expect(lale.matches[0]).toMatchObject({
      _id: final,
      result: "draw",
      userPenalties: 3,
      opponentPenalties: 4,
      userClub: "Fenerbahçe",
      opponentClub: "Real Madrid",
    });
    // A match with no club recorded says so with nulls.
    expect(lale.matches.find((m) => m.opponent.username === "mert")).toMatchObject({ userClub: null, opponentClub: null, userPenalties: null });
  });
});

describe("GET /api/users/:username/used-clubs", () => {
  it("counts each club of the user's side: matches, wins (a walkover is won, a shoot-out is not) and win rate, most used first, then the newest", async () => {
    expect(await ok<UsedClubs>("/api/users/kaan/used-clubs")).toEqual({
      clubs: [
        { club: "Galatasaray", matches: 2, wins: 1, winRate: 50 },
        // One match each: Real Madrid was used last (the final), Arjantin before it.
        { club: "Real Madrid", matches: 1, wins: 0, winRate: 0 },
        { club: "Arjantin", matches: 1, wins: 1, winRate: 100 },
      ],
    });
    // The opponent's club is theirs, never the user's.
    expect(await ok<UsedClubs>("/api/users/lale/used-clubs")).toEqual({ clubs: [{ club: "Fenerbahçe", matches: 2, wins: 0, winRate: 0 }] });
    expect(await ok<UsedClubs>("/api/users/mert/used-clubs")).toEqual({ clubs: [{ club: "Real Madrid", matches: 1, wins: 1, winRate: 100 }] });
  });

  it("answers no clubs for someone who never recorded one, a name in any case, and 404 for nobody", async () => {
    expect(await ok<UsedClubs>("/api/users/nur/used-clubs")).toEqual({ clubs: [] });
    expect((await ok<UsedClubs>("/api/users/KAAN/used-clubs")).clubs[0]?.club).toBe("Galatasaray");
    refused(await call("GET", "/api/users/yok_boyle/used-clubs"), 404, "USER_NOT_FOUND", "Kullanıcı bulunamadı.");
  });

  it("is public: anyone may ask, a token that comes must be valid", async () => {
    const session = await buildSession(t.database.db);
    expect((await call("GET", "/api/users/kaan/used-clubs", session)).statusCode).toBe(200);
    const bad = await t.app.inject({ url: "/api/users/kaan/used-clubs", headers: { authorization: "Bearer yanlis" } });
    expect(bad.statusCode).toBe(401);
  });

  it("leaves out a result that was cancelled, though its club was typed", async () => {
    const db = t.database.db;
    const [before] = await queryRows<{ confirmed_at: string; home_score: number; away_score: number }>(
      db,
      sql`SELECT confirmed_at, home_score, away_score FROM matches WHERE id = ${firstLeg}`,
    );
    await db.execute(sql`UPDATE matches SET confirmed_at = NULL, home_score = NULL, away_score = NULL WHERE id = ${firstLeg}`);
    try {
      // Galatasaray keeps the 0–1 only, and with one match it is now the oldest used.
      expect((await ok<UsedClubs>("/api/users/kaan/used-clubs")).clubs).toEqual([
        { club: "Real Madrid", matches: 1, wins: 0, winRate: 0 },
        { club: "Arjantin", matches: 1, wins: 1, winRate: 100 },
        { club: "Galatasaray", matches: 1, wins: 0, winRate: 0 },
      ]);
    } finally {
      await db.execute(
        sql`UPDATE matches SET confirmed_at = ${before!.confirmed_at}, home_score = ${before!.home_score}, away_score = ${before!.away_score} WHERE id = ${firstLeg}`,
      );
    }
  });

  it(`gives at most ${USED_CLUBS_LIMIT}, the most used`, async () => {
    const db = t.database.db;
    const { mert, nur } = players;
    // Eleven more of mert's matches, each with a club of its own, an hour apart (Kulüp 01 the newest);
    // Real Madrid, used twice now, comes first.
    await db.execute(sql`
      INSERT INTO matches (tournament_id, key, stage, round, round_name, match_index, home_id, away_id, home_score, away_score, confirmed_at, home_club)
      SELECT ${leagueId}, 'ek-' || g, 'league', 1, '1. Hafta', 100 + g, ${mert.id}, ${nur.id}, 1, 0,
             now() - make_interval(hours => g), 'Kulüp ' || lpad(g::text, 2, '0')
      FROM generate_series(1, 11) g`);
    await db.execute(sql`UPDATE matches SET home_club = 'Real Madrid' WHERE tournament_id = ${leagueId} AND key = 'ek-11'`);
    try {
      const { clubs } = await ok<UsedClubs>("/api/users/mert/used-clubs");
      expect(clubs.map((c) => c.club)).toEqual(["Real Madrid", ...Array.from({ length: USED_CLUBS_LIMIT - 1 }, (_, i) => `Kulüp 0${i + 1}`)]);
    } finally {
      await db.execute(sql`DELETE FROM matches WHERE tournament_id = ${leagueId} AND key LIKE 'ek-%'`);
    }
  });
});
