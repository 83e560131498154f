import { eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { users } from "../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  // A token's subject is ours, but check its form so a bad one is "not found", not a SQL error.
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Usernames cannot hold '@', so one value matches a username or an e-mail, never both kinds. */
export async function findUserByLogin(db: Database, usernameOrEmail: string): Promise<UserRow | null> {
  const value = usernameOrEmail.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`));
  return row ?? null;
}

export async function takenFields(db: Database, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    );
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}
