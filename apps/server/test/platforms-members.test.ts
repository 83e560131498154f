import { MEMBERS_PREVIEW_SIZE, platformMessages, removeMemberMessages } from "@turnuva/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import {
  type BuiltPlatform,
  type BuiltSession,
  buildInvitation,
  buildMembership,
  buildPlatform,
  buildSession,
  buildUser,
} from "./support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = caller(() => t.app);

interface MemberJson {
  _id: string;
  username: string;
  email?: string;
  isOwner: boolean;
}

describe("GET /api/platforms/:id/members", () => {
  // Names a Turkish reader sorts differently from a byte order: ç after c, ı before i, ş after s,
  // and the capital I is the capital of ı. (Built straight into the database: the sign-up form
  // takes ASCII names only, but the list must not depend on that.)
  const names = ["zeynep", "iz", "deniz", "Şule", "su", "ışık", "çağrı", "cem", "Irmak", "ilker", "Ali"];
  const turkishOrder = ["Ali", "cem", "çağrı", "deniz", "Irmak", "ışık", "ilker", "iz", "su", "Şule", "zeynep"];

  let platform: BuiltPlatform;
  let owner: BuiltSession;
  let member: BuiltSession;
  beforeAll(async () => {
    const users = await Promise.all(
      names.map(async (username) => buildUser(t.database.db, { username, email: `${username.toLowerCase()}.uye@ornek.com` })),
    );
    owner = await buildSession(t.database.db, { user: users[names.indexOf("deniz")]! });
    platform = await buildPlatform(t.database.db, { owner: owner.user });
    for (const user of users) if (user.id !== owner.user.id) await buildMembership(t.database.db, { platform, user });
    member = await buildSession(t.database.db, { user: users[names.indexOf("ışık")]! });
  });

  it("lists the members by username with Turkish collation and marks the owner", async () => {
    const response = await call("GET", `/api/platforms/${platform.id}/members`);
    expect(response.statusCode).toBe(200);
    const members = response.json().members as MemberJson[];
    expect(members.map((m) => m.username)).toEqual(turkishOrder);
    expect(members.filter((m) => m.isOwner).map((m) => m.username)).toEqual(["deniz"]);
    expect(members[0]).toEqual({
      _id: expect.any(String),
      id: members[0]!._id,
      username: "Ali",
      profileImage: null,
      isOwner: false,
      joinedAt: expect.any(String),
    });
  });

  it("shows e-mails to the platform's members and owner only", async () => {
    const stranger = await buildSession(t.database.db);
    const invited = await buildSession(t.database.db);
    await buildInvitation(t.database.db, { platform, invitee: invited.user });

    for (const [who, session] of [
      ["visitor", undefined],
      ["stranger", stranger],
      ["invited user", invited],
    ] as const) {
      const response = await call("GET", `/api/platforms/${platform.id}/members`, session);
      expect(response.statusCode, who).toBe(200);
      expect(
        (response.json().members as MemberJson[]).some((m) => "email" in m),
        who,
      ).toBe(false);
      expect(response.body, who).not.toContain("@ornek.com");
    }
    for (const [who, session] of [
      ["member", member],
      ["owner", owner],
    ] as const) {
      const members = (await call("GET", `/api/platforms/${platform.id}/members`, session)).json().members as MemberJson[];
      expect(members.find((m) => m.username === "çağrı")?.email, who).toBe("çağrı.uye@ornek.com");
      expect(
        members.every((m) => typeof m.email === "string"),
        who,
      ).toBe(true);
    }
  });

  it("previews the first members by username on the platform page, with the count of all", async () => {
    const crowded = await buildPlatform(t.database.db, { owner: await buildUser(t.database.db, { username: "a_kurucu" }) });
    for (let i = 0; i < MEMBERS_PREVIEW_SIZE + 3; i++) {
      await buildMembership(t.database.db, {
        platform: crowded,
        user: await buildUser(t.database.db, { username: `uye_${String(i).padStart(2, "0")}` }),
      });
    }
    const response = await call("GET", `/api/platforms/slug/${crowded.slug.toUpperCase()}/members-preview`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.memberCount).toBe(MEMBERS_PREVIEW_SIZE + 4);
    expect(body.members.map((m: MemberJson) => m.username)).toEqual([
      "a_kurucu",
      ...Array.from({ length: MEMBERS_PREVIEW_SIZE - 1 }, (_, i) => `uye_${String(i).padStart(2, "0")}`),
    ]);
    expect(body.members[0].isOwner).toBe(true);
    // A public page: no e-mail for a visitor.
    expect(response.body).not.toContain("@");

    const small = (await call("GET", `/api/platforms/slug/${platform.slug}/members-preview`)).json();
    expect(small.memberCount).toBe(names.length);
    expect(small.members.map((m: MemberJson) => m.username)).toEqual(turkishOrder);
  });
});

