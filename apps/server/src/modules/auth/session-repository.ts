import { and, desc, eq, gt, lte, ne, notInArray, sql } from "drizzle-orm";
import type { SignedInUser } from "../../actor.ts";
import { sessions, users } from "../../db/schema.ts";
import type { Executor } from "../../db/database.ts";

export interface NewSession {
  userId: string;
  tokenHash: string;
  ttlSeconds: number;
}

/** Stores a session and answers its id. */
export async function insertSession(db: Executor, session: NewSession): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: session.userId,
      tokenHash: session.tokenHash,
      expiresAt: sql`now() + make_interval(secs => ${session.ttlSeconds})`,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

/**
 * Keeps the session just started and the user's `keep - 1` newest others; deletes the rest (and
 * any that have expired). The new one is kept by its id, not by its time: two sessions can share
 * a timestamp (PGlite's clock steps coarsely), and a login must never lose its own session.
 */
export async function deleteSessionsBeyond(db: Executor, userId: string, keep: number, justStarted: string): Promise<void> {
  const newestOthers = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, justStarted), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(keep - 1);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, justStarted), notInArray(sessions.id, newestOthers)));
}

/** The user of a live session, by the hash of its token; null when unknown, ended or expired. */
export async function findSignedInUser(db: Executor, tokenHash: string): Promise<SignedInUser | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
  return row ?? null;
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Expired sessions are no use to anyone; swept hourly so the table does not only grow. */
export async function deleteExpiredSessions(db: Executor): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return gone.length;
}
