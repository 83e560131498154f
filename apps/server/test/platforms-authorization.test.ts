import { platformMessages, serverMessages } from "@turnuva/contract";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import type { UserRow } from "../src/modules/users/repository.ts";
import { type TestApp, startTestApp } from "./support/app.ts";
import {
  type BuiltPlatform,
  type BuiltSession,
  buildInvitation,
  buildMembership,
  buildPlatform,
  buildSession,
  buildUser,
} from "./support/factories.ts";

/**
 * Every platform write × everyone who might try it (DESIGN §6), through HTTP: the status and
 * code each one gets, and, when refused, that not a row of the three tables changed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Someone = "stranger" | "invited" | "member" | "owner";
type Actor = "visitor" | Someone;

/** One platform with someone in each relation to it, built afresh for every cell of the matrix. */
interface World {
  platform: BuiltPlatform;
  sessions: Record<Someone, BuiltSession>;
  /** A second member, for the owner (or anyone) to try to remove. */
  otherMember: UserRow;
  /** Registered, in no relation to the platform: the one to invite. */
  newcomer: UserRow;
}

async function buildWorld(): Promise<World> {
  const db = t.database.db;
  const owner = await buildSession(db);
  const platform = await buildPlatform(db, { owner: owner.user });
  const member = await buildSession(db, { user: (await buildMembership(db, { platform })).user });
  const invited = await buildSession(db, { user: (await buildInvitation(db, { platform })).invitee });
  const stranger = await buildSession(db);
  const { user: otherMember } = await buildMembership(db, { platform });
  return { platform, sessions: { stranger, invited, member, owner }, otherMember, newcomer: await buildUser(db) };
}

type Write = "create" | "invite" | "accept" | "edit" | "remove-member";

const requests: Record<Write, (w: World) => Pick<InjectOptions, "method" | "url" | "payload">> = {
  create: () => ({ method: "POST", url: "/api/platforms", payload: { name: "Matris Ligi", game: "eFootball", deviceType: "efootball_ps5" } }),
  invite: (w) => ({ method: "POST", url: `/api/platforms/${w.platform.id}/invite`, payload: { email: w.newcomer.email } }),
  accept: (w) => ({ method: "POST", url: `/api/platforms/${w.platform.id}/accept-invite` }),
  edit: (w) => ({
    method: "PUT",
    url: `/api/platforms/${w.platform.id}`,
    payload: { description: "Yeni açıklama", game: "EA Sports FC", deviceType: "fc_ps5" },
  }),
  "remove-member": (w) => ({ method: "POST", url: `/api/platforms/${w.platform.id}/remove-member`, payload: { userId: w.otherMember.id } }),
};

type Answer = [status: number, code?: string, message?: string];
const SIGN_IN: Answer = [401, "AUTH_REQUIRED", serverMessages.authRequired];

const matrix: Record<Write, Record<Actor, Answer>> = {
  create: { visitor: SIGN_IN, stranger: [201], invited: [201], member: [201], owner: [201] },
  invite: {
    visitor: SIGN_IN,
    stranger: [403, "UNAUTHORIZED", platformMessages.inviteForbidden],
    invited: [403, "UNAUTHORIZED", platformMessages.inviteForbidden],
    member: [403, "UNAUTHORIZED", platformMessages.inviteForbidden],
    owner: [201],
  },
  accept: {
    visitor: SIGN_IN,
    stranger: [404, "INVITATION_NOT_FOUND", platformMessages.invitationNotFound],
    invited: [200],
    member: [409, "ALREADY_MEMBER", platformMessages.youAreAlreadyMember],
    owner: [409, "ALREADY_MEMBER", platformMessages.youAreAlreadyMember],
  },
  edit: {
    visitor: SIGN_IN,
    stranger: [403, "UNAUTHORIZED", platformMessages.editForbidden],
    invited: [403, "UNAUTHORIZED", platformMessages.editForbidden],
    member: [403, "UNAUTHORIZED", platformMessages.editForbidden],
    owner: [200],
  },
  "remove-member": {
    visitor: SIGN_IN,
    stranger: [403, "UNAUTHORIZED", platformMessages.removeForbidden],
    invited: [403, "UNAUTHORIZED", platformMessages.removeForbidden],
    member: [403, "UNAUTHORIZED", platformMessages.removeForbidden],
    owner: [200],
  },
};

/** Everything the platform writes could touch, in a fixed order. */
async function tables() {
  const db = t.database.db;
  return {
    platforms: await queryRows(db, sql`SELECT * FROM platforms ORDER BY id`),
    members: await queryRows(db, sql`SELECT * FROM platform_members ORDER BY platform_id, user_id`),
    invitations: await queryRows(db, sql`SELECT * FROM platform_invitations ORDER BY id`),
  };
}

const cells = (Object.keys(matrix) as Write[]).flatMap((write) =>
  (Object.keys(matrix[write]) as Actor[]).map((actor) => [write, actor, matrix[write][actor][0], matrix[write][actor]] as const),
);

describe("who may write what", () => {
  it.each(cells)("%s by the %s: %i", async (write, actor, status, [, code, message]) => {
    const world = await buildWorld();
    const before = await tables();

    const session = actor === "visitor" ? null : world.sessions[actor];
    const response = await t.app.inject({ ...requests[write](world), headers: session ? { authorization: session.authorization } : {} });

    expect(response.statusCode, response.body).toBe(status);
    const after = await tables();
    if (status >= 400) {
      expect(response.json()).toEqual({ code, message });
      expect(after).toEqual(before);
    } else {
      // An allowed write did write.
      expect(after).not.toEqual(before);
    }
  });
});
