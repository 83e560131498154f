// Issue 28: every member's Elo rating on a platform. The stored ratings must always be what the
// definition (domain eloChanges) gives over the platform's confirmed matches in confirmation order,
// whatever order confirms and cancels came in, across two tournaments of the platform at once.
import type { PlatformRatingsResponse, UserRatingsResponse } from "@turnuva/contract/ratings";
import { expandTournament } from "@turnuva/contract/tournament-answer";
import type { Tournament } from "@turnuva/contract/tournaments";
import { eloChanges, mulberry32, type Match } from "@turnuva/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { backfillRatings } from "../src/modules/ratings/backfill.ts";
import { tournamentsService } from "../src/modules/tournaments/service.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import {
  type BuiltSession,
  buildMembership,
  buildPlatformWithMembers,
  buildSession,
  buildTournament,
  testNotifyContext,
} from "./support/factories.ts";
import { refused } from "./support/tournaments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);
const service = () => tournamentsService(t.database.db, testNotifyContext);

/** The definition: eloChanges over the platform's played confirmed matches, by confirmation time, then id. */
async function definition(platformId: string) {
  const rows = await queryRows<{ id: string; home_id: string; away_id: string; home_score: number; away_score: number }>(
    t.database.db,
    sql`SELECT m.id, m.home_id, m.away_id, m.home_score, m.away_score FROM matches m JOIN tournaments t ON t.id = m.tournament_id
        WHERE t.platform_id = ${platformId} AND m.confirmed_at IS NOT NULL AND NOT m.is_walkover ORDER BY m.confirmed_at, m.id`,
  );
  const played: Match[] = rows.map((m) => ({
    id: m.id,
    stage: "league",
    group: null,
    round: 0,
    index: 0,
    home: m.home_id,
    away: m.away_id,
    homeScore: m.home_score,
    awayScore: m.away_score,
    isConfirmed: true,
  }));
  const counts: Record<string, number> = {};
  for (const m of played) for (const p of [m.home!, m.away!]) counts[p] = (counts[p] ?? 0) + 1;
  return { ratings: eloChanges(played).ratings, counts };
}

/** What the server keeps: each player's rating and rated matches. */
async function stored(platformId: string) {
  const rows = await queryRows<{ user_id: string; rating: number; matches: number }>(
    t.database.db,
    sql`SELECT user_id, rating, matches FROM platform_ratings WHERE platform_id = ${platformId} AND matches > 0`,
  );
  return {
    ratings: Object.fromEntries(rows.map((r) => [r.user_id, Number(r.rating)])),
    counts: Object.fromEntries(rows.map((r) => [r.user_id, Number(r.matches)])),
  };
}

async function expectDefinition(platformId: string) {
  expect(await stored(platformId)).toEqual(await definition(platformId));
  // Conservation: what one player of a match gained the other lost.
  const sums = await queryRows<{ total: number }>(
    t.database.db,
    sql`SELECT sum(rating_after - rating_before) AS total FROM rating_changes WHERE platform_id = ${platformId} GROUP BY match_id`,
  );
  for (const { total } of sums) expect(Math.abs(Number(total))).toBeLessThan(1e-9);
}

async function confirmedKeys(tournamentId: string): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    t.database.db,
    sql`SELECT key FROM matches WHERE tournament_id = ${tournamentId} AND confirmed_at IS NOT NULL ORDER BY key`,
  );
  return rows.map((r) => r.key);
}

const matchOf = (tournament: Tournament, key: string) => tournament.leagueFixtures.flatMap((r) => r.matches).find((m) => m._id === key)!;

