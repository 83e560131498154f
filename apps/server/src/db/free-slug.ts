import { sql } from "drizzle-orm";
import type { Executor } from "./database.ts";

/**
 * Readable addresses that stay unique (platforms and tournaments): the first slug of a name's
 * series (`base`, `base-2`, …) that is neither taken nor reserved, inserted with
 * `ON CONFLICT (slug) DO NOTHING`.
 *
 * Creations of one name take turns (issue 23): each takes a transaction-long advisory lock on its
 * table and base first, so the next one looks only after the last has committed, and finds its
 * slug taken. Without it, 20 creations of one name at once all looked at the same moment, and
 * every round of "insert, lost, look again" found the same slug free again: on PostgreSQL 14 in 60
 * ran out of attempts. The unique index stays the last word (an insert that loses anyway looks
 * again); no unique_violation is raised, so the surrounding transaction stays usable.
 */
export interface FreeSlugSeries<Row> {
  /** The table, so that creations of one name in two tables do not wait for each other. */
  table: string;
  base: string;
  /** The n-th candidate of the series: `base` itself for n = 1. */
  candidate(base: string, n: number): string;
  isReserved(slug: string): boolean;
  /** Which of the candidates are taken already (one indexed `IN` query). */
  taken(candidates: string[]): Promise<Set<string>>;
  /** Inserts under the slug; undefined when a concurrent insert took it first. */
  insert(slug: string): Promise<Row | undefined>;
}

// How many suffixes one query asks about; a name taken more often than this takes another query.
const SLUG_BATCH = 20;
const ATTEMPTS = 10;

/** Runs inside the creation's transaction (`db` is its `tx`): the lock lasts until it ends. */
export async function insertUnderFreeSlug<Row>(db: Executor, series: FreeSlugSeries<Row>): Promise<Row> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`slug:${series.table}:${series.base}`}))`);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await series.insert(await firstFreeSlug(series));
    if (row) return row;
  }
  // The name is what a person typed: it stays out of the message, which reaches the log.
  throw new Error(`no free slug in ${series.table} after ${ATTEMPTS} attempts`);
}

async function firstFreeSlug(series: FreeSlugSeries<unknown>): Promise<string> {
  for (let from = 1; ; from += SLUG_BATCH) {
    const candidates = Array.from({ length: SLUG_BATCH }, (_, i) => series.candidate(series.base, from + i)).filter(
      (slug) => !series.isReserved(slug),
    );
    const taken = await series.taken(candidates);
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}
