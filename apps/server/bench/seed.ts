import { sql } from "drizzle-orm";
import { expandTournament } from "@turnuva/contract/tournament-answer";
import type { Tournament } from "@turnuva/contract/tournaments";
import type { Database } from "../src/db/database.ts";
import { queryRows } from "../src/db/database.ts";
import { startSession } from "../src/modules/auth/sessions.ts";
import { tournamentsService } from "../src/modules/tournaments/service.ts";
import { type StatsFixtures, seedStats } from "./seed-stats.ts";

export interface SeedSize {
  platforms: number;
  /** Members besides the owner, per platform. */
  membersPerPlatform: number;
  /** Distinct people the members are drawn from. */
  memberPool: number;
  /** Tournaments written in bulk for the list. */
  tournaments: number;
  /** Every n-th platform holds n of them, so `tournaments / n` platforms hold tournaments. */
  tournamentsPerPlatform: number;
  /** Participants of the league the detail read shows (single round robin, half of it confirmed). */
  leagueSize: number;
  /** Leagues of `leagueSize` kept open for the confirm case: their matches are the case's supply. */
  confirmLeagues: number;
}

export const SEED: SeedSize = {
  platforms: 10_000,
  // Eight people per platform: enough for the bulk's tournaments of eight.
  membersPerPlatform: 7,
  memberPool: 5_000,
  tournaments: 10_000,
  tournamentsPerPlatform: 4,
  leagueSize: 32,
  confirmLeagues: 16,
};

/** What the cases need to find in the seeded database. */
export interface Fixtures {
  /** The league of the detail read: all its matches drawn, the first half confirmed. */
  league: { id: string; slug: string; matches: number; confirmed: number };
  /** Bearer token of the leagues' creator (the platform's owner): who may confirm. */
  token: string;
  /** The open matches of the confirm case's leagues, each league's in round order. */
  confirmLeagues: Array<{ id: string; matchIds: string[] }>;
  /** The profile cases' players: a busy one with a few thousand matches and the rival they met often. */
  stats: StatsFixtures;
}

export interface Seeded {
  ms: number;
  rows: Record<string, number>;
  /** Where the time went, step by step (ms). */
  steps: Record<string, number>;
  fixtures: Fixtures;
}

/**
 * Fills an empty database. The bulk goes in a few statements (INSERT … SELECT generate_series):
 * one owner per platform, `membersPerPlatform` members each from a shared pool, platforms a minute
 * apart and the games taking turns; `tournaments` tournaments of every system and status with
 * their participants (members of the platform) and first-round matches. The tournaments the cases
 * read and write go through the real service instead (see `seedLeagues`); the profile cases' 100,000
 * played matches come from bench/seed-stats.ts. Then VACUUM ANALYZE,
 * as autovacuum would have done on a live database, so the planner knows the sizes and index-only
 * scans can skip the heap.
 */
