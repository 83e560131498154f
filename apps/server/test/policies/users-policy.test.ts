import { describe, expect, it } from "vitest";
import type { Actor } from "../../src/actor.ts";
import { usersPolicy } from "../../src/modules/users/policy.ts";

const ali = { id: "00000000-0000-4000-8000-00000000000a" };
const veli = { id: "00000000-0000-4000-8000-00000000000b" };

// Who is asking × what they may do with Ali's account. One row per actor, one column per rule.
const table: Array<[label: string, actor: Actor, canSeeEmail: boolean]> = [
  ["a visitor", null, false],
  ["another member", veli, false],
  ["Ali himself", ali, true],
];

describe("users policy", () => {
  it.each(table)("%s: sees the e-mail %s", (_label, actor, canSeeEmail) => {
    expect(usersPolicy.canSeeEmail(actor, ali)).toBe(canSeeEmail);
  });
});
