import type { Image } from "@turnuva/contract";
import { imageMessages } from "@turnuva/contract/image-rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildPlatform, buildSession } from "./support/factories.ts";
import { fileForm, picture, sendForm, served, svg, variantRows, variantUrls } from "./support/images.ts";

/**
 * Where pictures live (issue 12): variant rows in `image_variants`, named on the user's or the
 * platform's row. Replacing or deleting a picture removes its variants in the same transaction,
 * except those another picture still names (identical uploads share them); a refused upload
 * leaves the picture there was.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ imageLimits: { uploads: 1000, windowSeconds: 600, concurrency: 2, queue: 8 } });
});
afterAll(() => t.close());

const names = (image: Image) => variantUrls(image).map((url) => url.replace("/api/images/", ""));
const rowNames = async () => (await variantRows(t.database.db)).map((row) => row.name);

async function upload(session: BuiltSession, bytes: Buffer | string, method: "POST" | "PUT" = "POST") {
  const url = method === "POST" ? "/api/users/upload-profile-image" : "/api/users/profile-image";
  return sendForm(t.app, method, url, fileForm("profileImage", bytes), session.authorization);
}
async function uploaded(session: BuiltSession, bytes: Buffer, method: "POST" | "PUT" = "POST"): Promise<Image> {
  const response = await upload(session, bytes, method);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { profileImage: Image } }>().data.profileImage;
}
const deleteProfile = (session: BuiltSession) =>
  t.app.inject({ method: "DELETE", url: "/api/users/profile-image", headers: { authorization: session.authorization } });
const me = async (session: BuiltSession) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: session.authorization } })).json().user
    .profileImage as Image | null;

describe("a profile picture's rows", () => {
  it("an upload stores five variants; replacing it (PUT) swaps them for the new five in one go", async () => {
    const session = await buildSession(t.database.db);
    const before = await rowNames();
    const first = await uploaded(session, await picture(400, 300, "jpeg", { colour: "#112233" }));
    expect(new Set(names(first)).size).toBe(5);
    expect(await rowNames()).toEqual([...before, ...names(first)].sort());

    const second = await uploaded(session, await picture(400, 300, "png", { colour: "#445566" }), "PUT");
    expect(await rowNames()).toEqual([...before, ...names(second)].sort());
    for (const url of variantUrls(first)) expect((await served(t.app, url)).response.statusCode, url).toBe(404);
    expect(await me(session)).toEqual(second);
  });

  it("POST on a user who has a picture replaces it too (a client that missed the first)", async () => {
    const session = await buildSession(t.database.db);
    const before = await rowNames();
    await uploaded(session, await picture(300, 300, "jpeg", { colour: "#778899" }));
    const second = await uploaded(session, await picture(300, 300, "jpeg", { colour: "#998877" }));
    expect(await rowNames()).toEqual([...before, ...names(second)].sort());
  });

  it("delete removes the rows and the picture is null everywhere; a second delete is 404 NO_PROFILE_IMAGE", async () => {
    const session = await buildSession(t.database.db);
    const before = await rowNames();
    await uploaded(session, await picture(300, 300, "webp", { colour: "#abcdef" }));
    const response = await deleteProfile(session);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: imageMessages.profileDeleted });
    expect(await rowNames()).toEqual(before);
    expect(await me(session)).toBeNull();

    const again = await deleteProfile(session);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: "NO_PROFILE_IMAGE", message: imageMessages.noProfileImage });
  });

  it("a refused or failed upload leaves the picture there was, and its rows", async () => {
    const session = await buildSession(t.database.db);
    const image = await uploaded(session, await picture(300, 300, "png", { colour: "#102030" }));
    const rows = await variantRows(t.database.db);
    for (const [bytes, status] of [
      [await picture(40, 40, "png"), 422],
      [svg, 415],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]), 422],
    ] as const) {
      expect((await upload(session, bytes, "PUT")).statusCode).toBe(status);
      expect(await me(session)).toEqual(image);
      expect(await variantRows(t.database.db)).toEqual(rows);
    }
    for (const url of variantUrls(image)) expect((await served(t.app, url)).response.statusCode).toBe(200);
  });

  it("keeps a variant another user's picture still names: identical uploads share rows, the last delete removes them", async () => {
    const [ayse, burak] = [await buildSession(t.database.db), await buildSession(t.database.db)];
    const bytes = await picture(320, 320, "jpeg", { colour: "#0f0f0f" });
    const before = await variantRows(t.database.db);

    const first = await uploaded(ayse, bytes);
    const second = await uploaded(burak, bytes);
    expect(second).toEqual(first);
    const shared = (await variantRows(t.database.db)).filter((row) => names(first).includes(row.name));
    expect(shared.map((row) => row.uses)).toEqual([2, 2, 2, 2, 2]);

    expect((await deleteProfile(ayse)).statusCode).toBe(200);
    expect(await me(burak)).toEqual(first);
    for (const url of variantUrls(first)) expect((await served(t.app, url)).response.statusCode, url).toBe(200);

    expect((await deleteProfile(burak)).statusCode).toBe(200);
    expect(await variantRows(t.database.db)).toEqual(before);
  });

  it("keeps a variant a platform's picture still names when the user replaces theirs", async () => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user });
    const bytes = await picture(260, 260, "png", { colour: "#336699" });
    const mine = await uploaded(owner, bytes);
    const forPlatform = await sendForm(
      t.app,
      "POST",
      `/api/platforms/${platform.id}/upload-image`,
      fileForm("platformImage", bytes),
      owner.authorization,
    );
    expect(forPlatform.json().data.platformImage).toEqual(mine);

    await uploaded(owner, await picture(260, 260, "png", { colour: "#996633" }), "PUT");
    for (const url of variantUrls(mine)) expect((await served(t.app, url)).response.statusCode, url).toBe(200);
    const del = await t.app.inject({ method: "DELETE", url: `/api/platforms/${platform.id}/image`, headers: { authorization: owner.authorization } });
    expect(del.statusCode).toBe(200);
    for (const url of variantUrls(mine)) expect((await served(t.app, url)).response.statusCode, url).toBe(404);
  });

  it("re-uploading the very same picture changes nothing and keeps its rows", async () => {
    const session = await buildSession(t.database.db);
    const bytes = await picture(280, 280, "webp", { colour: "#654321" });
    const first = await uploaded(session, bytes);
    const rows = await variantRows(t.database.db);
    const again = await uploaded(session, bytes, "PUT");
    expect(again).toEqual(first);
    expect(await variantRows(t.database.db)).toEqual(rows);
  });

  it("two owners swapping the same pictures at once leave every row counted right", async () => {
    const [a, b] = [await buildSession(t.database.db), await buildSession(t.database.db)];
    const [red, green] = [await picture(200, 200, "png", { colour: "#ff0000" }), await picture(200, 200, "png", { colour: "#00ff00" })];
    const before = await variantRows(t.database.db);
    await uploaded(a, red);
    await uploaded(b, green);
    // Each takes the other's picture at the same moment, several times over.
    for (let i = 0; i < 3; i++) {
      const [x, y] = await Promise.all([upload(a, i % 2 === 0 ? green : red, "PUT"), upload(b, i % 2 === 0 ? red : green, "PUT")]);
      expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    }
    const named = await queryRows<{ name: string }>(
      t.database.db,
      sql`SELECT jsonb_array_elements(profile_image->'squares')->>'name' AS name FROM users WHERE id IN (${a.user.id}, ${b.user.id})
          UNION ALL SELECT profile_image->>'large' FROM users WHERE id IN (${a.user.id}, ${b.user.id})`,
    );
    const uses = new Map<string, number>();
    for (const { name } of named) uses.set(name, (uses.get(name) ?? 0) + 1);
    const rows = (await variantRows(t.database.db)).filter((row) => !before.some((old) => old.name === row.name));
    expect(Object.fromEntries(rows.map((row) => [row.name, row.uses]))).toEqual(Object.fromEntries(uses));
    await Promise.all([deleteProfile(a), deleteProfile(b)]);
    expect(await variantRows(t.database.db)).toEqual(before);
  });
});