const table = async (slug: string, as?: BuiltSession) => {
  const response = await call("GET", `/api/platforms/slug/${slug}/ratings`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PlatformRatingsResponse>().ratings;
};

describe("the stored ratings are the definition's", () => {
  it("after a random run of confirms and cancels across two tournaments of a platform, some at the same instant", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 5 });
    const users = members.map((m) => m.user);
    const a = await buildTournament(t.database.db, {
      owner,
      platform,
      participants: users.slice(0, 4),
      participantCount: 4,
      settings: { matchType: "double" },
    });
    const b = await buildTournament(t.database.db, { owner, platform, participants: users.slice(1, 5), settings: { matchType: "double" } });
    const random = mulberry32(28);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random.next() * list.length)]!;
    const actor = { id: owner.user.id };
    const open = async (id: string) => expandTournament((await call("GET", `/api/tournaments/${id}`)).json()).actions.confirm;
    const step = async (id: string) => {
      const confirmed = await confirmedKeys(id);
      const openKeys = await open(id);
      if (openKeys.length > 0 && (confirmed.length === 0 || random.next() < 0.6)) {
        await service().confirm(actor, id, pick(openKeys), { homeScore: Math.floor(random.next() * 4), awayScore: Math.floor(random.next() * 4) });
      } else if (confirmed.length > 0) {
        await service().cancel(actor, id, pick(confirmed));
      }
    };
    let cancels = 0;
    for (let i = 0; i < 40; i += 1) {
      const before = (await confirmedKeys(a.tournament._id)).length + (await confirmedKeys(b.tournament._id)).length;
      // Every fifth step both tournaments act at once (on PostgreSQL the two really overlap).
      if (i % 5 === 4) await Promise.all([step(a.tournament._id), step(b.tournament._id)]);
      else await step(pick([a.tournament._id, b.tournament._id]));
      const after = (await confirmedKeys(a.tournament._id)).length + (await confirmedKeys(b.tournament._id)).length;
      if (after < before) cancels += 1;
      await expectDefinition(platform.id);
    }
    expect(cancels).toBeGreaterThan(3);
    // The run rated someone at its end (the equivalence above is not about an empty table).
    expect(Object.keys((await stored(platform.id)).ratings).length).toBeGreaterThan(1);
  });

  it("a deleted tournament's matches stop counting at once, and the later ones are rated again without them", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 3 });
    const users = members.map((m) => m.user);
    const a = await buildTournament(t.database.db, { owner, platform, participants: [...users], participantCount: 3 });
    const b = await buildTournament(t.database.db, { owner, platform, participants: [...users], participantCount: 3 });
    const actor = { id: owner.user.id };
    const [first] = await (async () => expandTournament((await call("GET", `/api/tournaments/${a.tournament._id}`)).json()).actions.confirm)();
    await service().confirm(actor, a.tournament._id, first!, { homeScore: 5, awayScore: 0 });
    for (const key of expandTournament((await call("GET", `/api/tournaments/${b.tournament._id}`)).json()).actions.confirm) {
      await service().confirm(actor, b.tournament._id, key, { homeScore: 1, awayScore: 2 });
    }
    const withBoth = await stored(platform.id);
    await service().remove(actor, a.tournament._id);
    await expectDefinition(platform.id);
    expect(await stored(platform.id)).not.toEqual(withBoth);
  });
});

describe("results confirmed before the ratings existed (migration 0011)", () => {
  it("are rated once at the start after it, as the definition rates them", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 3 });
    const built = await buildTournament(t.database.db, { owner, platform, participants: members.map((m) => m.user), participantCount: 3 });
    for (const key of built.tournament.actions.confirm) {
      await service().confirm({ id: owner.user.id }, built.tournament._id, key, { homeScore: 3, awayScore: 1 });
    }
    // As a database migrated to 0011 has them: the matches, and no rating yet.
    await t.database.db.execute(sql`DELETE FROM rating_changes WHERE platform_id = ${platform.id}`);
    await t.database.db.execute(sql`DELETE FROM platform_ratings WHERE platform_id = ${platform.id}`);
    await t.database.db.execute(sql`DELETE FROM server_keys WHERE name = 'ratings-backfilled'`);
    await backfillRatings(t.database.db);
    await expectDefinition(platform.id);
    expect(Object.keys((await stored(platform.id)).ratings)).toHaveLength(3);
  });
});

