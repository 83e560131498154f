import type { User } from "@turnuva/contract";
import type { users } from "../../db/schema.ts";

type UserRow = typeof users.$inferSelect;

/** A user in the spec's field names (part 1 §3). The e-mail goes only to the user themself. */
export function userJson(row: UserRow, { self }: { self: boolean }): User {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    ...(self ? { email: row.email } : {}),
    profileImage: null,
    createdAt: row.createdAt.toISOString(),
  };
}
