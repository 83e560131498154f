import { eq, or, sql } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Executor } from "../../db/database.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<typeof users.$inferInsert, "username" | "email" | "passwordHash">;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  // Ids come from URLs and sessions: a malformed one is "not found", not a SQL error.
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/**
 * A user by username regardless of case, off the `lower(username)` unique index: a profile address
 * typed as `/profil/Ali` finds 'ali' (usernames are unique regardless of case).
 */
export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return row ?? null;
}

/** Usernames cannot hold '@', so one value matches a username or an e-mail, never both kinds. */
export async function findUserByLogin(db: Executor, usernameOrEmail: string): Promise<UserRow | null> {
  const value = usernameOrEmail.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`));
  return row ?? null;
}

export async function takenFields(db: Executor, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${username.toLowerCase()}`, sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

/** Inserts an account; a name or e-mail taken meanwhile raises PostgreSQL's unique_violation. */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}
