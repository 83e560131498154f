// The played matches the profile cases read (issue 11: the profile's calls on a database of
// 100,000 matches): bulk SQL like the rest of the seed, run after seedPlatforms (it draws its
// players from the member pool `uye_0 … uye_{memberPool-1}` and hangs its tournaments on the
// platforms `platform-1 … platform-{platforms}`).
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/database.ts";
import { queryRows } from "../src/db/database.ts";

export interface StatsSeedSize {
  /** Single round robins of eight, every match confirmed: 28 matches each. */
  leagues: number;
  /** The busy player takes part in the first this many leagues… */
  busyLeagues: number;
  /** …and the rival in the first this many of those, so the two meet once in each. */
  rivalLeagues: number;
  /** Best-of-3 challenges of the busy player, decided in two rounds. */
  busyChallenges: number;
}

export const STATS_SEED: StatsSeedSize = { leagues: 3_600, busyLeagues: 500, rivalLeagues: 400, busyChallenges: 200 };

export interface StatsFixtures {
  busy: { id: string; username: string };
  rival: { id: string; username: string };
  /** Confirmed matches of the busy player, of the set, and meetings of the two. */
  busyMatches: number;
  meetings: number;
  matches: number;
}

const BUSY = "yogun_oyuncu";
const RIVAL = "rakip_oyuncu";

/**
 * `leagues` leagues of eight members of the pool (participant k of league i is `uye_{(8i + k) mod
 * pool}`, so every member plays a few), created one to two years ago on the platforms in turn, one
 * in ten still active and the others completed with a champion; their 28 matches confirmed a day
 * per round apart, scores drawn from i, round and place (draws included). The busy player takes
 * seat 0 in the first `busyLeagues` (7 matches each) plus `busyChallenges` challenges, the rival
 * seat 1 in the first `rivalLeagues`.
 */