describe("POST /api/platforms/:id/remove-member", () => {
  const membersOf = async (platformId: string) =>
    (await queryRows<{ user_id: string }>(t.database.db, sql`SELECT user_id FROM platform_members WHERE platform_id = ${platformId}`))
      .map((row) => row.user_id)
      .sort();

  it("removes the member: only that membership goes, the account and the person's other platforms stay", async () => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user });
    const leaving = await buildUser(t.database.db, { username: "Giden_Uye" });
    const staying = await buildUser(t.database.db);
    await buildMembership(t.database.db, { platform, user: leaving });
    await buildMembership(t.database.db, { platform, user: staying });
    const { platform: elsewhere } = await buildMembership(t.database.db, { user: leaving });
    const { platform: invitedTo } = await buildInvitation(t.database.db, { invitee: leaving });
    expect((await call("GET", `/api/platforms/${platform.id}`)).json().memberCount).toBe(3);

    const response = await call("POST", `/api/platforms/${platform.id}/remove-member`, owner, { userId: leaving.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Giden_Uye başarıyla platformdan çıkarıldı.", userId: leaving.id });

    expect(await membersOf(platform.id)).toEqual([owner.user.id, staying.id].sort());
    expect((await call("GET", `/api/platforms/${platform.id}`)).json().memberCount).toBe(2);
    // The account, the other membership and the other invitation are untouched.
    const [account] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM users WHERE id = ${leaving.id}`);
    expect(account!.n).toBe(1);
    expect(await membersOf(elsewhere.id)).toContain(leaving.id);
    const pending = await queryRows<{ platform_id: string }>(
      t.database.db,
      sql`SELECT platform_id FROM platform_invitations WHERE invitee_id = ${leaving.id}`,
    );
    expect(pending).toEqual([{ platform_id: invitedTo.id }]);
  });

  it("never removes the owner", async () => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user });
    const response = await call("POST", `/api/platforms/${platform.id}/remove-member`, owner, { userId: owner.user.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: platformMessages.ownerNotRemovable, code: "OWNER_NOT_REMOVABLE" });
    expect(await membersOf(platform.id)).toEqual([owner.user.id]);
  });

  it("answers 404 for someone who is not a member, also for a malformed id", async () => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user });
    const { invitee } = await buildInvitation(t.database.db, { platform });
    for (const userId of [invitee.id, (await buildUser(t.database.db)).id, "00000000-0000-4000-8000-000000000000", "kimse"]) {
      const response = await call("POST", `/api/platforms/${platform.id}/remove-member`, owner, { userId });
      expect(response.statusCode, userId).toBe(404);
      expect(response.json()).toEqual({ message: platformMessages.notAMember, code: "NOT_A_MEMBER" });
    }
  });

  it.each([
    ["no user", {}],
    ["an empty user id", { userId: "" }],
  ])("refuses %s with the dialog's message", async (_label, body) => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user });
    const response = await call("POST", `/api/platforms/${platform.id}/remove-member`, owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: removeMemberMessages.userRequired,
      fields: { userId: removeMemberMessages.userRequired },
    });
  });

  it("lets a removed member be invited and join again", async () => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user });
    const back = await buildSession(t.database.db);
    await buildMembership(t.database.db, { platform, user: back.user });
    expect((await call("POST", `/api/platforms/${platform.id}/remove-member`, owner, { userId: back.user.id })).statusCode).toBe(200);
    expect((await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: back.user.email })).statusCode).toBe(201);
    const accepted = await call("POST", `/api/platforms/${platform.id}/accept-invite`, back);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().platform.memberCount).toBe(2);
  });
});
