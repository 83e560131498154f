import type { ProfileResponse } from "@turnuva/contract/stats";
import type { SignedInUser } from "../../actor.ts";
import type { Database } from "../../db/database.ts";
import { findLastPlayed } from "../stats/repository.ts";
import { profileJson } from "./profile-json.ts";
import { findUserById, findUserByUsername, type UserRow } from "./repository.ts";
import { userNotFound } from "./user-not-found.ts";

/** Profiles (part 1 §2, §7): the own one with the e-mail, anyone's public one without. */
export function usersService(db: Database) {
  async function profileOf(row: UserRow | null, viewer: SignedInUser | null): Promise<ProfileResponse> {
    if (!row) throw userNotFound();
    return { user: profileJson(row, viewer, await findLastPlayed(db, row.id)) };
  }

  return {
    async ownProfile(actor: SignedInUser): Promise<ProfileResponse> {
      return profileOf(await findUserById(db, actor.id), actor);
    },

    /**
     * The public face, seen as a visitor sees it whoever asks: the e-mail is on the own profile
     * only (part 1 §2), so this answer is the same for everyone and never carries one.
     */
    async publicProfile(username: string): Promise<ProfileResponse> {
      return profileOf(await findUserByUsername(db, username), null);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
