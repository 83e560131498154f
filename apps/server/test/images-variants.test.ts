import { createHash } from "node:crypto";
import type { Image } from "@turnuva/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/database.ts";
import { type TestApp, startTestApp, testConfig } from "./support/app.ts";
import { type BuiltSession, BUILT_PASSWORD, buildMembership, buildPlatform, buildSession, buildTournament } from "./support/factories.ts";
import { fileForm, halvesJpeg, picture, sendForm, served, variantUrls } from "./support/images.ts";

/**
 * What is stored of a picture and how it is served (issue 12): WebP variants made by the server
 * (the large one fit inside 1024 px, squares of 80, 128, 192 and 256), turned as their EXIF said,
 * without any metadata, named by their content, served for a year; and the picture in every answer
 * that shows the user or the platform.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ imageLimits: { uploads: 1000, windowSeconds: 600, concurrency: 2, queue: 8 } });
});
afterAll(() => t.close());

async function uploadProfile(session: BuiltSession, bytes: Buffer): Promise<Image> {
  const response = await sendForm(t.app, "POST", "/api/users/upload-profile-image", fileForm("profileImage", bytes), session.authorization);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { profileImage: Image } }>().data.profileImage;
}

/** The RGB of a pixel of a served picture. */
async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 80 && b! < 80;
const isBlue = ([r, g, b]: number[]) => b! > 180 && r! < 80 && g! < 80;

describe("the variants", () => {
  it("are WebP: the large one fit inside 1024 px, squares of 80, 128, 192 and 256 px", async () => {
    const session = await buildSession(t.database.db);
    const image = await uploadProfile(session, await picture(3000, 1500, "jpeg"));
    expect(image.sizes?.map((s) => s.width)).toEqual([80, 128, 192, 256]);
    expect(image.thumbnailUrl).toBe(image.sizes![0]!.url);
    expect(image.mediumUrl).toBe(image.sizes![1]!.url);
    expect(image.largeUrl).toBe(image.sizes![3]!.url);

    const large = await served(t.app, image.url);
    expect(large.metadata).toMatchObject({ format: "webp", width: 1024, height: 512 });
    for (const { width, url } of image.sizes!) {
      const square = await served(t.app, url);
      expect(square.metadata, url).toMatchObject({ format: "webp", width, height: width });
    }
  });

  it("never enlarge the large one: a 300 × 200 picture stays 300 × 200; the squares are made all the same", async () => {
    const session = await buildSession(t.database.db);
    const image = await uploadProfile(session, await picture(300, 200, "png"));
    expect((await served(t.app, image.url)).metadata).toMatchObject({ format: "webp", width: 300, height: 200 });
    expect((await served(t.app, image.largeUrl)).metadata).toMatchObject({ format: "webp", width: 256, height: 256 });
  });

  it("are named by the SHA-256 of their bytes, whatever the upload was called", async () => {
    const session = await buildSession(t.database.db);
    const image = await uploadProfile(session, await picture(500, 500, "webp"));
    for (const url of variantUrls(image)) {
      const { bytes } = await served(t.app, url);
      expect(url).toBe(`/api/images/${createHash("sha256").update(bytes).digest("hex")}.webp`);
    }
  });

  it("keep no metadata: no EXIF, no GPS position, no XMP, no colour profile", async () => {
    const session = await buildSession(t.database.db);
    const original = await halvesJpeg(400, 300, { exif: true });
    // The upload really carries them.
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes("GIZLI-TELIF")).toBe(true);

    const image = await uploadProfile(session, original);
    for (const url of variantUrls(image)) {
      const { bytes, metadata } = await served(t.app, url);
      expect(metadata!.exif, url).toBeUndefined();
      expect(metadata!.xmp, url).toBeUndefined();
      expect(metadata!.icc, url).toBeUndefined();
      for (const secret of ["GIZLI", "Exif", "GPS"]) expect(bytes.includes(secret), `${url} ${secret}`).toBe(false);
    }
  });

  it("are turned as the EXIF orientation says (6: a quarter turn clockwise)", async () => {
    const session = await buildSession(t.database.db);
    // Stored 200 × 100, red on the left, blue on the right; shown upright it is 100 × 200, red on top.
    const image = await uploadProfile(session, await halvesJpeg(200, 100, { orientation: 6 }));
    const { bytes, metadata } = await served(t.app, image.url);
    expect(metadata).toMatchObject({ width: 100, height: 200 });
    expect(isRed(await pixel(bytes, 50, 10))).toBe(true);
    expect(isBlue(await pixel(bytes, 50, 190))).toBe(true);
    // The squares are cut from the turned picture: red above, blue below.
    const square = await served(t.app, image.largeUrl);
    expect(isRed(await pixel(square.bytes, 128, 20))).toBe(true);
    expect(isBlue(await pixel(square.bytes, 128, 235))).toBe(true);
  });
});

