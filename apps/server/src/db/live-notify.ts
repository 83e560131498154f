import { sql } from "drizzle-orm";
import type { Transaction } from "./database.ts";
import { LIVE_CHANNEL, type LiveMessage, encodeLiveMessage } from "./live-messages.ts";

/**
 * Announces a change from inside the transaction that makes it: PostgreSQL (and PGlite) hold the
 * notification until COMMIT and drop it on ROLLBACK, so only committed actions are announced, and
 * every instance's listener (this one's too) hears it at the moment the change becomes visible.
 * Takes a transaction, never the database: a notification sent beside the change could announce
 * something that is then refused.
 */
export async function publishInTransaction(tx: Transaction, message: LiveMessage): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${encodeLiveMessage(message)})`);
}
