/**
 * Readable addresses that stay unique (platforms and tournaments): the first slug of a name's
 * series (`base`, `base-2`, …) that is neither taken nor reserved, inserted with
 * `ON CONFLICT (slug) DO NOTHING`. Two creations of one name at the same instant both find the
 * same slug free; the unique index lets one in, and the other's insert waits for it to commit,
 * inserts nothing, and looks again (it then sees the slug taken). No unique_violation is raised,
 * so the surrounding transaction stays usable.
 */
export interface FreeSlugSeries<Row> {
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

export async function insertUnderFreeSlug<Row>(series: FreeSlugSeries<Row>): Promise<Row> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const row = await series.insert(await firstFreeSlug(series));
    if (row) return row;
  }
  throw new Error(`no free slug for "${series.base}" after ${ATTEMPTS} attempts`);
}

async function firstFreeSlug(series: FreeSlugSeries<unknown>): Promise<string> {
  for (let from = 1; ; from += SLUG_BATCH) {
    const candidates = Array.from({ length: SLUG_BATCH }, (_, i) => series.candidate(series.base, from + i)).filter((slug) => !series.isReserved(slug));
    const taken = await series.taken(candidates);
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
}