export async function seed(db: Database, size: SeedSize = SEED): Promise<Seeded> {
  const started = performance.now();
  const steps: Record<string, number> = {};
  let last = started;
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = Math.round(now - last);
    last = now;
  };

  await seedPlatforms(db, size);
  step("platforms");
  await seedTournaments(db, size, step);
  const stats = await seedStats(db, size);
  step("played matches");
  const fixtures = { ...(await seedLeagues(db, size, step)), stats };
  await db.execute(sql`VACUUM ANALYZE`);
  step("vacuum");

  const [rows] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM platforms) AS platforms,
               (SELECT count(*)::int FROM platform_members) AS memberships, (SELECT count(*)::int FROM tournaments) AS tournaments,
               (SELECT count(*)::int FROM tournament_participants) AS participants, (SELECT count(*)::int FROM matches) AS matches`,
  );
  return { ms: performance.now() - started, rows: rows ?? {}, steps, fixtures };
}

async function seedPlatforms(db: Database, { platforms, membersPerPlatform, memberPool }: SeedSize): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (username, email, password_hash, created_at)
    SELECT 'sahip_' || i, 'sahip_' || i || '@ornek.com', 'not-a-hash', now() - make_interval(days => 400)
    FROM generate_series(1, ${platforms}::int) AS i`);
  await db.execute(sql`
    INSERT INTO users (username, email, password_hash, created_at)
    SELECT 'uye_' || j, 'uye_' || j || '@ornek.com', 'not-a-hash', now() - make_interval(days => 400)
    FROM generate_series(0, ${memberPool - 1}::int) AS j`);
  await db.execute(sql`
    INSERT INTO platforms (name, slug, description, game, device_type, owner_id, created_at)
    SELECT 'Platform ' || i, 'platform-' || i, 'Her hafta turnuva, ' || i || '. platform',
           (ARRAY['eFootball', 'EA Sports FC', 'Diğer'])[1 + i % 3],
           (ARRAY['efootball_ps5', 'fc_crossplatform', 'generic_diger'])[1 + i % 3],
           u.id, now() - make_interval(mins => ${platforms}::int - i)
    FROM generate_series(1, ${platforms}::int) AS i
    JOIN users u ON lower(u.username) = 'sahip_' || i`);
  await db.execute(sql`
    INSERT INTO platform_members (platform_id, user_id, role, joined_at)
    SELECT id, owner_id, 'owner', created_at FROM platforms`);
  await db.execute(sql`
    INSERT INTO platform_members (platform_id, user_id, role, joined_at)
    SELECT p.id, u.id, 'member', p.created_at + make_interval(mins => k + 1)
    FROM (SELECT id, created_at, row_number() OVER (ORDER BY created_at) AS n FROM platforms) p
    CROSS JOIN generate_series(0, ${membersPerPlatform - 1}::int) AS k
    JOIN users u ON lower(u.username) = 'uye_' || ((p.n * ${membersPerPlatform}::int + k) % ${memberPool}::int)`);
}

/**
 * Tournament `i` (1 … n) as SQL columns, the same in every statement below: it belongs to
 * platform-`p` (every n-th platform holds n), and i's digits pick its system (4 in 10 leagues,
 * 2 groups, 3 eliminations, 1 challenge), its status (half completed, 3 in 10 active, 2 paused)
 * and its size (2 for a challenge, 4, 6 or 8 for a league, 8 for groups, 4 or 8 for an elimination).
 * Created one to two weeks ago, last touched 1–11 hours after creation.
 */
function plan({ tournaments, tournamentsPerPlatform, platforms, membersPerPlatform }: SeedSize) {
  if (membersPerPlatform + 1 < 8) throw new Error("tournaments of 8 need platforms of at least 8 members");
  const hosts = Math.floor(platforms / tournamentsPerPlatform);
  return sql`
    SELECT i,
           1 + ((i - 1) % ${hosts}::int) * ${tournamentsPerPlatform}::int AS platform_number,
           s.system,
           (ARRAY['completed', 'completed', 'completed', 'completed', 'completed', 'active', 'active', 'active', 'paused', 'paused'])[1 + (i / 10) % 10] AS status,
           CASE s.system WHEN 'challenge' THEN 2 WHEN 'league' THEN 4 + 2 * ((i / 100) % 3) WHEN 'group' THEN 8 ELSE 4 + 4 * ((i / 100) % 2) END AS size,
           now() - make_interval(days => 7, mins => ${tournaments}::int - i) AS created_at,
           now() - make_interval(days => 7, mins => ${tournaments}::int - i) + make_interval(mins => 60 + (i * 37) % 600) AS updated_at
    FROM generate_series(1, ${tournaments}::int) AS i
    CROSS JOIN LATERAL (SELECT (ARRAY['league', 'league', 'league', 'league', 'group', 'group', 'elimination', 'elimination', 'elimination', 'challenge'])[1 + i % 10] AS system) s`;
}

