import { platformMessages, platformRules } from "@turnuva/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { buildMembership, buildOwnedPlatform, buildSession } from "./support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = caller(() => t.app);

const m = platformRules.messages;
const change = { description: "Artık FC oynuyoruz", game: "EA Sports FC", deviceType: "fc_crossplatform" };

const ownedPlatform = () =>
  buildOwnedPlatform(t.database.db, { name: "Değişmez Ad", description: "İlk açıklama", game: "eFootball", deviceType: "efootball_ps4" });

const stored = async (id: string) =>
  (
    await queryRows<{ name: string; slug: string; description: string; game: string; device_type: string }>(
      t.database.db,
      sql`SELECT name, slug, description, game, device_type FROM platforms WHERE id = ${id}`,
    )
  )[0];

describe("PUT /api/platforms/:id", () => {
  it("changes the description, game and play area for the owner; name and slug stay", async () => {
    const { platform, owner } = await ownedPlatform();
    await buildMembership(t.database.db, { platform });

    const response = await call("PUT", `/api/platforms/${platform.id}`, owner, { ...change, description: "  Artık FC oynuyoruz  " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Platform başarıyla güncellendi!",
      platform: expect.objectContaining({
        _id: platform.id,
        name: "Değişmez Ad",
        slug: "degismez-ad",
        description: "Artık FC oynuyoruz",
        game: "EA Sports FC",
        deviceType: "fc_crossplatform",
        memberCount: 2,
      }),
    });
    expect(await stored(platform.id)).toEqual({
      name: "Değişmez Ad",
      slug: "degismez-ad",
      description: "Artık FC oynuyoruz",
      game: "EA Sports FC",
      device_type: "fc_crossplatform",
    });
  });

  it("clears the description when sent empty, and keeps it when not sent", async () => {
    const { platform, owner } = await ownedPlatform();
    expect((await call("PUT", `/api/platforms/${platform.id}`, owner, { game: "Diğer", deviceType: "generic_pc" })).statusCode).toBe(200);
    expect((await stored(platform.id))?.description).toBe("İlk açıklama");
    expect((await call("PUT", `/api/platforms/${platform.id}`, owner, { ...change, description: "" })).statusCode).toBe(200);
    expect((await stored(platform.id))?.description).toBe("");
  });

  it("refuses a new name, even the owner's, and changes nothing", async () => {
    const { platform, owner } = await ownedPlatform();
    const before = await stored(platform.id);
    const response = await call("PUT", `/api/platforms/${platform.id}`, owner, { ...change, name: "Yepyeni Ad" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", message: m.nameFixed, fields: { name: m.nameFixed } });
    expect(await stored(platform.id)).toEqual(before);
  });

  it.each([
    ["no game", { ...change, game: undefined }, "game", m.gameRequired],
    ["an unknown game", { ...change, game: "PES 2013" }, "game", m.gameRequired],
    ["no play area", { ...change, deviceType: undefined }, "deviceType", m.playAreaRequired],
    ["a play area of the old game", { ...change, deviceType: "efootball_ps4" }, "deviceType", m.playAreaNotOfGame],
    ["a description over 250 characters", { ...change, description: "ı".repeat(251) }, "description", m.descriptionTooLong],
  ])("refuses %s with the form's message, and changes nothing", async (_label, body, field, message) => {
    const { platform, owner } = await ownedPlatform();
    const before = await stored(platform.id);
    const response = await call("PUT", `/api/platforms/${platform.id}`, owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await stored(platform.id)).toEqual(before);
  });

  it("refuses a member who is not the owner with the spec's sentence", async () => {
    const { platform } = await ownedPlatform();
    const { user } = await buildMembership(t.database.db, { platform });
    const member = await buildSession(t.database.db, { user });
    const before = await stored(platform.id);
    const response = await call("PUT", `/api/platforms/${platform.id}`, member, change);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Bu platformu düzenleme yetkiniz yok.", code: "UNAUTHORIZED" });
    expect(platformMessages.editForbidden).toBe("Bu platformu düzenleme yetkiniz yok.");
    expect(await stored(platform.id)).toEqual(before);
  });

  it("answers 404 for a platform that does not exist", async () => {
    const someone = await buildSession(t.database.db);
    for (const id of ["00000000-0000-4000-8000-000000000000", "duzenle"]) {
      const response = await call("PUT", `/api/platforms/${id}`, someone, change);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: platformMessages.notFound, code: "PLATFORM_NOT_FOUND" });
    }
  });
});
