import { emailRules, platformMessages } from "@turnuva/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { buildInvitation, buildMembership, buildPlatform, buildSession, buildUser, buildOwnedPlatform } from "./support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = caller(() => t.app);

const ownedPlatform = (name?: string) => buildOwnedPlatform(t.database.db, name ? { name } : {});

const invitationsOf = (platformId: string) =>
  queryRows<{ invitee_id: string; invited_by_id: string }>(
    t.database.db,
    sql`SELECT invitee_id, invited_by_id FROM platform_invitations WHERE platform_id = ${platformId}`,
  );
const membersOf = (platformId: string) =>
  queryRows<{ user_id: string; role: string }>(
    t.database.db,
    sql`SELECT user_id, role FROM platform_members WHERE platform_id = ${platformId} ORDER BY role DESC, user_id`,
  );

describe("POST /api/platforms/:id/invite", () => {
  it("invites a registered user by e-mail, whatever its case and surrounding spaces", async () => {
    const { platform, owner } = await ownedPlatform("Cuma Ligi");
    const friend = await buildUser(t.database.db, { username: "Arkadas_1", email: "Arkadas.Bir@Ornek.com" });

    const response = await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: "  arkadas.bir@ORNEK.com " });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Cuma Ligi platformuna davet başarıyla gönderildi!");
    // Issue 23: the answer does not say whose account the address is, nor its e-mail.
    expect(body.invitation).toEqual({ _id: expect.any(String), createdAt: expect.any(String) });
    expect(response.body).not.toContain("@");
    expect(response.body).not.toContain("Arkadas_1");
    expect(response.body).not.toContain(friend.id);
    expect(await invitationsOf(platform.id)).toEqual([{ invitee_id: friend.id, invited_by_id: owner.user.id }]);
    // An invitation is not a membership yet.
    expect(await membersOf(platform.id)).toEqual([{ user_id: owner.user.id, role: "owner" }]);
  });

  it("refuses an e-mail nobody registered with, and a username in its place", async () => {
    const { platform, owner } = await ownedPlatform();
    const someone = await buildUser(t.database.db);

    const unknown = await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: "kimse@ornek.com" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: platformMessages.inviteeNotRegistered, code: "INVITEE_NOT_FOUND" });

    const byName = await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: someone.username });
    expect(byName.statusCode).toBe(400);
    expect(byName.json()).toMatchObject({ message: emailRules.messages.invalid, fields: { email: emailRules.messages.invalid } });
    expect(await invitationsOf(platform.id)).toEqual([]);
  });

  it.each([
    ["no e-mail", {}, emailRules.messages.required],
    ["a blank e-mail", { email: "   " }, emailRules.messages.required],
    ["a malformed e-mail", { email: "ali@" }, emailRules.messages.invalid],
  ])("refuses %s with the form's message", async (_label, body, message) => {
    const { platform, owner } = await ownedPlatform();
    const response = await call("POST", `/api/platforms/${platform.id}/invite`, owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", message, fields: { email: message } });
  });

  it("refuses to invite a member, the owner included", async () => {
    const { platform, owner } = await ownedPlatform();
    const { user: member } = await buildMembership(t.database.db, { platform });
    for (const email of [member.email, owner.user.email]) {
      const response = await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email });
      expect(response.statusCode, email).toBe(409);
      expect(response.json()).toEqual({ message: platformMessages.alreadyMember, code: "ALREADY_MEMBER" });
    }
    expect(await invitationsOf(platform.id)).toEqual([]);
  });

  it("refuses a second invitation of the same person", async () => {
    const { platform, owner } = await ownedPlatform();
    const friend = await buildUser(t.database.db);
    expect((await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: friend.email })).statusCode).toBe(201);
    const again = await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: friend.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: platformMessages.alreadyInvited, code: "ALREADY_INVITED" });
    expect(await invitationsOf(platform.id)).toHaveLength(1);
  });

  it("answers 404 for a platform that does not exist", async () => {
    const someone = await buildSession(t.database.db);
    for (const id of ["00000000-0000-4000-8000-000000000000", "yok"]) {
      const response = await call("POST", `/api/platforms/${id}/invite`, someone, { email: someone.user.email });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: platformMessages.notFound, code: "PLATFORM_NOT_FOUND" });
    }
  });
});

