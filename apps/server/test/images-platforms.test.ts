import type { Image } from "@turnuva/contract";
import { platformMessages, serverMessages } from "@turnuva/contract";
import { imageMessages } from "@turnuva/contract/image-rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, startTestApp } from "./support/app.ts";
import { type BuiltPlatform, type BuiltSession, buildInvitation, buildMembership, buildPlatform, buildSession } from "./support/factories.ts";
import { fileForm, picture, sendForm, svg } from "./support/images.ts";

/**
 * A platform's picture is its owner's (part 1 §6; issue 12): upload and delete × visitor, stranger,
 * invited user, member and owner, each checking the status and that nothing changed when refused.
 * Someone who may not is refused before the body is read.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ imageLimits: { uploads: 1000, windowSeconds: 600, concurrency: 2, queue: 8 } });
});
afterAll(() => t.close());

type Someone = "stranger" | "invited" | "member" | "owner";
type Actor = "visitor" | Someone;

interface World {
  platform: BuiltPlatform;
  sessions: Record<Someone, BuiltSession>;
}

/** A platform with a picture, and someone in each relation to it. */
async function buildWorld(): Promise<World> {
  const db = t.database.db;
  const owner = await buildSession(db);
  const platform = await buildPlatform(db, { owner: owner.user });
  const member = await buildSession(db, { user: (await buildMembership(db, { platform })).user });
  const invited = await buildSession(db, { user: (await buildInvitation(db, { platform })).invitee });
  const stranger = await buildSession(db);
  const first = await sendForm(
    t.app,
    "POST",
    `/api/platforms/${platform.id}/upload-image`,
    fileForm("platformImage", await picture(300, 200, "jpeg")),
    owner.authorization,
  );
  expect(first.statusCode, first.body).toBe(200);
  return { platform, sessions: { stranger, invited, member, owner } };
}

const SIGN_IN = [401, "AUTH_REQUIRED", serverMessages.authRequired] as const;
const NOT_OWNER = [403, "UNAUTHORIZED", platformMessages.editForbidden] as const;
const actors: Array<[Actor, number, string?, string?]> = [
  ["visitor", ...SIGN_IN],
  ["stranger", ...NOT_OWNER],
  ["invited", ...NOT_OWNER],
  ["member", ...NOT_OWNER],
  ["owner", 200],
];

async function stored() {
  return {
    platforms: await queryRows(t.database.db, sql`SELECT id, image FROM platforms ORDER BY id`),
    variants: await queryRows(t.database.db, sql`SELECT name, uses FROM image_variants ORDER BY name`),
  };
}

let colour = 0x102030;
/** A picture no other upload of this file has sent (a colour of its own). */
async function newPicture() {
  colour += 0x010101;
  return picture(320, 240, "png", { colour: `#${colour.toString(16).padStart(6, "0")}` });
}

describe("who may change a platform's picture", () => {
  it.each(actors)("upload by the %s: %i", async (actor, status, code, message) => {
    const world = await buildWorld();
    const before = await stored();
    const session = actor === "visitor" ? undefined : world.sessions[actor].authorization;
    const response = await sendForm(
      t.app,
      "POST",
      `/api/platforms/${world.platform.id}/upload-image`,
      fileForm("platformImage", await newPicture()),
      session,
    );
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      expect(response.json()).toMatchObject({ success: true, message: imageMessages.platformUploaded });
      expect(await stored()).not.toEqual(before);
    } else {
      expect(response.json()).toEqual({ code, message });
      expect(await stored()).toEqual(before);
    }
  });

  it.each(actors)("delete by the %s: %i", async (actor, status, code, message) => {
    const world = await buildWorld();
    const before = await stored();
    const session = actor === "visitor" ? {} : { authorization: world.sessions[actor].authorization };
    const response = await t.app.inject({ method: "DELETE", url: `/api/platforms/${world.platform.id}/image`, headers: session });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) {
      expect(response.json()).toEqual({ success: true, message: imageMessages.platformDeleted });
      expect((await t.app.inject(`/api/platforms/${world.platform.id}`)).json().platformImage).toBeNull();
    } else {
      expect(response.json()).toEqual({ code, message });
      expect(await stored()).toEqual(before);
    }
  });

  it("refuses someone else before reading the body: a stranger's broken file is a 403, not a 415", async () => {
    const world = await buildWorld();
    const response = await sendForm(
      t.app,
      "POST",
      `/api/platforms/${world.platform.id}/upload-image`,
      fileForm("platformImage", svg),
      world.sessions.member.authorization,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("a platform's picture", () => {
  it("answers 404 PLATFORM_NOT_FOUND for an unknown or malformed platform", async () => {
    const owner = await buildSession(t.database.db);
    for (const id of ["00000000-0000-4000-8000-000000000000", "boyle-bir-platform-yok"]) {
      const upload = await sendForm(
        t.app,
        "POST",
        `/api/platforms/${id}/upload-image`,
        fileForm("platformImage", await picture(100, 100, "jpeg")),
        owner.authorization,
      );
      expect(upload.json(), id).toEqual({ code: "PLATFORM_NOT_FOUND", message: platformMessages.notFound });
      const del = await t.app.inject({ method: "DELETE", url: `/api/platforms/${id}/image`, headers: { authorization: owner.authorization } });
      expect(del.statusCode, id).toBe(404);
      expect(del.json(), id).toEqual({ code: "PLATFORM_NOT_FOUND", message: platformMessages.notFound });
    }
  });

  it("delete without one: 404 NO_PLATFORM_IMAGE", async () => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user });
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/platforms/${platform.id}/image`,
      headers: { authorization: owner.authorization },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NO_PLATFORM_IMAGE", message: imageMessages.noPlatformImage });
  });

  it("takes the form's platformImage field, not the profile's", async () => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user });
    const wrong = await sendForm(
      t.app,
      "POST",
      `/api/platforms/${platform.id}/upload-image`,
      fileForm("profileImage", await picture(100, 100, "jpeg")),
      owner.authorization,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: "NO_FILE", message: imageMessages.noFile });
  });

  it("replacing it removes the old variants and keeps the platform's other fields", async () => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user, description: "Açıklama kalır" });
    const upload = (bytes: Buffer) =>
      sendForm(t.app, "POST", `/api/platforms/${platform.id}/upload-image`, fileForm("platformImage", bytes), owner.authorization);
    const first = (await upload(await newPicture())).json().data.platformImage as Image;
    const second = (await upload(await newPicture())).json().data.platformImage as Image;
    expect((await t.app.inject(first.url)).statusCode).toBe(404);
    expect((await t.app.inject(second.url)).statusCode).toBe(200);
    expect((await t.app.inject(`/api/platforms/${platform.id}`)).json()).toMatchObject({ description: "Açıklama kalır", platformImage: second });
  });
});
