import type { User } from "@turnuva/contract";
import type { Actor } from "../../actor.ts";
import { imageJson } from "../../http/image-json.ts";
import { usersPolicy } from "@turnuva/contract/policies";
import type { UserRow } from "./repository.ts";

/** A user in the spec's field names (part 1 §3), as `viewer` may see them. */
export function userJson(row: UserRow, viewer: Actor): User {
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    ...(usersPolicy.canSeeEmail(viewer, row) ? { email: row.email } : {}),
    profileImage: imageJson(row.profileImage),
    createdAt: row.createdAt.toISOString(),
  };
}
