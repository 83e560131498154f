import { platformMessages } from "@turnuva/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import {
  buildInvitation,
  buildMembership,
  buildOwnedPlatform,
  buildPlatformWithMembers,
  buildSession,
  buildTournament,
  buildUser,
  playTournament,
} from "./support/factories.ts";

/**
 * Issue 25, the platform's safety nets: a member leaves, an invited person declines, the owner
 * sees the invitations waiting (the address typed, never whose it is) and takes one back, the
 * owner deletes the platform with every tournament in it, and the members list says how many
 * running tournaments each member plays in (the warning before a removal).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: "https://turnuvam.app" });
});
afterAll(() => t.close());
const call = caller(() => t.app);

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const membersOf = (platformId: string) =>
  queryRows<{ user_id: string }>(t.database.db, sql`SELECT user_id FROM platform_members WHERE platform_id = ${platformId} ORDER BY user_id`).then(
    (rows) => rows.map((row) => row.user_id),
  );
const invitationCount = async (platformId: string) =>
  Number(
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*) AS n FROM platform_invitations WHERE platform_id = ${platformId}`))[0]!.n,
  );

describe("POST /api/platforms/:id/leave", () => {
  it("lets a member leave: no longer a member, their tournaments and matches stay", async () => {
    const built = await buildTournament(t.database.db, { participantCount: 2, name: "Kalan Kupa" });
    await playTournament(t.database.db, built, { until: "completed" });
    const leaver = built.participants[0]!;
    const session = await buildSession(t.database.db, { user: leaver });
    const platformId = built.platform.id;

    const response = await call("POST", `/api/platforms/${platformId}/leave`, session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: platformMessages.left(built.platform.name) });

    expect(await membersOf(platformId)).not.toContain(leaver.id);
    expect((await call("GET", "/api/platforms/my", session)).json().platforms).toEqual([]);
    expect((await call("GET", `/api/platforms/${platformId}/members`)).json().members.map((m: { _id: string }) => m._id)).not.toContain(leaver.id);
    expect((await call("GET", `/api/platforms/${platformId}`)).json().memberCount).toBe(2);
    // History stays: the tournament still shows them, their match still counts in their figures.
    const tournament = (await call("GET", `/api/tournaments/${built.tournament._id}`)).json();
    expect(tournament.participants.map((p: { _id: string }) => p._id)).toContain(leaver.id);
    expect((await call("GET", `/api/tournaments/user-stats/username/${leaver.username}`)).json().totalMatches).toBe(1);
    expect((await call("GET", `/api/tournaments/tournament-stats/username/${leaver.username}`)).json().totalTournaments).toBe(1);

    // A second leave finds no membership.
    const again = await call("POST", `/api/platforms/${platformId}/leave`, session);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: platformMessages.youAreNotMember, code: "NOT_A_MEMBER" });
  });

  it("refuses the owner, a stranger, a visitor, and an unknown platform", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 1 });
    const stranger = await buildSession(t.database.db);
    const path = `/api/platforms/${platform.id}/leave`;

    const byOwner = await call("POST", path, owner);
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json()).toEqual({ message: platformMessages.ownerCannotLeave, code: "OWNER_NOT_REMOVABLE" });

    const byStranger = await call("POST", path, stranger);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toEqual({ message: platformMessages.youAreNotMember, code: "NOT_A_MEMBER" });

    expect((await call("POST", path)).statusCode).toBe(401);

    for (const id of [UNKNOWN, "yok"]) {
      const unknown = await call("POST", `/api/platforms/${id}/leave`, members[0]!);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: platformMessages.notFound, code: "PLATFORM_NOT_FOUND" });
    }
    expect(await membersOf(platform.id)).toEqual([owner.user.id, members[0]!.user.id].sort());
  });
});

describe("POST /api/platforms/:id/decline-invite", () => {
  it("lets the invited person turn the invitation down: it is gone, and cannot be accepted afterwards", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db, { name: "Red Ligi" });
    const invitee = await buildSession(t.database.db);
    expect((await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: invitee.user.email })).statusCode).toBe(201);

    const response = await call("POST", `/api/platforms/${platform.id}/decline-invite`, invitee);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: platformMessages.declined });
    expect(await invitationCount(platform.id)).toBe(0);
    expect((await call("GET", "/api/platforms/invitations", invitee)).json().invitations).toEqual([]);
    expect((await call("GET", `/api/platforms/${platform.id}/invitations`, owner)).json().invitations).toEqual([]);

    const accept = await call("POST", `/api/platforms/${platform.id}/accept-invite`, invitee);
    expect(accept.statusCode).toBe(404);
    expect(accept.json()).toEqual({ message: platformMessages.invitationNotFound, code: "INVITATION_NOT_FOUND" });
    expect(await membersOf(platform.id)).toEqual([owner.user.id]);

    const again = await call("POST", `/api/platforms/${platform.id}/decline-invite`, invitee);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("INVITATION_NOT_FOUND");

    // The owner may invite again.
    expect((await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: invitee.user.email })).statusCode).toBe(201);
  });

  it("cannot decline someone else's invitation: the owner, a member and a stranger find none of theirs, a visitor is asked to sign in", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 1 });
    const { invitee } = await buildInvitation(t.database.db, { platform });
    const stranger = await buildSession(t.database.db);
    const path = `/api/platforms/${platform.id}/decline-invite`;
    for (const [who, session] of [
      ["owner", owner],
      ["member", members[0]!],
      ["stranger", stranger],
    ] as const) {
      const response = await call("POST", path, session);
      expect(response.statusCode, who).toBe(404);
      expect(response.json(), who).toEqual({ message: platformMessages.invitationNotFound, code: "INVITATION_NOT_FOUND" });
    }
    expect((await call("POST", path)).statusCode).toBe(401);
    expect((await call("POST", `/api/platforms/${UNKNOWN}/decline-invite`, stranger)).json().code).toBe("PLATFORM_NOT_FOUND");
    expect(await invitationCount(platform.id)).toBe(1);
    // Still the invitee's to accept.
    const mine = await buildSession(t.database.db, { user: invitee });
    expect((await call("POST", `/api/platforms/${platform.id}/accept-invite`, mine)).statusCode).toBe(200);
  });
});

describe("GET /api/platforms/:id/invitations", () => {
  it("shows the owner the invitations waiting, newest first: the address as typed and when, never whose account it is", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const first = await buildUser(t.database.db, { email: "Ilk.Davetli@Ornek.com" });
    const second = await buildUser(t.database.db, { email: "ikinci.davetli@ornek.com" });
    expect((await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: " ilk.davetli@ORNEK.com " })).statusCode).toBe(201);
    await t.database.db.execute(sql`UPDATE platform_invitations SET created_at = created_at - interval '1 hour' WHERE platform_id = ${platform.id}`);
    expect((await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: second.email })).statusCode).toBe(201);
    // Another platform's invitation of the same person is not this platform's.
    await buildInvitation(t.database.db, { invitee: first });

    const response = await call("GET", `/api/platforms/${platform.id}/invitations`, owner);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      invitations: [
        { _id: expect.any(String), email: second.email, createdAt: expect.any(String) },
        { _id: expect.any(String), email: "ilk.davetli@ORNEK.com", createdAt: expect.any(String) },
      ],
      pagination: { currentPage: 1, totalPages: 1, totalCount: 2, hasMore: false, limit: 20 },
    });
    expect(Date.parse(body.invitations[0].createdAt)).toBeGreaterThan(Date.parse(body.invitations[1].createdAt));
    for (const invitation of body.invitations) expect(Object.keys(invitation).sort()).toEqual(["_id", "createdAt", "email"]);
    for (const user of [first, second]) {
      expect(response.body).not.toContain(user.id);
      expect(response.body).not.toContain(user.username);
    }
  });

  it("pages: limit and page as the person's own list", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    for (let i = 0; i < 3; i += 1) await buildInvitation(t.database.db, { platform, createdAt: new Date(Date.UTC(2025, 0, 1 + i)) });
    const page = (await call("GET", `/api/platforms/${platform.id}/invitations?limit=2&page=2`, owner)).json();
    expect(page.invitations).toHaveLength(1);
    expect(page.invitations[0].createdAt).toBe("2025-01-01T00:00:00.000Z");
    expect(page.pagination).toEqual({ currentPage: 2, totalPages: 2, totalCount: 3, hasMore: false, limit: 2 });
    expect((await call("GET", `/api/platforms/${platform.id}/invitations?limit=51`, owner)).statusCode).toBe(400);
  });

  it("is the owner's only: a member, a stranger and the invitee get 403, a visitor 401, an unknown platform 404", async () => {
    const { platform, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 1 });
    const { invitee } = await buildInvitation(t.database.db, { platform });
    const path = `/api/platforms/${platform.id}/invitations`;
    for (const [who, session] of [
      ["member", members[0]!],
      ["stranger", await buildSession(t.database.db)],
      ["invitee", await buildSession(t.database.db, { user: invitee })],
    ] as const) {
      const response = await call("GET", path, session);
      expect(response.statusCode, who).toBe(403);
      expect(response.json(), who).toEqual({ message: platformMessages.invitationsForbidden, code: "UNAUTHORIZED" });
    }
    expect((await call("GET", path)).statusCode).toBe(401);
    for (const id of [UNKNOWN, "yok"]) {
      const unknown = await call("GET", `/api/platforms/${id}/invitations`, members[0]!);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: platformMessages.notFound, code: "PLATFORM_NOT_FOUND" });
    }
  });
});

describe("DELETE /api/platforms/:id/invitations/:invitationId", () => {
  it("takes one invitation back: gone from both lists, the invitee can no longer accept it, the others stay", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const invitee = await buildSession(t.database.db);
    const other = await buildUser(t.database.db);
    await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: invitee.user.email });
    await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: other.email });
    const sent = (await call("GET", `/api/platforms/${platform.id}/invitations`, owner)).json().invitations as Array<{ _id: string; email: string }>;
    const target = sent.find((i) => i.email === invitee.user.email)!;

    const response = await call("DELETE", `/api/platforms/${platform.id}/invitations/${target._id}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: platformMessages.invitationCancelled });
    expect((await call("GET", `/api/platforms/${platform.id}/invitations`, owner)).json().invitations.map((i: { email: string }) => i.email)).toEqual(
      [other.email],
    );
    expect((await call("GET", "/api/platforms/invitations", invitee)).json().invitations).toEqual([]);
    const accept = await call("POST", `/api/platforms/${platform.id}/accept-invite`, invitee);
    expect(accept.statusCode).toBe(404);
    expect(accept.json().code).toBe("INVITATION_NOT_FOUND");
    expect(await membersOf(platform.id)).toEqual([owner.user.id]);

    const again = await call("DELETE", `/api/platforms/${platform.id}/invitations/${target._id}`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: platformMessages.invitationGone, code: "INVITATION_NOT_FOUND" });
  });

  it("answers 404 for another platform's invitation (which stays) and for an id that is no invitation", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const { invitation, platform: elsewhere } = await buildInvitation(t.database.db);
    for (const id of [invitation.id, UNKNOWN, "yok"]) {
      const response = await call("DELETE", `/api/platforms/${platform.id}/invitations/${id}`, owner);
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ message: platformMessages.invitationGone, code: "INVITATION_NOT_FOUND" });
    }
    expect(await invitationCount(elsewhere.id)).toBe(1);
    const unknown = await call("DELETE", `/api/platforms/${UNKNOWN}/invitations/${invitation.id}`, owner);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "PLATFORM_NOT_FOUND"]);
  });

  it("is the owner's only: a member, a stranger and the invitee get 403, a visitor 401", async () => {
    const { platform, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 1 });
    const { invitation, invitee } = await buildInvitation(t.database.db, { platform });
    const path = `/api/platforms/${platform.id}/invitations/${invitation.id}`;
    for (const [who, session] of [
      ["member", members[0]!],
      ["stranger", await buildSession(t.database.db)],
      ["invitee", await buildSession(t.database.db, { user: invitee })],
    ] as const) {
      const response = await call("DELETE", path, session);
      expect(response.statusCode, who).toBe(403);
      expect(response.json(), who).toEqual({ message: platformMessages.invitationsForbidden, code: "UNAUTHORIZED" });
    }
    expect((await call("DELETE", path)).statusCode).toBe(401);
    expect(await invitationCount(platform.id)).toBe(1);
  });
});

describe("DELETE /api/platforms/:id", () => {
  it("takes the platform and every tournament in it away from every list, count, profile and the sitemap; people and other platforms stay", async () => {
    const done = await buildTournament(t.database.db, { participantCount: 2, name: "Silinen Platform Kupası" });
    await playTournament(t.database.db, done, { until: "completed" });
    const { platform, owner } = done;
    const running = await buildTournament(t.database.db, {
      owner,
      platform,
      participants: [...done.participants],
      participantCount: 2,
      name: "Silinen Platform Ligi",
    });
    await playTournament(t.database.db, running, { until: 1 });
    const kept = await buildTournament(t.database.db, { participantCount: 2, name: "Kalan Platform Kupası" });
    const [a, b] = done.participants;
    await buildInvitation(t.database.db, { platform });
    const sitemap = async () => (await t.app.inject("/sitemap.xml")).body;
    const stats = async () => (await call("GET", "/api/tournaments/stats")).json();
    const before = await stats();
    expect(await sitemap()).toContain(`/platformlar/${platform.slug}`);
    expect(await sitemap()).toContain(done.tournament.slug);
    expect((await call("GET", `/api/tournaments/user-stats/username/${a!.username}`)).json().totalMatches).toBe(2);
    // Read once, so that the read cache holds it: the deletion must evict it.
    expect((await call("GET", `/api/tournaments/${running.tournament._id}`)).statusCode).toBe(200);

    const response = await call("DELETE", `/api/platforms/${platform.id}`, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: platformMessages.deleted(platform.name) });

    expect((await call("GET", `/api/platforms/${platform.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/platforms/slug/${platform.slug}`)).statusCode).toBe(404);
    expect((await call("GET", "/api/platforms/my", owner)).json().platforms).toEqual([]);
    for (const tournament of [done.tournament, running.tournament]) {
      expect((await call("GET", `/api/tournaments/${tournament._id}`)).statusCode).toBe(404);
      expect((await call("GET", `/api/tournaments/${tournament.slug}`)).statusCode).toBe(404);
    }
    expect((await call("GET", "/api/tournaments?search=Silinen%20Platform")).json().tournaments).toEqual([]);
    expect((await call("GET", "/api/tournaments?search=Kalan%20Platform")).json().tournaments.map((x: { _id: string }) => x._id)).toEqual([
      kept.tournament._id,
    ]);
    const after = await stats();
    expect(after).toEqual({ ...before, completed: before.completed - 1, active: before.active - 1, total: before.total - 2 });
    expect((await call("GET", "/api/tournaments/platforms-with-counts")).json().platforms.map((p: { _id: string }) => p._id)).not.toContain(
      platform.id,
    );
    expect((await call("GET", `/api/tournaments/user-stats/username/${a!.username}`)).json().totalMatches).toBe(0);
    expect((await call("GET", `/api/tournaments/tournament-stats/username/${a!.username}`)).json().totalTournaments).toBe(0);
    expect((await call("GET", `/api/tournaments/compare/${a!.id}/${b!.id}`)).json().totalMatches).toBe(0);
    const map = await sitemap();
    expect(map).not.toContain(`/platformlar/${platform.slug}<`);
    expect(map).not.toContain(done.tournament.slug);
    expect(map).toContain(`/platformlar/${kept.platform.slug}`);

    const [rows] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*) FROM tournaments WHERE platform_id = ${platform.id})
        + (SELECT count(*) FROM matches WHERE tournament_id IN (${done.tournament._id}, ${running.tournament._id}))
        + (SELECT count(*) FROM tournament_participants WHERE tournament_id IN (${done.tournament._id}, ${running.tournament._id}))
        + (SELECT count(*) FROM platform_members WHERE platform_id = ${platform.id})
        + (SELECT count(*) FROM platform_invitations WHERE platform_id = ${platform.id}) AS n`,
    );
    expect(Number(rows!.n)).toBe(0);
    // The people stay.
    expect((await call("GET", `/api/users/profile/${a!.username}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/tournaments/${kept.tournament._id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/platforms/${platform.id}`, owner)).statusCode).toBe(404);
  });

  it("is the owner's only: a member, a tournament's creator and a stranger get 403, a visitor 401; nothing goes", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 3 });
    const creator = members[0]!;
    const built = await buildTournament(t.database.db, {
      owner,
      platform,
      creator,
      participants: members.slice(1).map((m) => m.user),
      participantCount: 2,
    });
    const path = `/api/platforms/${platform.id}`;
    for (const [who, session] of [
      ["member", members[1]!],
      ["creator", creator],
      ["stranger", await buildSession(t.database.db)],
    ] as const) {
      const response = await call("DELETE", path, session);
      expect(response.statusCode, who).toBe(403);
      expect(response.json(), who).toEqual({ message: platformMessages.deleteForbidden, code: "UNAUTHORIZED" });
    }
    expect((await call("DELETE", path)).statusCode).toBe(401);
    expect((await call("DELETE", `/api/platforms/${UNKNOWN}`, owner)).json()).toEqual({
      message: platformMessages.notFound,
      code: "PLATFORM_NOT_FOUND",
    });
    expect((await call("GET", path)).statusCode).toBe(200);
    expect((await call("GET", `/api/tournaments/${built.tournament._id}`)).statusCode).toBe(200);
  });
});

describe("the members list's running-tournament count", () => {
  it("counts the platform's unfinished tournaments each member plays in, shown to members only", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 3 });
    const [p, q, idle] = members.map((m) => m.user);
    // p and q play a running league; p also another one with the owner; a finished one counts for nobody.
    const running = await buildTournament(t.database.db, { owner, platform, participants: [p!, q!], participantCount: 2 });
    await buildTournament(t.database.db, { owner, platform, participants: [p!, owner.user], participantCount: 2 });
    const finished = await buildTournament(t.database.db, { owner, platform, participants: [p!, q!], participantCount: 2 });
    await playTournament(t.database.db, finished, { until: "completed" });
    // Another platform's running tournament does not count here.
    const other = await buildOwnedPlatform(t.database.db);
    await buildMembership(t.database.db, { platform: other.platform, user: p! });
    await buildTournament(t.database.db, { owner: other.owner, platform: other.platform, participants: [p!, other.owner.user], participantCount: 2 });
    expect(running.tournament.status).toBe("active");

    const counts = async (as?: (typeof members)[number]) =>
      Object.fromEntries(
        (
          (await call("GET", `/api/platforms/${platform.id}/members`, as)).json().members as Array<{ _id: string; runningTournamentCount?: number }>
        ).map((m) => [m._id, m.runningTournamentCount]),
      );
    const expected = { [owner.user.id]: 1, [p!.id]: 2, [q!.id]: 1, [idle!.id]: 0 };
    expect(await counts(owner)).toEqual(expected);
    expect(await counts(members[2])).toEqual(expected);
    // A visitor and a stranger see no counts, as they see no e-mails.
    expect(Object.values(await counts())).toEqual([undefined, undefined, undefined, undefined]);
    expect(Object.values(await counts(await buildSession(t.database.db)))).toEqual([undefined, undefined, undefined, undefined]);

    // Finishing the running one lowers the counts at once.
    await playTournament(t.database.db, running, { until: "completed" });
    expect(await counts(owner)).toEqual({ ...expected, [p!.id]: 1, [q!.id]: 0 });
  });
});