describe("what counts", () => {
  it("a cancel takes the match out of the table at once", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 2 });
    const [ali, berk] = members.map((m) => m.user);
    const built = await buildTournament(t.database.db, { owner, platform, participants: [ali!, berk!], participantCount: 2 });
    const key = built.tournament.actions.confirm[0]!;
    const match = matchOf(built.tournament, key);
    const confirmed = await call("POST", `/api/tournaments/${built.tournament._id}/matches/${key}/confirm`, owner, { homeScore: 3, awayScore: 0 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const home = match.home!._id === ali!.id ? ali! : berk!;
    const rows = await table(platform.slug);
    expect(rows.find((r) => r.user.id === home.id)).toMatchObject({ rating: 1516, matches: 1, change30d: 16 });
    expect(rows[0]!.user.id).toBe(home.id);

    const cancelled = await call("POST", `/api/tournaments/${built.tournament._id}/matches/${key}/cancel`, owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const row of (await table(platform.slug)).filter((r) => r.user.id !== owner.user.id)) {
      expect(row).toMatchObject({ rating: 1500, matches: 0, change30d: 0 });
    }
  });

  it("a walkover moves no rating (no game was played), and a draw is half a win", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 3 });
    const built = await buildTournament(t.database.db, { owner, platform, participants: members.map((m) => m.user), participantCount: 3 });
    const [first, second] = built.tournament.actions.confirm;
    const walkover = await call("POST", `/api/tournaments/${built.tournament._id}/matches/${first}/walkover`, owner, {
      winner: matchOf(built.tournament, first!).home!._id,
    });
    expect(walkover.statusCode, walkover.body).toBe(200);
    expect(await stored(platform.id)).toEqual({ ratings: {}, counts: {} });
    await service().confirm({ id: owner.user.id }, built.tournament._id, second!, { homeScore: 2, awayScore: 2 });
    const after = await stored(platform.id);
    expect(Object.values(after.ratings)).toEqual([1500, 1500]);
    expect(Object.values(after.counts)).toEqual([1, 1]);
    await expectDefinition(platform.id);
  });
});

describe("GET /api/platforms/slug/:slug/ratings", () => {
  it("lists the members by rating, those who never played last by name; a removed member is not listed", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 3 });
    const [ali, berk, cem] = members.map((m) => m.user);
    const built = await buildTournament(t.database.db, { owner, platform, participants: [ali!, berk!], participantCount: 2 });
    const key = built.tournament.actions.confirm[0]!;
    const match = matchOf(built.tournament, key);
    await service().confirm({ id: owner.user.id }, built.tournament._id, key, { homeScore: 0, awayScore: 1 });
    const winner = match.away!._id;
    const loser = match.home!._id;
    const unrated = [owner.user, cem!].sort((x, y) => x.username.toLowerCase().localeCompare(y.username.toLowerCase()));
    expect((await table(platform.slug)).map((r) => [r.user.id, r.rating, r.matches])).toEqual([
      [winner, 1516, 1],
      [loser, 1484, 1],
      ...unrated.map((u) => [u.id, 1500, 0]),
    ]);
    await t.database.db.execute(sql`DELETE FROM platform_members WHERE platform_id = ${platform.id} AND user_id = ${cem!.id}`);
    expect((await table(platform.slug)).map((r) => r.user.id)).not.toContain(cem!.id);
  });

  it("says what changed over the last 30 days only", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 2 });
    const [ali, berk] = members.map((m) => m.user);
    const built = await buildTournament(t.database.db, {
      owner,
      platform,
      participants: [ali!, berk!],
      participantCount: 2,
      settings: { matchType: "double" },
    });
    const [first, second] = built.tournament.actions.confirm;
    await service().confirm({ id: owner.user.id }, built.tournament._id, first!, { homeScore: 1, awayScore: 0 });
    // The first match was played 40 days ago: its rows and the match move back together, the order kept.
    await t.database.db.execute(
      sql`UPDATE matches SET confirmed_at = confirmed_at - interval '40 days' WHERE confirmed_at IS NOT NULL AND tournament_id = ${built.tournament._id}`,
    );
    await t.database.db.execute(sql`UPDATE rating_changes SET played_at = played_at - interval '40 days' WHERE platform_id = ${platform.id}`);
    const open = expandTournament((await call("GET", `/api/tournaments/${built.tournament._id}`)).json()).actions.confirm;
    await service().confirm({ id: owner.user.id }, built.tournament._id, open.find((k) => k !== first) ?? second!, { homeScore: 1, awayScore: 0 });
    await expectDefinition(platform.id);
    const rows = await table(platform.slug);
    const history = await queryRows<{ user_id: string; rating_before: number; rating_after: number; recent: boolean }>(
      t.database.db,
      sql`SELECT user_id, rating_before, rating_after, played_at > now() - interval '30 days' AS recent FROM rating_changes WHERE platform_id = ${platform.id}`,
    );
    for (const change of history.filter((h) => h.recent)) {
      const row = rows.find((r) => r.user.id === change.user_id)!;
      expect(row.change30d).toBe(Math.round(Number(change.rating_after)) - Math.round(Number(change.rating_before)));
      expect(row.matches).toBe(2);
    }
    expect(history.filter((h) => h.recent)).toHaveLength(2);
  });

  it("is public as the platform is: a visitor reads it, an unknown slug is a 404, a bad token a 401", async () => {
    const { platform, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 1 });
    expect(await table(platform.slug)).toHaveLength(2);
    expect(await table(platform.slug.toUpperCase(), members[0])).toHaveLength(2);
    refused(await call("GET", "/api/platforms/slug/boyle-bir-platform-yok/ratings"), 404, "PLATFORM_NOT_FOUND", "Platform bulunamadı.");
    refused(
      await call("GET", `/api/platforms/slug/${platform.slug}/ratings`, { authorization: "Bearer yanlis" }),
      401,
      "INVALID_TOKEN",
      "Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.",
    );
  });
});

