import type { Actor } from "../../actor.ts";

/** What the rules need to know of a platform: who owns it (part 1 §6: owner id equals user id). */
export interface PlatformSubject {
  ownerId: string;
}

/** A pending invitation, as far as the rules care: whom it is for. */
export interface InvitationSubject {
  inviteeId: string;
}

/** A row of the platform's member list: the user and their role. */
export interface MembershipSubject {
  userId: string;
}

const isOwner = (actor: Actor, platform: PlatformSubject) => actor !== null && actor.id === platform.ownerId;

/**
 * Who may do what with a platform (part 1 §6). Pure functions of the actor and the subject, tested
 * as a table (test/policies/platforms-policy.test.ts); the service calls them after loading the
 * subject, inside the transaction that will change it, through `authorize()`.
 */
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

  /** Owner-only buttons and the 'Kurucu' badge; the same question the web asks to hide them. */
  isOwner,
};