async function seedTournaments(db: Database, size: SeedSize, step: (name: string) => void): Promise<void> {
  const plans = plan(size);
  await db.execute(sql`
    INSERT INTO tournaments (slug, name, platform_id, system, status, match_type, best_of, group_count, teams_advancing,
                             created_by_id, random_seed, version, created_at, updated_at, paused_at, completed_at)
    SELECT 'turnuva-' || t.i, 'Turnuva ' || t.i, p.id, t.system, t.status,
           CASE WHEN t.system IN ('league', 'group') THEN (ARRAY['single', 'double'])[1 + t.i % 2] WHEN t.system = 'elimination' THEN 'single' END,
           CASE WHEN t.system = 'challenge' THEN 3 + 2 * (t.i % 2) END,
           CASE WHEN t.system = 'group' THEN 2 END,
           CASE WHEN t.system = 'group' THEN 2 END,
           p.owner_id, t.i, 1 + t.size / 2, t.created_at, t.updated_at,
           CASE WHEN t.status = 'paused' THEN t.updated_at END,
           CASE WHEN t.status = 'completed' THEN t.updated_at END
    FROM (${plans}) t
    JOIN platforms p ON p.slug = 'platform-' || t.platform_number`);
  step("tournaments");
  // Participants: the platform's first `size` members, the owner first; groups of four in a group tournament.
  await db.execute(sql`
    INSERT INTO tournament_participants (tournament_id, user_id, position, seed, group_index, group_position)
    SELECT tr.id, m.user_id, m.pos, NULL,
           CASE WHEN t.system = 'group' THEN m.pos / 4 END,
           CASE WHEN t.system = 'group' THEN m.pos % 4 END
    FROM (${plans}) t
    JOIN tournaments tr ON tr.slug = 'turnuva-' || t.i
    JOIN (SELECT platform_id, user_id, (row_number() OVER (PARTITION BY platform_id ORDER BY joined_at, user_id) - 1)::int AS pos
          FROM platform_members) m ON m.platform_id = tr.platform_id AND m.pos < t.size`);
  step("participants");
  // First-round matches, position 2k at home to 2k+1: all confirmed in a completed tournament,
  // every other one in an active or paused one.
  await db.execute(sql`
    INSERT INTO matches (tournament_id, key, stage, group_index, round, round_name, match_index, leg, home_id, away_id,
                         home_score, away_score, confirmed_at, confirmed_by_id)
    SELECT tr.id,
           CASE WHEN t.system = 'group' THEN 'group-g' || home.position / 4 || '-r1-m' || (home.position % 4) / 2 ELSE t.system || '-r1-m' || home.position / 2 END,
           t.system,
           CASE WHEN t.system = 'group' THEN home.position / 4 END,
           1,
           CASE t.system WHEN 'challenge' THEN '1. Maç' WHEN 'elimination' THEN (CASE t.size WHEN 8 THEN 'Çeyrek Final' ELSE 'Yarı Final' END) ELSE '1. Hafta' END,
           CASE WHEN t.system = 'group' THEN (home.position % 4) / 2 ELSE home.position / 2 END,
           1, home.user_id, away.user_id,
           CASE WHEN confirmed THEN 1 + (t.i + home.position) % 3 END,
           CASE WHEN confirmed THEN (t.i * 7 + home.position) % 2 END,
           CASE WHEN confirmed THEN t.updated_at END,
           CASE WHEN confirmed THEN tr.created_by_id END
    FROM (${plans}) t
    JOIN tournaments tr ON tr.slug = 'turnuva-' || t.i
    JOIN tournament_participants home ON home.tournament_id = tr.id AND home.position % 2 = 0
    JOIN tournament_participants away ON away.tournament_id = tr.id AND away.position = home.position + 1
    CROSS JOIN LATERAL (SELECT t.status = 'completed' OR (t.status IN ('active', 'paused') AND home.position % 4 = 0) AS confirmed) c`);
  step("matches");
  // A completed tournament names its podium: the first three participants.
  await db.execute(sql`
    UPDATE tournaments tr
    SET champion_id = (SELECT user_id FROM tournament_participants WHERE tournament_id = tr.id AND position = 0),
        second_place_id = (SELECT user_id FROM tournament_participants WHERE tournament_id = tr.id AND position = 1),
        third_place_id = (SELECT user_id FROM tournament_participants WHERE tournament_id = tr.id AND position = 2)
    WHERE tr.status = 'completed' AND tr.slug LIKE 'turnuva-%'`);
  step("podiums");
}