describe("serving a variant", () => {
  it("answers WebP for a year, immutable, not to be sniffed, under a policy that lets nothing run", async () => {
    const session = await buildSession(t.database.db);
    const image = await uploadProfile(session, await picture(120, 120, "jpeg"));
    const { response } = await served(t.app, image.thumbnailUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    // Like every answer of the house: our pages show them; another site's pages may not embed them.
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Public: no session is needed to see a picture.
    const head = await t.app.inject({ method: "HEAD", url: image.thumbnailUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/webp");
  });

  it("answers 404 for a name nobody stored or the server could not have made", async () => {
    for (const name of [`${"0".repeat(64)}.webp`, "resim.png", "..%2F..%2Fetc%2Fpasswd", `${"A".repeat(64)}.webp`]) {
      const response = await t.app.inject({ method: "GET", url: `/api/images/${name}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual({ code: "NOT_FOUND", message: "İstenen kaynak bulunamadı." });
    }
  });

  it("from a second instance on the same database: it serves what the first stored", async () => {
    const session = await buildSession(t.database.db);
    const image = await uploadProfile(session, await picture(150, 150, "png"));
    // On PostgreSQL a connection pool of its own, as another process would have; the embedded
    // database cannot be opened twice, so there the second app shares the first one's handle.
    const own = t.database.kind === "server";
    const database = own ? await openDatabase(t.databaseConfig) : { ...t.database, close: async () => undefined };
    const second = await buildApp(testConfig({ database: t.databaseConfig }), { database });
    try {
      for (const url of variantUrls(image)) {
        const here = await t.app.inject({ method: "GET", url });
        const there = await second.inject({ method: "GET", url });
        expect(there.statusCode, url).toBe(200);
        expect(there.rawPayload.equals(here.rawPayload), url).toBe(true);
      }
      // And the picture is the user's there too.
      const me = await second.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: session.authorization } });
      expect(me.json().user.profileImage).toEqual(image);
    } finally {
      await second.close();
    }
  });
});

describe("the picture in every answer", () => {
  it("of the signed-in user: upload, me, login, own and public profile", async () => {
    const session = await buildSession(t.database.db);
    const headers = { authorization: session.authorization };
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers })).json().user.profileImage).toBeNull();

    const image = await uploadProfile(session, await picture(200, 200, "jpeg"));
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", headers })).json().user.profileImage).toEqual(image);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { usernameOrEmail: session.user.username, password: BUILT_PASSWORD },
    });
    expect(login.json().user.profileImage).toEqual(image);
    expect((await t.app.inject({ method: "GET", url: "/api/users/profile", headers })).json().user.profileImage).toEqual(image);
    expect((await t.app.inject({ method: "GET", url: `/api/users/profile/${session.user.username}` })).json().user.profileImage).toEqual(image);
  });

  it("of a platform and its members: my list, the public list, by slug and id, members and their preview", async () => {
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user });
    const member = await buildSession(t.database.db, { user: (await buildMembership(t.database.db, { platform })).user });
    const memberImage = await uploadProfile(member, await picture(210, 210, "png"));
    const upload = await sendForm(
      t.app,
      "POST",
      `/api/platforms/${platform.id}/upload-image`,
      fileForm("platformImage", await picture(640, 480, "jpeg")),
      owner.authorization,
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const platformImage = upload.json<{ data: { platformImage: Image } }>().data.platformImage;
    expect((await served(t.app, platformImage.url)).metadata).toMatchObject({ width: 640, height: 480 });

    const headers = { authorization: owner.authorization };
    const mine = (await t.app.inject({ method: "GET", url: "/api/platforms/my", headers })).json().platforms;
    expect(mine.find((p: { _id: string }) => p._id === platform.id).platformImage).toEqual(platformImage);
    const publicList = (await t.app.inject({ method: "GET", url: "/api/platforms/public?limit=100" })).json().platforms;
    expect(publicList.find((p: { _id: string }) => p._id === platform.id).platformImage).toEqual(platformImage);
    expect((await t.app.inject({ method: "GET", url: `/api/platforms/slug/${platform.slug}` })).json().platformImage).toEqual(platformImage);
    expect((await t.app.inject({ method: "GET", url: `/api/platforms/${platform.id}` })).json().platformImage).toEqual(platformImage);

    const imagesOf = (members: Array<{ _id: string; profileImage: Image | null }>) => Object.fromEntries(members.map((m) => [m._id, m.profileImage]));
    const expected = { [owner.user.id]: null, [member.user.id]: memberImage };
    expect(imagesOf((await t.app.inject({ method: "GET", url: `/api/platforms/${platform.id}/members`, headers })).json().members)).toEqual(expected);
    expect(imagesOf((await t.app.inject({ method: "GET", url: `/api/platforms/slug/${platform.slug}/members-preview` })).json().members)).toEqual(
      expected,
    );
  });

  it("of opponents in match history and participants of a tournament", async () => {
    const built = await buildTournament(t.database.db, { system: "challenge" });
    const [home, away] = built.participants;
    const awaySession = await buildSession(t.database.db, { user: away! });
    const awayImage = await uploadProfile(awaySession, await picture(180, 180, "webp"));

    const match = built.tournament.challengeFixtures[0]!;
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/tournaments/${built.tournament._id}/matches/${match._id}/confirm`,
      headers: { authorization: built.creator.authorization },
      payload: { homeScore: 2, awayScore: 1 },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const history = (await t.app.inject({ method: "GET", url: `/api/users/${home!.username}/match-history` })).json();
    expect(history.matches[0].opponent).toEqual({ _id: away!.id, username: away!.username, profileImage: awayImage });

    const byId = (list: Array<{ _id: string; profileImage?: Image | null }>) => Object.fromEntries(list.map((p) => [p._id, p.profileImage]));
    const expected = { [home!.id]: null, [away!.id]: awayImage };
    expect(byId((await t.app.inject({ method: "GET", url: `/api/tournaments/${built.tournament.slug}` })).json().participants)).toEqual(expected);
    expect(byId((await t.app.inject({ method: "GET", url: `/api/tournaments/${built.tournament.slug}/participants` })).json().participants)).toEqual(
      expected,
    );
    expect(byId(confirmed.json().tournament.participants)).toEqual(expected);
  });
});
