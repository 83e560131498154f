import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/database.ts";

/**
 * The token signing key when JWT_SECRET is unset: generated on the first start and kept in the
 * database, so restarts keep everyone logged in and every instance on one database signs alike.
 * Insert-if-absent then read makes two instances starting at once agree on the first one's key.
 */
export async function keptSigningSecret(db: Database): Promise<string> {
  await db.execute(sql`
    INSERT INTO server_secrets (name, value) VALUES ('jwt', ${randomBytes(48).toString("base64url")})
    ON CONFLICT (name) DO NOTHING`);
  const [row] = await queryRows<{ value: string }>(db, sql`SELECT value FROM server_secrets WHERE name = 'jwt'`);
  return row!.value;
}
