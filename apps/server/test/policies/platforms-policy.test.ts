import { describe, expect, it } from "vitest";
import type { Actor } from "../../src/actor.ts";
import { platformsPolicy } from "../../src/modules/platforms/policy.ts";

const owner = { id: "00000000-0000-4000-8000-00000000000a" };
const member = { id: "00000000-0000-4000-8000-00000000000b" };
const invited = { id: "00000000-0000-4000-8000-00000000000c" };
const stranger = { id: "00000000-0000-4000-8000-00000000000d" };

// The subject: Owner's platform, with Member in it and an invitation waiting for Invited.
const platform = { ownerId: owner.id };
const members = [{ userId: owner.id }, { userId: member.id }];
const invitation = { inviteeId: invited.id };

type Row = [
  label: string,
  actor: Actor,
  create: boolean,
  invite: boolean,
  accept: boolean,
  edit: boolean,
  image: boolean,
  remove: boolean,
  emails: boolean,
];

// Who is asking × what they may do. One row per actor, one column per rule.
const table: Row[] = [
  ["a visitor", null, false, false, false, false, false, false, false],
  ["a stranger", stranger, true, false, false, false, false, false, false],
  ["the invited user", invited, true, false, true, false, false, false, false],
  ["a member", member, true, false, false, false, false, false, true],
  ["the owner", owner, true, true, false, true, true, true, true],
];

describe("platforms policy", () => {
  it.each(table)("%s", (_label, actor, create, invite, accept, edit, image, remove, emails) => {
    expect({
      create: platformsPolicy.canCreate(actor),
      invite: platformsPolicy.canInvite(actor, platform),
      accept: platformsPolicy.canAcceptInvitation(actor, invitation),
      edit: platformsPolicy.canEdit(actor, platform),
      image: platformsPolicy.canChangeImage(actor, platform),
      remove: platformsPolicy.canRemoveMember(actor, platform),
      emails: platformsPolicy.canSeeMemberEmails(actor, members),
    }).toEqual({ create, invite, accept, edit, image, remove, emails });
  });

  it("marks the owner and nobody else as owner", () => {
    expect(table.map(([, actor]) => platformsPolicy.isOwner(actor, platform))).toEqual([false, false, false, false, true]);
  });
});
