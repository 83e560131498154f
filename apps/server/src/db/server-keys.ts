import { eq } from "drizzle-orm";
import type { Database } from "./database.ts";
import { serverKeys } from "./schema.ts";

/**
 * A value the server makes once and keeps (issue 26): the first instance to ask writes it, every
 * other instance and every restart reads the same one (a race between two first writers is decided
 * by the primary key; both then read the winner's).
 */
export async function serverKey(db: Database, name: string, make: () => string): Promise<string> {
  await db.insert(serverKeys).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name));
  if (!row) throw new Error(`server key ${name} missing after insert`);
  return row.value;
}
