import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "./database.ts";

/**
 * Every write that touches more than one row runs here: all of it commits or none of it does.
 * An error thrown inside rolls everything back and reaches the caller (and the error handler).
 */
export function withTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * `SELECT … FOR UPDATE` on one row by its id: other transactions that lock the same row wait
 * until this one ends, so read-check-write sequences on it run one after another. Null when the
 * row does not exist (nothing is locked then).
 */
export async function lockRow<T extends PgTable & { id: PgColumn }>(tx: Transaction, table: T, id: string) {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update");
  return (row as T["$inferSelect"] | undefined) ?? null;
}
