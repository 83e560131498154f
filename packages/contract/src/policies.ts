/**
 * Who may do what (part 1 §6, part 2 §6; ours in docs/decisions.md), once for both sides: the
 * server authorises with these functions inside the transaction that changes the subject
 * (`authorize(actor, allowed)`), the screens ask the same questions to show or hide a button. The
 * server's answer is the one that counts. Pure functions of who asks and what about, free of zod,
 * so any page may carry them. Tested as a table in test/policies.test.ts.
 */

/** Who is asking: someone with an account (their id), or null for a visitor. */
export type Actor = { id: string } | null;

/** What the rules need to know of a platform: who owns it (part 1 §6: owner id equals user id). */
export interface PlatformSubject {
  ownerId: string;
}

/** A pending invitation, as far as the rules care: whom it is for. */
export interface InvitationSubject {
  inviteeId: string;
}

/** A row of the platform's member list: the user. */
export interface MembershipSubject {
  userId: string;
}

/** What the rules need to know of a tournament: who made it, and who owns its platform. */
export interface TournamentSubject {
  createdById: string;
  platformOwnerId: string;
}

/** Issue 25: a match, as far as the rules care: its two players, and who enters its scores. */
export interface MatchSubject {
  homeId: string | null;
  awayId: string | null;
  resultEntry: "players" | "organizer";
}

/** Issue 25: one player's report of a match's score: whose it is. */
export interface ReportSubject {
  byId: string;
}

const playsIn = (actor: Actor, match: MatchSubject) => actor !== null && (actor.id === match.homeId || actor.id === match.awayId);

const isOwner = (actor: Actor, platform: PlatformSubject) => actor !== null && actor.id === platform.ownerId;

export const platformsPolicy = {
  /** Anyone with an account may found a community; a visitor is asked to sign in. */
  canCreate: (actor: Actor) => actor !== null,

  /** Only the owner sees 'Üye Davet Et', and only the owner's invitation counts. */
  canInvite: isOwner,

  /** Only the person invited may take up an invitation; nobody accepts on someone's behalf. */
  canAcceptInvitation: (actor: Actor, invitation: InvitationSubject) => actor !== null && actor.id === invitation.inviteeId,

  /** Part 1 §6: 'Bu platformu düzenleme yetkiniz yok.' for anyone but the owner. */
  canEdit: isOwner,

  /** The platform's picture is part of editing it (issue 12): upload, replace and delete are the owner's. */
  canChangeImage: isOwner,

  /** Only the owner sees 'Üye Çıkar'. (That the owner cannot be removed is a conflict, not a permission.) */
  canRemoveMember: isOwner,

  /**
   * The member-management dialog shows e-mails (part 1 §2): to the platform's own members, the
   * owner among them. A visitor or a stranger sees names only.
   */
  canSeeMemberEmails: (actor: Actor, members: readonly MembershipSubject[]) => actor !== null && members.some((member) => member.userId === actor.id),

  /** Owner-only buttons and the 'Kurucu' badge. */
  isOwner,

  /** Issue 25: a member who is not the owner may leave (the owner cannot: the platform is theirs). */
  canLeave: (actor: Actor, platform: PlatformSubject, isMember: boolean) => actor !== null && isMember && actor.id !== platform.ownerId,

  /** Issue 25: only the person invited may turn an invitation down. */
  canDeclineInvitation: (actor: Actor, invitation: InvitationSubject) => actor !== null && actor.id === invitation.inviteeId,

  /** Issue 25: the owner sees the invitations waiting and may take one back. */
  canSeeInvitations: isOwner,
  canCancelInvitation: isOwner,

  /** Issue 25: the owner deletes the platform, with every tournament in it. */
  canDelete: isOwner,
};

export const tournamentsPolicy = {
  /** A platform's members create its tournaments (part 2 §6), with its members as participants. */
  canCreate: (actor: Actor, isPlatformMember: boolean) => actor !== null && isPlatformMember,

  /**
   * Confirm, cancel, advance, finish, pause, resume, rename: the tournament's creator while a
   * member of its platform, and the platform's owner, who answers for the community (and carries
   * on when the creator is away or was removed: issue 23). A participant who is neither enters no
   * scores: results are the organiser's to confirm.
   */
  canManage: (actor: Actor, tournament: TournamentSubject, isPlatformMember: boolean) =>
    actor !== null && (actor.id === tournament.platformOwnerId || (actor.id === tournament.createdById && isPlatformMember)),

  /** Part 2 §2: the group wizard's link button is shown only to the creator (who still manages it). */
  canCopyLink: (actor: Actor, tournament: TournamentSubject, isPlatformMember: boolean) =>
    actor !== null && actor.id === tournament.createdById && isPlatformMember,

  /**
   * Issue 25: the two players of a match report its score, in a tournament where players enter
   * scores, while they are members of its platform (removed, their matches are the organiser's).
   */
  canReport: (actor: Actor, match: MatchSubject, isPlatformMember: boolean) =>
    match.resultEntry === "players" && isPlatformMember && playsIn(actor, match),

  /** Issue 25: the opponent of a report's author confirms it as it stands (or disputes it by reporting). */
  canAcceptReport: (actor: Actor, match: MatchSubject, report: ReportSubject, isPlatformMember: boolean) =>
    match.resultEntry === "players" && isPlatformMember && playsIn(actor, match) && actor?.id !== report.byId,

  /** Issue 25: a player takes back their own report while the match is open. */
  canWithdrawReport: (actor: Actor, report: ReportSubject) => actor !== null && actor.id === report.byId,
};

export const usersPolicy = {
  /** Part 1 §2 and §6: the e-mail shows on the own profile only; a public profile has none. */
  canSeeEmail: (actor: Actor, user: { id: string }) => actor !== null && actor.id === user.id,
};