describe("GET /api/platforms/invitations", () => {
  it("lists my pending invitations, newest first, with the platform, its owner and who invited me", async () => {
    const me = await buildSession(t.database.db);
    const older = await buildPlatform(t.database.db, { name: "Eski Davet", game: "EA Sports FC", deviceType: "fc_pc_steam" });
    const newer = await buildPlatform(t.database.db, { name: "Yeni Davet" });
    await buildInvitation(t.database.db, { platform: older, invitee: me.user, createdAt: new Date("2025-02-01T09:00:00Z") });
    await buildInvitation(t.database.db, { platform: newer, invitee: me.user, createdAt: new Date("2025-02-02T09:00:00Z") });
    // Someone else's invitation is not mine.
    await buildInvitation(t.database.db, { platform: newer });

    const response = await call("GET", "/api/platforms/invitations", me);
    expect(response.statusCode).toBe(200);
    const { invitations } = response.json();
    expect(invitations).toHaveLength(2);
    expect(invitations[0]).toEqual({
      _id: expect.any(String),
      platform: {
        _id: newer.id,
        name: "Yeni Davet",
        slug: "yeni-davet",
        game: "eFootball",
        deviceType: "efootball_ps5",
        owner: { _id: newer.owner.id, username: newer.owner.username },
      },
      invitedBy: { _id: newer.owner.id, username: newer.owner.username },
      createdAt: "2025-02-02T09:00:00.000Z",
    });
    expect(invitations[1].platform).toMatchObject({ _id: older.id, game: "EA Sports FC", deviceType: "fc_pc_steam" });
  });

  it("is empty for someone nobody invited", async () => {
    const me = await buildSession(t.database.db);
    expect((await call("GET", "/api/platforms/invitations", me)).json()).toMatchObject({
      invitations: [],
      pagination: { totalCount: 0, hasMore: false },
    });
  });
});

describe("POST /api/platforms/:id/accept-invite", () => {
  it("turns the invitation into a membership: the invitation goes, the member count grows, the platform is mine", async () => {
    const { platform } = await ownedPlatform("Kabul Ligi");
    const me = await buildSession(t.database.db);
    await buildInvitation(t.database.db, { platform, invitee: me.user });
    expect((await call("GET", `/api/platforms/${platform.id}`)).json().memberCount).toBe(1);

    const response = await call("POST", `/api/platforms/${platform.id}/accept-invite`, me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: "Davet kabul edildi!", platform: { _id: platform.id, name: "Kabul Ligi", memberCount: 2 } });

    expect(await invitationsOf(platform.id)).toEqual([]);
    expect(await membersOf(platform.id)).toEqual(
      expect.arrayContaining([
        { user_id: platform.ownerId, role: "owner" },
        { user_id: me.user.id, role: "member" },
      ]),
    );
    expect((await call("GET", `/api/platforms/${platform.id}`)).json().memberCount).toBe(2);
    expect((await call("GET", "/api/platforms/my", me)).json().platforms.map((p: { _id: string }) => p._id)).toEqual([platform.id]);
    expect((await call("GET", "/api/platforms/invitations", me)).json()).toMatchObject({
      invitations: [],
      pagination: { totalCount: 0, hasMore: false },
    });
  });

  it("answers a second accept with 'already a member'", async () => {
    const { platform, invitee } = await buildInvitation(t.database.db);
    const me = await buildSession(t.database.db, { user: invitee });
    expect((await call("POST", `/api/platforms/${platform.id}/accept-invite`, me)).statusCode).toBe(200);
    const again = await call("POST", `/api/platforms/${platform.id}/accept-invite`, me);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: platformMessages.youAreAlreadyMember, code: "ALREADY_MEMBER" });
  });

  it("answers 404 to someone without an invitation, and for an unknown platform", async () => {
    const { platform } = await ownedPlatform();
    const stranger = await buildSession(t.database.db);
    const response = await call("POST", `/api/platforms/${platform.id}/accept-invite`, stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: platformMessages.invitationNotFound, code: "INVITATION_NOT_FOUND" });
    expect(await membersOf(platform.id)).toHaveLength(1);

    const unknown = await call("POST", "/api/platforms/00000000-0000-4000-8000-000000000000/accept-invite", stranger);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("PLATFORM_NOT_FOUND");
  });

  it("accepts one invitation without touching the user's others", async () => {
    const me = await buildSession(t.database.db);
    const { platform: first } = await buildInvitation(t.database.db, { invitee: me.user });
    const { platform: second } = await buildInvitation(t.database.db, { invitee: me.user });
    expect((await call("POST", `/api/platforms/${first.id}/accept-invite`, me)).statusCode).toBe(200);
    const pending = (await call("GET", "/api/platforms/invitations", me)).json().invitations;
    expect(pending.map((i: { platform: { _id: string } }) => i.platform._id)).toEqual([second.id]);
  });
});
