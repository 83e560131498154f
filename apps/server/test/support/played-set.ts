import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { queryRows } from "../../src/db/database.ts";
import type { TestApp } from "./app.ts";
import { caller } from "./app.ts";
import { type BuiltPlatform, type BuiltSession, type BuiltUser, buildMembership, buildPlatform, buildSession, buildUser } from "./factories.ts";
import { answered } from "./tournaments.ts";

/**
 * The played set the statistics tests read (issue 11): two platforms of one owner ('sahip', who
 * plays nothing), five players, and five tournaments played through the API as an organiser plays
 * them, with draws, a bye, two challenges, a cancelled result, a paused league and a removed
 * member. The matches that stand are numbered k = 1 … 17 in the order played:
 *
 *   Kadıköy Ligi (league, completed; champion cem on 5 points)
 *     1 ali 2-1 berk   2 ali 0-0 cem   3 deniz 3-1 ali   4 berk 2-2 cem   5 berk 1-0 deniz   6 cem 4-0 deniz
 *   Kadıköy Elemesi (elimination of 3, ali seeded: ali's bye in the 'Yarı Final'; completed, champion berk)
 *     7 berk 2-1 cem (Yarı Final)   8 berk 3-1 ali (Final)
 *   Kadıköy Düellosu (challenge best of 3, ali at home; completed, champion ali)
 *     9 ali 2-0 berk   10 ali 0-1 berk   11 ali 3-1 berk
 *   Moda Düellosu (challenge best of 5, ali at home; decided for berk, not finished: still active)
 *     12 ali 1-2 berk   13 ali 0-1 berk   14 ali 2-0 berk   15 ali 0-3 berk
 *   Moda Ligi (league of 3 with a bye each week; paused)
 *     16 ali 1-1 ece   17 ece 2-0 deniz   (deniz 5-0 ali was confirmed, then cancelled: open again)
 *
 * Then ece is removed from Moda. Kadıköy holds ali, berk, cem, deniz; Moda ali, berk, deniz (ece
 * until removed). Match k was confirmed `daysAgo(k)` days before the set was built: 1–8 about two
 * months ago, 9–17 in the last nine days, so the newest-first order and the active-player marker
 * are known.
 */
export const PLAYERS = ["ali", "berk", "cem", "deniz", "ece"] as const;
export type Player = (typeof PLAYERS)[number];

export const daysAgo = (k: number) => (k <= 8 ? 60 - k : 18 - k);

export interface PlayedMatch {
  k: number;
  matchId: string;
  tournament: Tournament;
  home: Player;
  away: Player;
  homeScore: number;
  awayScore: number;
  roundName: string;
  /** When it was confirmed, as the set wrote it. */
  date: string;
}

export interface PlayedSet {
  owner: BuiltSession;
  kadikoy: BuiltPlatform;
  moda: BuiltPlatform;
  users: Record<Player, BuiltUser>;
  league: Tournament;
  elimination: Tournament;
  challenge: Tournament;
  openChallenge: Tournament;
  pausedLeague: Tournament;
  /** Matches that stand, by k. */
  played: Map<number, PlayedMatch>;
  /** The moment the dates count back from. */
  builtAt: Date;
}

const matchesOf = (t: Tournament): TournamentMatch[] => [
  ...t.leagueFixtures.flatMap((r) => r.matches),
  ...t.eliminationFixtures.flatMap((r) => r.matches),
  ...t.challengeFixtures,
];

