import { and, desc, eq, gt, lte, notInArray, sql } from "drizzle-orm";
import type { SignedInUser } from "../../actor.ts";
import { sessions, users } from "../../db/schema.ts";
import type { Executor } from "../../db/database.ts";

export interface NewSession {
  userId: string;
  tokenHash: string;
  ttlSeconds: number;
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values({
    userId: session.userId,
    tokenHash: session.tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${session.ttlSeconds})`,
  });
}

/** Keeps a user's `keep` newest sessions and deletes the rest (and any that have expired). */
export async function deleteSessionsBeyond(db: Executor, userId: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(keep);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest)));
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
  const gone = await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`)).returning({ id: sessions.id });
  return gone.length;
}
