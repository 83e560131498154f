import { platformMessages, platformRules, publicPlatformsQueryMessages } from "@turnuva/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltPlatform, buildInvitation, buildMembership, buildPlatform, buildSession, buildUser } from "./support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = caller(() => t.app);

const m = platformRules.messages;
const NOT_FOUND = { message: platformMessages.notFound, code: "PLATFORM_NOT_FOUND" };
const valid = { name: "Yaz Ligi", description: "Her cuma akşamı", game: "eFootball", deviceType: "efootball_ps5" };

const countRows = async (table: "platforms" | "platform_members") =>
  (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;

describe("POST /api/platforms", () => {
  it("creates the platform with the founder as its owner and only member", async () => {
    const founder = await buildSession(t.database.db);
    const response = await call("POST", "/api/platforms", founder, { ...valid, name: "  Kadıköy Ligi  ", description: "  Haftalık  " });

    expect(response.statusCode).toBe(201);
    const { message, platform } = response.json();
    expect(message).toBe("Platform başarıyla oluşturuldu!");
    expect(platform).toEqual({
      _id: platform.id,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Kadıköy Ligi",
      slug: "kadikoy-ligi",
      description: "Haftalık",
      game: "eFootball",
      deviceType: "efootball_ps5",
      owner: { _id: founder.user.id, username: founder.user.username },
      memberCount: 1,
      tournamentCount: 0,
      platformImage: null,
      createdAt: expect.any(String),
    });

    const members = await queryRows<{ user_id: string; role: string }>(
      t.database.db,
      sql`SELECT user_id, role FROM platform_members WHERE platform_id = ${platform.id}`,
    );
    expect(members).toEqual([{ user_id: founder.user.id, role: "owner" }]);
  });

  it("takes a platform without a description, and a play area of the general list for 'Diğer'", async () => {
    const founder = await buildSession(t.database.db);
    const response = await call("POST", "/api/platforms", founder, { name: "Tavla Kulübü", game: "Diğer", deviceType: "generic_mobil" });
    expect(response.statusCode).toBe(201);
    expect(response.json().platform).toMatchObject({ description: "", game: "Diğer", deviceType: "generic_mobil" });
  });

  it.each([
    ["no name", { ...valid, name: undefined }, "name", m.nameRequired],
    ["a blank name", { ...valid, name: "   " }, "name", m.nameRequired],
    ["a name of two letters", { ...valid, name: " ab " }, "name", m.nameTooShort],
    ["a name over 50 characters", { ...valid, name: "ş".repeat(51) }, "name", m.nameTooLong],
    ["no game", { ...valid, game: undefined }, "game", m.gameRequired],
    ["a game that is not offered", { ...valid, game: "FIFA 23" }, "game", m.gameRequired],
    ["no play area", { ...valid, deviceType: undefined }, "deviceType", m.playAreaRequired],
    ["an empty play area", { ...valid, deviceType: "" }, "deviceType", m.playAreaRequired],
    ["another game's play area", { ...valid, deviceType: "fc_ps5" }, "deviceType", m.playAreaNotOfGame],
    ["a description over 250 characters", { ...valid, description: "ç".repeat(251) }, "description", m.descriptionTooLong],
    // In Turkish, not zod's "beklenen string, alınan number".
    ["a description that is not text", { ...valid, description: 5 }, "description", m.descriptionNotText],
  ])("refuses %s with the form's message, and stores nothing", async (_label, body, field, message) => {
    const founder = await buildSession(t.database.db);
    const before = await countRows("platforms");
    const response = await call("POST", "/api/platforms", founder, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", message, fields: { [field]: message } });
    expect(await countRows("platforms")).toBe(before);
  });

  it("accepts the longest name and description there may be", async () => {
    const founder = await buildSession(t.database.db);
    const response = await call("POST", "/api/platforms", founder, { ...valid, name: "ş".repeat(50), description: "ç".repeat(250) });
    expect(response.statusCode).toBe(201);
  });

  it("names every missing field at once", async () => {
    const founder = await buildSession(t.database.db);
    const response = await call("POST", "/api/platforms", founder, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: m.nameRequired, game: m.gameRequired, deviceType: m.playAreaRequired });
  });

  it("asks a visitor to sign in", async () => {
    const response = await call("POST", "/api/platforms", undefined, valid);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("AUTH_REQUIRED");
  });
});

describe("GET /api/platforms/my and /check", () => {
  it("lists the platforms the user founded or joined, newest membership first, and nobody else's", async () => {
    const me = await buildSession(t.database.db);
    const founded = await buildPlatform(t.database.db, { owner: me.user, name: "Kurduğum", createdAt: new Date("2025-01-01T10:00:00Z") });
    const joined = await buildMembership(t.database.db, { user: me.user, joinedAt: new Date("2025-03-01T10:00:00Z") });
    await buildPlatform(t.database.db, { name: "Başkasının" });
    // An invitation is not a membership.
    await buildInvitation(t.database.db, { invitee: me.user });

    const response = await call("GET", "/api/platforms/my", me);
    expect(response.statusCode).toBe(200);
    const platforms = response.json().platforms as Array<{ _id: string; owner: { _id: string }; memberCount: number }>;
    expect(platforms.map((p) => p._id)).toEqual([joined.platform.id, founded.id]);
    expect(platforms[0]!.memberCount).toBe(2);
    expect(platforms[1]!.owner._id).toBe(me.user.id);
  });

  it("tells the Create button whether the user is in none, one or several platforms", async () => {
    const me = await buildSession(t.database.db);
    expect((await call("GET", "/api/platforms/check", me)).json()).toEqual({ status: "none", count: 0, platforms: [] });

    const first = await buildPlatform(t.database.db, { owner: me.user });
    expect((await call("GET", "/api/platforms/check", me)).json()).toEqual({ status: "single", count: 1, platforms: [{ _id: first.id }] });

    const { platform: second } = await buildMembership(t.database.db, { user: me.user, joinedAt: new Date(Date.now() + 60_000) });
    expect((await call("GET", "/api/platforms/check", me)).json()).toEqual({
      status: "multiple",
      count: 2,
      platforms: [{ _id: second.id }, { _id: first.id }],
    });
  });

  it("needs a session (and is not mistaken for a platform id)", async () => {
    for (const url of ["/api/platforms/my", "/api/platforms/check", "/api/platforms/invitations"]) {
      const response = await call("GET", url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code, url).toBe("AUTH_REQUIRED");
    }
  });
});

describe("GET /api/platforms/:id and /slug/:slug", () => {
  it("answers the platform with its counts, by id and by slug in any case", async () => {
    const platform = await buildPlatform(t.database.db, { name: "Bostancı Kupası", description: "Sahil" });
    await buildMembership(t.database.db, { platform });

    const byId = await call("GET", `/api/platforms/${platform.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      _id: platform.id,
      name: "Bostancı Kupası",
      slug: "bostanci-kupasi",
      description: "Sahil",
      owner: { _id: platform.ownerId, username: platform.owner.username },
      memberCount: 2,
      tournamentCount: 0,
      completedTournamentCount: 0,
    });

    for (const slug of ["bostanci-kupasi", "Bostanci-Kupasi", "BOSTANCI-KUPASI"]) {
      const bySlug = await call("GET", `/api/platforms/slug/${slug}`);
      expect(bySlug.statusCode, slug).toBe(200);
      expect(bySlug.json(), slug).toEqual(byId.json());
    }
    // Whoever asks, the answer carries no e-mail.
    expect(byId.body).not.toContain("@");
  });

  it("answers 404 for unknown and malformed ids and slugs, never a database error", async () => {
    for (const url of [
      "/api/platforms/00000000-0000-4000-8000-000000000000",
      "/api/platforms/bir-platform",
      "/api/platforms/1'%20OR%201=1",
      "/api/platforms/slug/olmayan-platform",
      "/api/platforms/slug/%C5%9F%C3%BCpheli",
      "/api/platforms/slug/olmayan-platform/tournaments",
      "/api/platforms/slug/olmayan-platform/members-preview",
      "/api/platforms/00000000-0000-4000-8000-000000000000/members",
      "/api/platforms/12345/members",
    ]) {
      const response = await call("GET", url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual(NOT_FOUND);
    }
  });

  it("answers a platform's tournaments as two empty lists until there are tournaments", async () => {
    const platform = await buildPlatform(t.database.db);
    const response = await call("GET", `/api/platforms/slug/${platform.slug}/tournaments`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ active: [], completed: [] });
  });
});

describe("GET /api/platforms/public", () => {
  // A database of its own: the counts and pages below are exact.
  let own: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    own = await startTestApp();
    const owner = await buildUser(own.database.db);
    let newest: BuiltPlatform | undefined;
    // 30 platforms, a minute apart: every third one is for EA Sports FC.
    for (let i = 0; i < 30; i++) {
      const platform = await buildPlatform(own.database.db, {
        owner,
        name: `Liste ${i}`,
        game: i % 3 === 0 ? "EA Sports FC" : "eFootball",
        createdAt: new Date(Date.UTC(2025, 0, 1, 12, i)),
      });
      ids.unshift(platform.id);
      newest = platform;
    }
    // Two members more for the newest one.
    await buildMembership(own.database.db, { platform: newest! });
    await buildMembership(own.database.db, { platform: newest! });
  });
  afterAll(() => own.close());

  const list = (query = "") => own.app.inject(`/api/platforms/public${query}`);

  it("answers the newest first, 24 a page, with the pagination block", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.platforms.map((p: { _id: string }) => p._id)).toEqual(ids.slice(0, 24));
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 2, totalCount: 30, hasMore: true, limit: 24 });
    expect(body.platforms[0].memberCount).toBe(3);
    expect(body.platforms[1].memberCount).toBe(1);
    expect(body.platforms[0].owner.username).toEqual(expect.any(String));
  });

  it("pages on with page and limit, and answers an empty page past the end", async () => {
    const second = (await list("?page=2&limit=24")).json();
    expect(second.platforms.map((p: { _id: string }) => p._id)).toEqual(ids.slice(24));
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalCount: 30, hasMore: false, limit: 24 });

    const small = (await list("?page=3&limit=7")).json();
    expect(small.platforms.map((p: { _id: string }) => p._id)).toEqual(ids.slice(14, 21));
    expect(small.pagination).toEqual({ currentPage: 3, totalPages: 5, totalCount: 30, hasMore: true, limit: 7 });

    const past = (await list("?page=9")).json();
    expect(past.platforms).toEqual([]);
    expect(past.pagination).toMatchObject({ currentPage: 9, totalPages: 2, hasMore: false });
  });

  it("filters by game", async () => {
    const body = (await list(`?game=${encodeURIComponent("EA Sports FC")}`)).json();
    expect(body.platforms).toHaveLength(10);
    expect(body.platforms.every((p: { game: string }) => p.game === "EA Sports FC")).toBe(true);
    expect(body.platforms.map((p: { _id: string }) => p._id)).toEqual(ids.filter((_, i) => (29 - i) % 3 === 0));
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, totalCount: 10, hasMore: false, limit: 24 });

    const none = (await list(`?game=${encodeURIComponent("Diğer")}`)).json();
    expect(none).toEqual({ platforms: [], pagination: { currentPage: 1, totalPages: 0, totalCount: 0, hasMore: false, limit: 24 } });
  });

  it("reads an empty game (a filter set to all) as no filter", async () => {
    const response = await list("?game=");
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination.totalCount).toBe(30);
  });

  it.each([
    ["?page=0", "page", publicPlatformsQueryMessages.page],
    ["?page=1.5", "page", publicPlatformsQueryMessages.page],
    ["?page=birinci", "page", publicPlatformsQueryMessages.page],
    ["?limit=0", "limit", publicPlatformsQueryMessages.limit],
    ["?limit=101", "limit", publicPlatformsQueryMessages.limit],
    ["?game=FIFA", "game", platformRules.messages.gameRequired],
  ])("refuses %s with its message", async (query, field, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", message, fields: { [field]: message } });
  });

  it("is the same for a visitor and a signed-in user", async () => {
    const session = await buildSession(own.database.db);
    const signedIn = await own.app.inject({ url: "/api/platforms/public", headers: { authorization: session.authorization } });
    expect(signedIn.json()).toEqual((await list()).json());
  });
});
