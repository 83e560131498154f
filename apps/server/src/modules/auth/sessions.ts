import type { Database } from "../../db/database.ts";
import { users } from "../../db/schema.ts";
import { lockRow, withTransaction } from "../../db/transaction.ts";
import { deleteSessionsBeyond, insertSession } from "./session-repository.ts";
import { hashSessionToken, newSessionToken } from "./session-token.ts";

/**
 * Sessions one account may hold at once; logging in on one more browser ends the oldest. Keeps a
 * script that logs in in a loop from filling the table (docs/decisions.md, "Sessions").
 */
export const MAX_SESSIONS_PER_USER = 10;

/**
 * A new session for the user, and its bearer token. Insert and trim are one transaction on the
 * user's locked row: two logins of one account at the same instant take turns, so neither can
 * count the sessions before the other's insert is visible and leave eleven behind.
 */
export async function startSession(db: Database, userId: string, ttlSeconds: number): Promise<string> {
  const token = newSessionToken();
  await withTransaction(db, async (tx) => {
    await lockRow(tx, users, userId);
    const sessionId = await insertSession(tx, { userId, tokenHash: hashSessionToken(token), ttlSeconds });
    await deleteSessionsBeyond(tx, userId, MAX_SESSIONS_PER_USER, sessionId);
  });
  return token;
}
