import { sql } from "drizzle-orm";
import { type Executor, queryRows } from "../../db/database.ts";

export interface Count {
  hits: number;
  /** Seconds until the window that holds these hits ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in a fixed window, atomically in the database, so that concurrent
 * requests and several instances count together. A window that has passed starts again at 1.
 */
export async function countHit(db: Executor, key: string, windowSeconds: number): Promise<Count> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`
    INSERT INTO rate_limit_counters (key, window_start, hits) VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_counters.window_start + ${window} <= now() THEN 1
                  ELSE rate_limit_counters.hits + 1 END,
      window_start = CASE WHEN rate_limit_counters.window_start + ${window} <= now() THEN now()
                          ELSE rate_limit_counters.window_start END
    RETURNING hits, ceil(extract(epoch FROM (window_start + ${window} - now())))::int AS retry_after`,
  );
  return { hits: Number(row!.hits), retryAfterSeconds: Math.max(1, Number(row!.retry_after)) };
}

export async function clearHits(db: Executor, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
}

/**
 * Deletes counters whose window ended more than `graceSeconds` ago. Every address and name ever
 * tried leaves a row, so without this the table would only grow.
 */
export async function forgetExpiredHits(db: Executor, graceSeconds: number): Promise<number> {
  const [row] = await queryRows<{ deleted: number }>(
    db,
    sql`
    WITH gone AS (
      DELETE FROM rate_limit_counters
      WHERE window_start < now() - make_interval(secs => ${graceSeconds}) RETURNING 1
    ) SELECT count(*)::int AS deleted FROM gone`,
  );
  return Number(row!.deleted);
}
