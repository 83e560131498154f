import { describe, expect, it } from "vitest";
import { type Actor, platformsPolicy, tournamentsPolicy, usersPolicy } from "../src/policies.ts";

/**
 * Who may do what, as one table (part 1 §6, part 2 §6; ours in docs/decisions.md): every actor ×
 * every rule, against the functions the server authorises with and the screens ask. The server's
 * own tests (apps/server/test/*-authorization.test.ts) check the same through HTTP.
 */

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const owner = { id: id(1) };
const creator = { id: id(2) };
const participant = { id: id(3) };
const member = { id: id(4) };
const invited = { id: id(5) };
const stranger = { id: id(6) };
const opponent = { id: id(7) };

// Owner's platform, with Creator, Participant, Opponent and Member in it and an invitation
// waiting for Invited; Creator's tournament in it, where players enter scores, with a match of
// Participant (home) against Opponent (away), which Participant has reported.
const platform = { ownerId: owner.id };
const members = [owner, creator, participant, opponent, member].map((m) => ({ userId: m.id }));
const invitation = { inviteeId: invited.id };
const tournament = { createdById: creator.id, platformOwnerId: owner.id };
const match = { homeId: participant.id, awayId: opponent.id, resultEntry: "players" as const };
const report = { byId: participant.id };

interface Row {
  actor: Actor;
  /** Whether the actor is a member of the platform now. */
  isMember: boolean;
  allowed: Array<
    | "found a platform"
    | "invite"
    | "accept the invitation"
    | "edit the platform"
    | "change its picture"
    | "remove a member"
    | "see member e-mails"
    | "be its owner"
    | "create a tournament"
    | "manage the tournament"
    | "copy its link"
    | "leave the platform"
    | "decline the invitation"
    | "see and cancel invitations"
    | "delete the platform"
    | "report the match"
    | "accept the report"
    | "withdraw the report"
  >;
}

const table: Record<string, Row> = {
  "a visitor": { actor: null, isMember: false, allowed: [] },
  "a stranger": { actor: stranger, isMember: false, allowed: ["found a platform"] },
  "the invited user": { actor: invited, isMember: false, allowed: ["found a platform", "accept the invitation", "decline the invitation"] },
  "a member": { actor: member, isMember: true, allowed: ["found a platform", "see member e-mails", "create a tournament", "leave the platform"] },
  "the player of the match, who reported it": {
    actor: participant,
    isMember: true,
    allowed: ["found a platform", "see member e-mails", "create a tournament", "leave the platform", "report the match", "withdraw the report"],
  },
  "the opponent": {
    actor: opponent,
    isMember: true,
    allowed: ["found a platform", "see member e-mails", "create a tournament", "leave the platform", "report the match", "accept the report"],
  },
  // Issue 25: removed from the platform, a player's open matches are the organiser's to decide.
  "the opponent, removed from the platform": { actor: opponent, isMember: false, allowed: ["found a platform"] },
  "the creator": {
    actor: creator,
    isMember: true,
    allowed: ["found a platform", "see member e-mails", "create a tournament", "manage the tournament", "copy its link", "leave the platform"],
  },
  // Issue 23: removed from the platform, the creator keeps the tournament's name, not its management.
  "the creator, removed from the platform": { actor: creator, isMember: false, allowed: ["found a platform"] },
  "the owner": {
    actor: owner,
    isMember: true,
    allowed: [
      "found a platform",
      "invite",
      "edit the platform",
      "change its picture",
      "remove a member",
      "see member e-mails",
      "be its owner",
      "create a tournament",
      "manage the tournament",
      "see and cancel invitations",
      "delete the platform",
    ],
  },
};

describe("who may do what", () => {
  it.each(Object.entries(table))("%s", (_label, { actor, isMember, allowed }) => {
    const answers = {
      "found a platform": platformsPolicy.canCreate(actor),
      invite: platformsPolicy.canInvite(actor, platform),
      "accept the invitation": platformsPolicy.canAcceptInvitation(actor, invitation),
      "edit the platform": platformsPolicy.canEdit(actor, platform),
      "change its picture": platformsPolicy.canChangeImage(actor, platform),
      "remove a member": platformsPolicy.canRemoveMember(actor, platform),
      // The removed creator is no longer in the member list the rule reads.
      "see member e-mails": platformsPolicy.canSeeMemberEmails(actor, isMember ? members : members.filter((m) => m.userId !== actor?.id)),
      "be its owner": platformsPolicy.isOwner(actor, platform),
      "create a tournament": tournamentsPolicy.canCreate(actor, isMember),
      "manage the tournament": tournamentsPolicy.canManage(actor, tournament, isMember),
      "copy its link": tournamentsPolicy.canCopyLink(actor, tournament, isMember),
      "leave the platform": platformsPolicy.canLeave(actor, platform, isMember),
      "decline the invitation": platformsPolicy.canDeclineInvitation(actor, invitation),
      "see and cancel invitations": platformsPolicy.canSeeInvitations(actor, platform) && platformsPolicy.canCancelInvitation(actor, platform),
      "delete the platform": platformsPolicy.canDelete(actor, platform),
      "report the match": tournamentsPolicy.canReport(actor, match, isMember),
      "accept the report": tournamentsPolicy.canAcceptReport(actor, match, report, isMember),
      "withdraw the report": tournamentsPolicy.canWithdrawReport(actor, report),
    };
    const granted = Object.entries(answers)
      .filter(([, yes]) => yes)
      .map(([rule]) => rule);
    expect(granted).toEqual(allowed);
  });

  it("follows the subject, not the person: the creator of one tournament does not manage another", () => {
    const othersTournament = { createdById: participant.id, platformOwnerId: stranger.id };
    expect(tournamentsPolicy.canManage(creator, othersTournament, true)).toBe(false);
    expect(tournamentsPolicy.canManage(owner, othersTournament, true)).toBe(false);
    expect(tournamentsPolicy.canManage(participant, othersTournament, true)).toBe(true);
    expect(tournamentsPolicy.canManage(stranger, othersTournament, true)).toBe(true);
  });

  it("asks a visitor to sign in even when the caller got membership wrong", () => {
    expect(tournamentsPolicy.canCreate(null, true)).toBe(false);
    expect(tournamentsPolicy.canManage(null, { createdById: "", platformOwnerId: "" }, true)).toBe(false);
  });

  it("lets nobody report where the organiser alone enters scores (the spec's way)", () => {
    const organizerOnly = { ...match, resultEntry: "organizer" as const };
    expect(tournamentsPolicy.canReport(participant, organizerOnly, true)).toBe(false);
    expect(tournamentsPolicy.canAcceptReport(opponent, organizerOnly, report, true)).toBe(false);
  });

  it("shows an e-mail on the own account only", () => {
    expect(usersPolicy.canSeeEmail(null, member)).toBe(false);
    expect(usersPolicy.canSeeEmail(stranger, member)).toBe(false);
    expect(usersPolicy.canSeeEmail(member, member)).toBe(true);
  });
});