export async function seedStats(
  db: Database,
  size: { platforms: number; memberPool: number },
  stats: StatsSeedSize = STATS_SEED,
): Promise<StatsFixtures> {
  const players = await queryRows<{ id: string; username: string }>(
    db,
    sql`INSERT INTO users (username, email, password_hash, created_at)
        VALUES (${BUSY}, ${`${BUSY}@ornek.com`}, 'not-a-hash', now() - make_interval(days => 800)),
               (${RIVAL}, ${`${RIVAL}@ornek.com`}, 'not-a-hash', now() - make_interval(days => 800))
        RETURNING id, username`,
  );
  const busy = players.find((p) => p.username === BUSY)!;
  const rival = players.find((p) => p.username === RIVAL)!;

  await db.execute(sql`
    INSERT INTO tournaments (slug, name, platform_id, system, status, match_type, created_by_id, random_seed, version, created_at, updated_at, completed_at)
    SELECT 'istatistik-ligi-' || i, 'İstatistik Ligi ' || i, p.id, 'league', CASE WHEN i % 10 = 0 THEN 'active' ELSE 'completed' END, 'single',
           p.owner_id, i, 29, c.created_at, c.created_at + make_interval(days => 7), CASE WHEN i % 10 <> 0 THEN c.created_at + make_interval(days => 7) END
    FROM generate_series(1, ${stats.leagues}::int) AS i
    CROSS JOIN LATERAL (SELECT now() - make_interval(days => 365 + i % 365, mins => i) AS created_at) c
    JOIN platforms p ON p.slug = 'platform-' || (1 + i % ${size.platforms}::int)`);
  await db.execute(sql`
    INSERT INTO tournament_participants (tournament_id, user_id, position)
    SELECT tr.id, u.id, k
    FROM tournaments tr
    CROSS JOIN generate_series(0, 7) AS k
    CROSS JOIN LATERAL (SELECT CASE WHEN k = 0 AND tr.random_seed <= ${stats.busyLeagues}::int THEN ${BUSY}
                                    WHEN k = 1 AND tr.random_seed <= ${stats.rivalLeagues}::int THEN ${RIVAL}
                                    ELSE 'uye_' || ((tr.random_seed * 8 + k) % ${size.memberPool}::int) END AS name) n
    JOIN users u ON lower(u.username) = n.name
    WHERE tr.slug LIKE 'istatistik-ligi-%'`);
  // Round r (0…6) of a round robin of eight: seat 7 meets seat r, and seats r+m and r-m (mod 7)
  // meet for m = 1…3; every pair once over the seven rounds.
  await db.execute(sql`
    INSERT INTO matches (tournament_id, key, stage, round, round_name, match_index, leg, home_id, away_id, home_score, away_score, confirmed_at, confirmed_by_id)
    SELECT tr.id, 'league-r' || (r + 1) || '-m' || m, 'league', r + 1, (r + 1) || '. Hafta', m, 1, home.user_id, away.user_id,
           (tr.random_seed + 3 * r + m) % 5, (2 * tr.random_seed + r + 5 * m) % 4,
           tr.created_at + make_interval(days => r, hours => m), tr.created_by_id
    FROM tournaments tr
    CROSS JOIN generate_series(0, 6) AS r
    CROSS JOIN generate_series(0, 3) AS m
    JOIN tournament_participants home ON home.tournament_id = tr.id AND home.position = CASE m WHEN 0 THEN 7 ELSE (r + m) % 7 END
    JOIN tournament_participants away ON away.tournament_id = tr.id AND away.position = CASE m WHEN 0 THEN r ELSE (r - m + 7) % 7 END
    WHERE tr.slug LIKE 'istatistik-ligi-%'`);
  await db.execute(sql`
    UPDATE tournaments tr
    SET champion_id = (SELECT user_id FROM tournament_participants tp WHERE tp.tournament_id = tr.id AND tp.position = tr.random_seed % 8)
    WHERE tr.slug LIKE 'istatistik-ligi-%' AND tr.status = 'completed'`);

  // The busy player's challenges: won in two rounds unless j is a multiple of 3.
  await db.execute(sql`
    INSERT INTO tournaments (slug, name, platform_id, system, status, best_of, created_by_id, random_seed, version, created_at, updated_at, completed_at, champion_id)
    SELECT 'istatistik-duellosu-' || j, 'İstatistik Düellosu ' || j, p.id, 'challenge', 'completed', 3, p.owner_id, j, 4,
           now() - make_interval(days => j), now() - make_interval(days => j) + make_interval(hours => 2), now() - make_interval(days => j) + make_interval(hours => 2),
           CASE WHEN j % 3 = 0 THEN o.id ELSE ${busy.id}::uuid END
    FROM generate_series(1, ${stats.busyChallenges}::int) AS j
    JOIN platforms p ON p.slug = 'platform-' || (1 + j % ${size.platforms}::int)
    JOIN users o ON lower(o.username) = 'uye_' || ((j * 13) % ${size.memberPool}::int)`);
  await db.execute(sql`
    INSERT INTO tournament_participants (tournament_id, user_id, position)
    SELECT tr.id, ${busy.id}::uuid, 0 FROM tournaments tr WHERE tr.slug LIKE 'istatistik-duellosu-%'
    UNION ALL
    SELECT tr.id, o.id, 1 FROM tournaments tr JOIN users o ON lower(o.username) = 'uye_' || ((tr.random_seed * 13) % ${size.memberPool}::int)
    WHERE tr.slug LIKE 'istatistik-duellosu-%'`);
  await db.execute(sql`
    INSERT INTO matches (tournament_id, key, stage, round, round_name, match_index, leg, home_id, away_id, home_score, away_score, confirmed_at, confirmed_by_id)
    SELECT tr.id, 'challenge-r' || r || '-m0', 'challenge', r, r || '. Maç', 0, 1, ${busy.id}::uuid, o.user_id,
           CASE WHEN tr.random_seed % 3 = 0 THEN r - 1 ELSE r + 1 END, CASE WHEN tr.random_seed % 3 = 0 THEN r + 1 ELSE r - 1 END,
           tr.created_at + make_interval(hours => r), tr.created_by_id
    FROM tournaments tr
    CROSS JOIN generate_series(1, 2) AS r
    JOIN tournament_participants o ON o.tournament_id = tr.id AND o.position = 1
    WHERE tr.slug LIKE 'istatistik-duellosu-%'`);

  const [counts] = await queryRows<{ busy_matches: number; meetings: number; matches: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM matches WHERE confirmed_at IS NOT NULL AND (home_id = ${busy.id} OR away_id = ${busy.id})) AS busy_matches,
               (SELECT count(*)::int FROM matches WHERE confirmed_at IS NOT NULL AND ((home_id = ${busy.id} AND away_id = ${rival.id}) OR (home_id = ${rival.id} AND away_id = ${busy.id}))) AS meetings,
               (SELECT count(*)::int FROM matches m JOIN tournaments t ON t.id = m.tournament_id WHERE t.slug LIKE 'istatistik-%') AS matches`,
  );
  return { busy, rival, busyMatches: counts?.busy_matches ?? 0, meetings: counts?.meetings ?? 0, matches: counts?.matches ?? 0 };
}
