import type { Platform, PlatformDetail, PlatformInvitation, PlatformMember } from "@turnuva/contract";
import type { Actor } from "../../actor.ts";
import { imageJson } from "../../http/image-json.ts";
import { platformsPolicy } from "@turnuva/contract/policies";
import type { InvitationListRow, MemberRow, PlatformView } from "./repository.ts";

/** A platform in the spec's field names (part 1 §3). */
export function platformJson(view: PlatformView): Platform {
  return {
    _id: view.id,
    id: view.id,
    name: view.name,
    slug: view.slug,
    description: view.description,
    game: view.game,
    deviceType: view.deviceType,
    owner: { _id: view.ownerId, username: view.ownerUsername },
    memberCount: view.memberCount,
    tournamentCount: view.tournamentCount,
    platformImage: imageJson(view.image),
    createdAt: view.createdAt.toISOString(),
  };
}

export function platformDetailJson(view: PlatformView): PlatformDetail {
  return { ...platformJson(view), completedTournamentCount: view.completedTournamentCount };
}

// Part 1 §9: member lists are sorted by username, here as a Turkish reader sorts them (ç after c, ı before i).
const byUsername = new Intl.Collator("tr").compare;

/**
 * The members sorted by username with Turkish collation, each e-mail only when `viewer` may see
 * the platform's e-mails. Sorted here rather than in SQL: the collations PostgreSQL servers and
 * PGlite have differ, and ICU's "tr" is the same everywhere Node runs.
 */
export function membersJson(members: MemberRow[], viewer: Actor): PlatformMember[] {
  const withEmail = platformsPolicy.canSeeMemberEmails(viewer, members);
  return [...members]
    .sort((a, b) => byUsername(a.username, b.username) || (a.userId < b.userId ? -1 : 1))
    .map((member) => ({
      _id: member.userId,
      id: member.userId,
      username: member.username,
      ...(withEmail ? { email: member.email, runningTournamentCount: member.runningTournamentCount } : {}),
      profileImage: imageJson(member.profileImage),
      isOwner: member.role === "owner",
      joinedAt: member.joinedAt.toISOString(),
    }));
}

export function invitationJson(row: InvitationListRow): PlatformInvitation {
  return {
    _id: row.id,
    platform: {
      _id: row.platform.id,
      name: row.platform.name,
      slug: row.platform.slug,
      game: row.platform.game,
      deviceType: row.platform.deviceType,
      owner: { _id: row.owner.id, username: row.owner.username },
    },
    invitedBy: { _id: row.invitedBy.id, username: row.invitedBy.username },
    createdAt: row.createdAt.toISOString(),
  };
}
