import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../src/db/database.ts";
import { sessions } from "../../src/db/schema.ts";
import { hashPassword } from "../../src/modules/auth/password.ts";
import { insertSession } from "../../src/modules/auth/session-repository.ts";
import { hashSessionToken, newSessionToken } from "../../src/modules/auth/session-token.ts";
import { insertUser, type UserRow } from "../../src/modules/users/repository.ts";
import { uniqueName } from "./app.ts";

/**
 * Test data written straight through the database layer (after Outline's test factories): each
 * builder takes overrides and creates the parents it needs that were not given. The next areas
 * extend the chain: platform (owner) → members → tournament → matches.
 */

export const BUILT_PASSWORD = "fabrika-sifresi";
// scrypt costs about 0.3 s; every built user shares one hash of the same password.
let builtHash: Promise<string> | null = null;

export interface BuiltUser extends UserRow {
  password: string;
}

export async function buildUser(db: Executor, overrides: { username?: string; email?: string } = {}): Promise<BuiltUser> {
  builtHash ??= hashPassword(BUILT_PASSWORD);
  const username = overrides.username ?? uniqueName("kisi");
  const row = await insertUser(db, {
    username,
    email: overrides.email ?? `${username.toLowerCase()}@ornek.com`,
    passwordHash: await builtHash,
  });
  return { ...row, password: BUILT_PASSWORD };
}

export interface BuiltSession {
  user: BuiltUser | UserRow;
  token: string;
  /** `Authorization` header value for `inject`. */
  authorization: string;
}

/**
 * A signed-in session (a user is built when none is given); `expiresInSeconds` may be negative.
 * It started `startedSecondsAgo` before now (a minute by default), so that a login in the test is
 * always newer: on PGlite the clock's steps are coarse enough for two inserts to share a moment.
 */
export async function buildSession(
  db: Executor,
  options: { user?: BuiltUser | UserRow; expiresInSeconds?: number; startedSecondsAgo?: number } = {},
): Promise<BuiltSession> {
  const user = options.user ?? (await buildUser(db));
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  await insertSession(db, { userId: user.id, tokenHash, ttlSeconds: options.expiresInSeconds ?? 3600 });
  await db
    .update(sessions)
    .set({ createdAt: sql`created_at - make_interval(secs => ${options.startedSecondsAgo ?? 60})` })
    .where(eq(sessions.tokenHash, tokenHash));
  return { user, token, authorization: `Bearer ${token}` };
}