export async function buildPlayedSet(t: TestApp): Promise<PlayedSet> {
  const db = t.database.db;
  const call = caller(() => t.app);
  const owner = await buildSession(db, { user: await buildUser(db, { username: "sahip" }) });
  const kadikoy = await buildPlatform(db, { owner: owner.user, name: "Kadıköy Kulübü" });
  const moda = await buildPlatform(db, { owner: owner.user, name: "Moda Kulübü" });
  const users = {} as Record<Player, BuiltUser>;
  for (const name of PLAYERS) users[name] = await buildUser(db, { username: name });
  for (const name of ["ali", "berk", "cem", "deniz"] as const) await buildMembership(db, { platform: kadikoy, user: users[name] });
  for (const name of ["ali", "berk", "deniz", "ece"] as const) await buildMembership(db, { platform: moda, user: users[name] });
  const ids = (...names: Player[]) => names.map((n) => users[n].id);
  const nameOf = (id: string | undefined) => PLAYERS.find((n) => users[n].id === id)!;

  const played = new Map<number, PlayedMatch>();
  let k = 0;

  const create = async (body: Record<string, unknown>) => answered(await call("POST", "/api/tournaments", owner, body), 201);
  const act = async (tournament: Tournament, action: string) => answered(await call("POST", `/api/tournaments/${tournament._id}/${action}`, owner));

  /** Confirms the open match `pick` finds, `homeScore`–`awayScore` as the players are named. */
  async function confirm(tournament: Tournament, pick: (m: TournamentMatch) => boolean, score: Record<string, number>): Promise<Tournament> {
    const match = matchesOf(tournament).find((m) => !m.isConfirmed && !m.isBye && pick(m));
    expect(match, `an open match in ${tournament.name}`).toBeDefined();
    const home = nameOf(match!.home?._id);
    const away = nameOf(match!.away?._id);
    const homeScore = score[home]!;
    const awayScore = score[away]!;
    const next = answered(await call("POST", `/api/tournaments/${tournament._id}/matches/${match!._id}/confirm`, owner, { homeScore, awayScore }));
    k += 1;
    // Its row's id, as the statistics name it (the answer names it by its key since issue 27).
    const [row] = await queryRows<{ id: string }>(db, sql`SELECT id FROM matches WHERE tournament_id = ${tournament._id} AND key = ${match!._id}`);
    played.set(k, { k, matchId: row!.id, tournament: next, home, away, homeScore, awayScore, roundName: match!.roundName, date: "" });
    return next;
  }
  const between = (a: Player, b: Player) => (m: TournamentMatch) => [nameOf(m.home?._id), nameOf(m.away?._id)].sort().join() === [a, b].sort().join();
  const inRound = (round: number) => (m: TournamentMatch) => m.round === round;
  const pair = (a: Player, aGoals: number, b: Player, bGoals: number) => ({ [a]: aGoals, [b]: bGoals });

  // Kadıköy Ligi: 1 … 6, then finished.
  let league = await create({
    name: "Kadıköy Ligi",
    system: "league",
    platformId: kadikoy.id,
    participants: ids("ali", "berk", "cem", "deniz"),
    matchType: "single",
  });
  league = await confirm(league, between("ali", "berk"), pair("ali", 2, "berk", 1));
  league = await confirm(league, between("ali", "cem"), pair("ali", 0, "cem", 0));
  league = await confirm(league, between("ali", "deniz"), pair("deniz", 3, "ali", 1));
  league = await confirm(league, between("berk", "cem"), pair("berk", 2, "cem", 2));
  league = await confirm(league, between("berk", "deniz"), pair("berk", 1, "deniz", 0));
  league = await confirm(league, between("cem", "deniz"), pair("cem", 4, "deniz", 0));
  league = await act(league, "finish");
  expect(league.champion?.username).toBe("cem");

  // Kadıköy Elemesi: ali seeded, so ali rests in the semi-final; 7 and 8, then finished.
  let elimination = await create({
    name: "Kadıköy Elemesi",
    system: "elimination",
    platformId: kadikoy.id,
    participants: ids("ali", "berk", "cem"),
    seededParticipants: ids("ali"),
    participantCount: 3,
    matchType: "single",
  });
  expect(
    matchesOf(elimination)
      .filter((m) => m.isBye)
      .map((m) => [m.home?.username, m.away, m.roundName]),
  ).toEqual([["ali", null, "Yarı Final"]]);
  elimination = await confirm(elimination, between("berk", "cem"), pair("berk", 2, "cem", 1));
  elimination = await confirm(elimination, between("ali", "berk"), pair("berk", 3, "ali", 1));
  elimination = await act(elimination, "finish");
  expect(elimination.champion?.username).toBe("berk");

  // Kadıköy Düellosu: 9 … 11, then finished.
  let challenge = await create({
    name: "Kadıköy Düellosu",
    system: "challenge",
    platformId: kadikoy.id,
    participants: ids("ali", "berk"),
    bestOf: 3,
  });
  challenge = await confirm(challenge, inRound(1), pair("ali", 2, "berk", 0));
  challenge = await confirm(challenge, inRound(2), pair("ali", 0, "berk", 1));
  challenge = await confirm(challenge, inRound(3), pair("ali", 3, "berk", 1));
  challenge = await act(challenge, "finish");
  expect(challenge.champion?.username).toBe("ali");

  // Moda Düellosu: 12 … 15; berk reaches three wins, nobody finishes it.
  let openChallenge = await create({ name: "Moda Düellosu", system: "challenge", platformId: moda.id, participants: ids("ali", "berk"), bestOf: 5 });
  openChallenge = await confirm(openChallenge, inRound(1), pair("ali", 1, "berk", 2));
  openChallenge = await confirm(openChallenge, inRound(2), pair("ali", 0, "berk", 1));
  openChallenge = await confirm(openChallenge, inRound(3), pair("ali", 2, "berk", 0));
  openChallenge = await confirm(openChallenge, inRound(4), pair("ali", 0, "berk", 3));
  expect(openChallenge).toMatchObject({ status: "active", challengeScore: { home: 1, away: 3, target: 3 } });

  // Moda Ligi: 16 and 17; deniz–ali confirmed and cancelled; paused.
  let pausedLeague = await create({
    name: "Moda Ligi",
    system: "league",
    platformId: moda.id,
    participants: ids("ali", "ece", "deniz"),
    matchType: "single",
  });
  pausedLeague = await confirm(pausedLeague, between("ali", "ece"), pair("ali", 1, "ece", 1));
  pausedLeague = await confirm(pausedLeague, between("deniz", "ece"), pair("ece", 2, "deniz", 0));
  pausedLeague = await confirm(pausedLeague, between("ali", "deniz"), pair("deniz", 5, "ali", 0));
  const cancelled = played.get(k)!;
  played.delete(k);
  k -= 1;
  pausedLeague = answered(await call("POST", `/api/tournaments/${pausedLeague._id}/matches/${cancelled.matchId}/cancel`, owner));
  pausedLeague = answered(await call("PUT", `/api/tournaments/${pausedLeague._id}`, owner, { status: "paused" }));

  const removal = await call("POST", `/api/platforms/${moda.id}/remove-member`, owner, { userId: users.ece.id });
  expect(removal.statusCode, removal.body).toBe(200);

  // The dates the matches were played on, written over the confirm's now(): whole seconds, days apart.
  const builtAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  for (const match of played.values()) {
    match.date = new Date(builtAt.getTime() - daysAgo(match.k) * 86_400_000).toISOString();
    await db.execute(sql`UPDATE matches SET confirmed_at = ${match.date} WHERE id = ${match.matchId}`);
  }

  return { owner, kadikoy, moda, users, league, elimination, challenge, openChallenge, pausedLeague, played, builtAt };
}

/** The bye row of the elimination (ali's rest in the 'Yarı Final'). */
export function byeOf(set: PlayedSet): TournamentMatch {
  return set.elimination.eliminationFixtures.flatMap((r) => r.matches).find((m) => m.isBye)!;
}
