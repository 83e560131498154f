// Issue 28: the matches confirmed before the ratings existed (migration 0011) rated once, at the
// first start after it, before any request: from then on every action keeps them (update.ts). A
// server key marks it done; the instances that start together take turns on an advisory lock,
// and the ones after the first find the mark.
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../../db/database.ts";
import { withTransaction } from "../../db/transaction.ts";
import { rateWholePlatform } from "./update.ts";

const DONE = "ratings-backfilled";

export async function backfillRatings(db: Database): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${DONE}))`);
    const [done] = await queryRows<{ name: string }>(tx, sql`SELECT name FROM server_keys WHERE name = ${DONE}`);
    if (done) return;
    const platforms = await queryRows<{ id: string }>(
      tx,
      sql`SELECT DISTINCT t.platform_id AS id FROM tournaments t WHERE EXISTS (SELECT 1 FROM matches m WHERE m.tournament_id = t.id AND m.confirmed_at IS NOT NULL)`,
    );
    for (const { id } of platforms) await rateWholePlatform(tx, id);
    await tx.execute(sql`INSERT INTO server_keys (name, value) VALUES (${DONE}, 'migration 0011')`);
  });
}