/**
 * The tournaments the cases read and write, made the way the app makes them: a platform of
 * `leagueSize` members, its owner signed in, a single league of `leagueSize` created through
 * `tournamentsService.create` and half of its matches (the first weeks) confirmed through
 * `confirm`, one match at a time; then `confirmLeagues` more leagues for the confirm case to play.
 * Their rows are moved back a month afterwards, so the list's first page shows the bulk's mix.
 */
async function seedLeagues(db: Database, { leagueSize, confirmLeagues }: SeedSize, step: (name: string) => void): Promise<Omit<Fixtures, "stats">> {
  const [owner] = await queryRows<{ id: string; username: string }>(
    db,
    sql`INSERT INTO users (username, email, password_hash, created_at)
        VALUES ('lig_sahibi', 'lig_sahibi@ornek.com', 'not-a-hash', now() - make_interval(days => 400))
        RETURNING id, username`,
  );
  if (!owner) throw new Error("the league's owner was not inserted");
  const [platform] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO platforms (name, slug, description, game, device_type, owner_id, created_at)
        VALUES ('Lig Platformu', 'lig-platformu', 'Her sezon bir lig', 'eFootball', 'efootball_ps5', ${owner.id}, now() - make_interval(days => 60))
        RETURNING id`,
  );
  if (!platform) throw new Error("the league's platform was not inserted");
  await db.execute(sql`
    INSERT INTO platform_members (platform_id, user_id, role, joined_at)
    SELECT ${platform.id}::uuid, ${owner.id}::uuid, 'owner', now() - make_interval(days => 60)
    UNION ALL
    SELECT ${platform.id}::uuid, u.id, 'member', now() - make_interval(days => 59)
    FROM users u WHERE lower(u.username) IN (SELECT 'uye_' || j FROM generate_series(0, ${leagueSize - 2}::int) AS j)`);
  const participants = (
    await queryRows<{ user_id: string }>(db, sql`SELECT user_id FROM platform_members WHERE platform_id = ${platform.id} ORDER BY joined_at, user_id`)
  ).map((r) => r.user_id);
  const token = await startSession(db, owner.id, 24 * 3600);
  const actor = { id: owner.id, username: owner.username, sessionId: "bench" };
  // The bench's mails (if any) go nowhere: no link in them is followed.
  const service = tournamentsService(db, { siteUrl: "http://localhost", unsubscribeUrl: () => "http://localhost" });
  const openMatches = (t: Tournament) => t.leagueFixtures.flatMap((round) => round.matches.filter((m) => !m.isConfirmed).map((m) => m._id));

  const created = await service.create(actor, {
    name: "Süper Lig 2025",
    system: "league",
    platformId: platform.id,
    participants,
    matchType: "single",
    participantCount: leagueSize,
  });
  const league = expandTournament(created.tournament);
  const toConfirm = openMatches(league);
  const half = Math.floor(toConfirm.length / 2);
  step("league");
  for (const [n, matchId] of toConfirm.slice(0, half).entries()) {
    await service.confirm(actor, league._id, matchId, { homeScore: n % 4, awayScore: (n * 7) % 3 });
  }
  step("league confirms");

  const supply: Fixtures["confirmLeagues"] = [];
  for (let n = 1; n <= confirmLeagues; n++) {
    const { tournament } = await service.create(actor, {
      name: `Onay Ligi ${n}`,
      system: "league",
      platformId: platform.id,
      participants,
      matchType: "single",
      participantCount: leagueSize,
    });
    supply.push({ id: tournament._id, matchIds: openMatches(expandTournament(tournament)) });
  }
  step("confirm leagues");

  await db.execute(sql`
    UPDATE tournaments SET created_at = created_at - make_interval(days => 30), updated_at = updated_at - make_interval(days => 30)
    WHERE platform_id = ${platform.id}`);
  return { league: { id: league._id, slug: league.slug, matches: toConfirm.length, confirmed: half }, token, confirmLeagues: supply };
}