describe("GET /api/users/profile/:username/ratings", () => {
  it("gives each platform a user played a rated match on, with the rating after each match, oldest first", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 2 });
    const [ali, berk] = members.map((m) => m.user);
    const built = await buildTournament(t.database.db, {
      owner,
      platform,
      participants: [ali!, berk!],
      participantCount: 2,
      settings: { matchType: "double" },
    });
    for (const key of built.tournament.actions.confirm) {
      await service().confirm({ id: owner.user.id }, built.tournament._id, key, { homeScore: 2, awayScore: 1 });
    }
    const other = await buildSession(t.database.db);
    await buildMembership(t.database.db, { platform, user: other.user });
    const response = await call("GET", `/api/users/profile/${ali!.username.toUpperCase()}/ratings`, other);
    expect(response.statusCode, response.body).toBe(200);
    const [mine] = response.json<UserRatingsResponse>().ratings;
    const { ratings } = await definition(platform.id);
    expect(mine).toMatchObject({
      platform: { id: platform.id, slug: platform.slug, name: platform.name },
      rating: Math.round(ratings[ali!.id]!),
      matches: 2,
    });
    expect(mine!.history).toHaveLength(2);
    expect(mine!.history[1]!.rating).toBe(Math.round(ratings[ali!.id]!));
    expect(mine!.history[0]!.rating + mine!.history[1]!.change).toBe(mine!.history[1]!.rating);
    expect(Date.parse(mine!.history[0]!.playedAt)).toBeLessThanOrEqual(Date.parse(mine!.history[1]!.playedAt));
    // Each point names its opponent, so a line of the history can be told from another of the same day.
    expect(mine!.history.map((point) => point.opponent)).toEqual([berk!.username, berk!.username]);

    const none = await call("GET", `/api/users/profile/${owner.user.username}/ratings`);
    expect(none.json()).toEqual({ ratings: [] });
    refused(await call("GET", "/api/users/profile/yok_boyle/ratings"), 404, "USER_NOT_FOUND", "Kullanıcı bulunamadı.");
  });
});
