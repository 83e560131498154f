import { sql } from "drizzle-orm";
import type { Database } from "../src/db/database.ts";
import { queryRows } from "../src/db/database.ts";

export interface SeedSize {
  platforms: number;
  /** Members besides the owner, per platform. */
  membersPerPlatform: number;
  /** Distinct people the members are drawn from. */
  memberPool: number;
}

export const SEED: SeedSize = { platforms: 10_000, membersPerPlatform: 3, memberPool: 5_000 };

/**
 * Fills an empty database in a few statements (INSERT … SELECT generate_series): one owner per
 * platform, `membersPerPlatform` members each from a shared pool, platforms a minute apart and the
 * games taking turns. Then VACUUM ANALYZE, as autovacuum would have done on a live database, so
 * the planner knows the sizes and index-only scans can skip the heap.
 */
export async function seed(db: Database, size: SeedSize = SEED): Promise<{ ms: number; rows: Record<string, number> }> {
  const started = performance.now();
  const { platforms, membersPerPlatform, memberPool } = size;
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
  await db.execute(sql`VACUUM ANALYZE`);

  const [rows] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM platforms) AS platforms,
               (SELECT count(*)::int FROM platform_members) AS memberships`,
  );
  return { ms: performance.now() - started, rows: rows ?? {} };
}
