import type { Profile } from "@turnuva/contract/stats";
import type { Actor } from "../../actor.ts";
import type { UserRow } from "../users/repository.ts";
import { userJson } from "../users/user-json.ts";

/** A profile: the user as `viewer` may see them, and when they last played (part 1 §2's header). */
export function profileJson(row: UserRow, viewer: Actor, activity: { lastMatchAt: Date | null; isActive: boolean }): Profile {
  return { ...userJson(row, viewer), isActivePlayer: activity.isActive, lastMatchAt: activity.lastMatchAt?.toISOString() ?? null };
}
