import { platformMessages } from "@turnuva/contract";
import { tournamentMessages } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildInvitation, buildOwnedPlatform, buildPlatformWithMembers, buildSession, buildUser } from "./support/factories.ts";

/**
 * Issue 23, abuse: one account founded 500 platforms and sent 500 invitations to one person in 8
 * seconds, learning from each answer whose account an address was. Creations and invitations are
 * counted per person and hour in the database (here 3, 2 and 4 an hour), the invitation answer
 * names nobody, and the invited person's list comes a page at a time.
 */

const LIMITS = { platformsPerHour: 3, tournamentsPerHour: 2, invitationsPerHour: 4 };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ creationLimits: LIMITS });
});
afterAll(() => t.close());
const call = caller(() => t.app);

async function counted(table: "platforms" | "tournaments" | "platform_invitations") {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return row!.n;
}

function heldBack(response: Awaited<ReturnType<typeof call>>, sentence: (limit: number, seconds: number) => string, limit: number) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(response.json()).toEqual({ code: "RATE_LIMIT_EXCEEDED", message: sentence(limit, retryAfter) });
  expect(response.json().message).toMatch(/Lütfen 60 dakika sonra tekrar deneyin\.$/);
}

describe("founding platforms", () => {
  it("is limited per person and hour: the 4th is 429 with Retry-After, nothing stored; another person goes on", async () => {
    const [busy, other] = [await buildSession(t.database.db), await buildSession(t.database.db)];
    const found = (who: BuiltSession, name: string) => call("POST", "/api/platforms", who, { name, game: "eFootball", deviceType: "efootball_ps5" });
    // A refused attempt counts too: the limit is on trying.
    expect((await found(busy, "x")).statusCode).toBe(400);
    for (const name of ["Birinci Lig", "İkinci Lig"]) expect((await found(busy, name)).statusCode).toBe(201);
    const before = await counted("platforms");
    heldBack(await found(busy, "Dördüncü Lig"), platformMessages.tooManyPlatforms, LIMITS.platformsPerHour);
    expect(await counted("platforms")).toBe(before);
    expect((await found(other, "Başkasının Ligi")).statusCode).toBe(201);
  });
});

describe("creating tournaments", () => {
  it("is limited per person and hour, on every creation path", async () => {
    const { platform, owner, members } = await buildPlatformWithMembers(t.database.db, { memberCount: 2 });
    const players = members.map((member) => member.user);
    const league = { system: "league", platformId: platform.id, participants: players.map((p) => p.id), matchType: "single" };
    expect((await call("POST", "/api/tournaments", owner, { ...league, name: "Bir" })).statusCode).toBe(201);
    expect((await call("POST", "/api/tournaments/league", owner, { ...league, name: "İki" })).statusCode).toBe(201);
    const before = await counted("tournaments");
    heldBack(
      await call("POST", "/api/tournaments", owner, { ...league, name: "Üç" }),
      tournamentMessages.tooManyTournaments,
      LIMITS.tournamentsPerHour,
    );
    heldBack(
      await call("POST", "/api/tournaments/challenge", owner, {
        name: "Dört",
        platformId: platform.id,
        participants: players.map((p) => p.id),
        bestOf: 3,
      }),
      tournamentMessages.tooManyTournaments,
      LIMITS.tournamentsPerHour,
    );
    expect(await counted("tournaments")).toBe(before);
  });
});

describe("inviting", () => {
  it("is limited per person and hour, probes of unknown addresses included", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const invite = (email: string) => call("POST", `/api/platforms/${platform.id}/invite`, owner, { email });
    expect((await invite("kimse-1@ornek.com")).statusCode).toBe(404);
    expect((await invite("kimse-2@ornek.com")).statusCode).toBe(404);
    for (let i = 0; i < 2; i += 1) expect((await invite((await buildUser(t.database.db)).email)).statusCode).toBe(201);
    const before = await counted("platform_invitations");
    heldBack(await invite((await buildUser(t.database.db)).email), platformMessages.tooManyInvitations, LIMITS.invitationsPerHour);
    heldBack(await invite("kimse-3@ornek.com"), platformMessages.tooManyInvitations, LIMITS.invitationsPerHour);
    expect(await counted("platform_invitations")).toBe(before);
  });

  it("answers without the invitee's name or id", async () => {
    const { platform, owner } = await buildOwnedPlatform(t.database.db);
    const friend = await buildUser(t.database.db);
    const response = await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: friend.email });
    expect(response.statusCode).toBe(201);
    expect(response.body).not.toContain(friend.username);
    expect(response.body).not.toContain(friend.id);
    expect(Object.keys(response.json().invitation).sort()).toEqual(["_id", "createdAt"]);
  });
});

describe("the invitation list", () => {
  it("comes a page at a time, newest first: 45 invitations are 20, 20 and 5", async () => {
    const me = await buildSession(t.database.db);
    for (let i = 0; i < 45; i += 1) {
      await buildInvitation(t.database.db, { invitee: me.user, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    }
    const first = await call("GET", "/api/platforms/invitations", me);
    expect(first.statusCode).toBe(200);
    expect(first.json().invitations).toHaveLength(20);
    expect(first.json().pagination).toEqual({ currentPage: 1, totalPages: 3, totalCount: 45, hasMore: true, limit: 20 });
    expect(first.json().invitations[0].createdAt).toBe("2026-01-01T00:44:00.000Z");
    const last = await call("GET", "/api/platforms/invitations?page=3", me);
    expect(last.json().invitations).toHaveLength(5);
    expect(last.json().pagination).toMatchObject({ currentPage: 3, hasMore: false });
    expect(last.json().invitations.at(-1).createdAt).toBe("2026-01-01T00:00:00.000Z");
    const wide = await call("GET", "/api/platforms/invitations?limit=50", me);
    expect(wide.json().invitations).toHaveLength(45);
    const tooWide = await call("GET", "/api/platforms/invitations?limit=500", me);
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json()).toMatchObject({ code: "VALIDATION_ERROR", message: "Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır." });
  });
});
