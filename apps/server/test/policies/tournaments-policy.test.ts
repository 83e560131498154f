import { describe, expect, it } from "vitest";
import type { Actor } from "../../src/actor.ts";
import { tournamentsPolicy } from "../../src/modules/tournaments/policy.ts";

const owner = { id: "00000000-0000-4000-8000-00000000000a" };
const creator = { id: "00000000-0000-4000-8000-00000000000b" };
const participant = { id: "00000000-0000-4000-8000-00000000000c" };
const member = { id: "00000000-0000-4000-8000-00000000000d" };
const stranger = { id: "00000000-0000-4000-8000-00000000000e" };

// The subject: Creator's tournament in Owner's platform; Participant plays in it, Member does not.
const tournament = { createdById: creator.id, platformOwnerId: owner.id };

type Row = [label: string, actor: Actor, isPlatformMember: boolean, create: boolean, manage: boolean];

// Who is asking × what they may do (part 2 §6; ours in docs/decisions.md): a platform's members
// create its tournaments; the creator and the platform's owner manage one. Taking part is not
// managing: a participant who did not create the tournament confirms no scores.
const table: Row[] = [
  ["a visitor", null, false, false, false],
  ["a stranger", stranger, false, false, false],
  ["a member of the platform", member, true, true, false],
  ["a participant who is not the creator", participant, true, true, false],
  ["the creator", creator, true, true, true],
  ["the platform's owner", owner, true, true, true],
];

describe("tournaments policy", () => {
  it.each(table)("%s", (_label, actor, isPlatformMember, create, manage) => {
    expect({
      create: tournamentsPolicy.canCreate(actor, isPlatformMember),
      manage: tournamentsPolicy.canManage(actor, tournament, isPlatformMember),
    }).toEqual({ create, manage });
  });

  it("lets nobody create outside a platform they belong to, and no visitor at all", () => {
    expect(tournamentsPolicy.canCreate(owner, false)).toBe(false);
    expect(tournamentsPolicy.canCreate(creator, false)).toBe(false);
    // A visitor is asked to sign in even if the caller got membership wrong.
    expect(tournamentsPolicy.canCreate(null, true)).toBe(false);
  });

  it("follows the subject, not the person: the creator of one tournament does not manage another", () => {
    const othersTournament = { createdById: participant.id, platformOwnerId: stranger.id };
    expect(tournamentsPolicy.canManage(creator, othersTournament, true)).toBe(false);
    expect(tournamentsPolicy.canManage(owner, othersTournament, true)).toBe(false);
    expect(tournamentsPolicy.canManage(participant, othersTournament, true)).toBe(true);
    expect(tournamentsPolicy.canManage(stranger, othersTournament, true)).toBe(true);
  });

  it("lets the owner who also created the tournament manage it", () => {
    expect(tournamentsPolicy.canManage(owner, { createdById: owner.id, platformOwnerId: owner.id }, true)).toBe(true);
  });

  it("takes it from a creator who is no longer a member (issue 23); the owner still manages", () => {
    expect(tournamentsPolicy.canManage(creator, tournament, false)).toBe(false);
    expect(tournamentsPolicy.canManage(owner, tournament, true)).toBe(true);
  });
});
