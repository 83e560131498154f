import { imageMessages } from "@turnuva/contract/image-rules";
import { serverMessages } from "@turnuva/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildSession } from "./support/factories.ts";
import { animatedWebp, fileForm, form, gif, picture, sendForm, served, svg, variantRows } from "./support/images.ts";
import { pngBomb } from "./support/png-bomb.ts";

/**
 * The rules of an upload (issue 12), whatever the client says: the field, the size while it
 * streams, the type by its bytes, the dimensions, the pixel ceiling, and bytes that do not decode.
 * Every refusal stores nothing.
 */

let t: TestApp;
beforeAll(async () => {
  // The rate limit is tested in images-limits.test.ts; here it must not get in the way.
  t = await startTestApp({ imageLimits: { uploads: 1000, windowSeconds: 600, concurrency: 2, queue: 8 } });
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const PROFILE = "/api/users/upload-profile-image";

async function uploadAs(session: BuiltSession, body: ReturnType<typeof form>, url = PROFILE) {
  return sendForm(t.app, "POST", url, body, session.authorization);
}

function refused(response: Awaited<ReturnType<typeof uploadAs>>, status: number, code: string, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ code, message });
}

/** A real JPEG followed by `extra` bytes of padding: decoders stop at its end marker, so it is a fine picture of any size. */
async function paddedJpeg(totalBytes: number) {
  const jpeg = await picture(200, 200, "jpeg");
  return Buffer.concat([jpeg, Buffer.alloc(totalBytes - jpeg.length, 0x20)]);
}

describe("a picture that keeps every rule", () => {
  it.each(["jpeg", "png", "webp"] as const)("is accepted as %s, whatever name and type the client gives it", async (format) => {
    const session = await buildSession(t.database.db);
    const response = await uploadAs(session, fileForm("profileImage", await picture(300, 200, format), "adsiz.txt", "text/plain"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: imageMessages.profileUploaded });
  });

  it("is also accepted at exactly 50 × 50 px", async () => {
    const session = await buildSession(t.database.db);
    expect((await uploadAs(session, fileForm("profileImage", await picture(50, 50, "png")))).statusCode).toBe(200);
  });
});

describe("refusals", () => {
  it("no file at all, an empty one, or a file in another field: 400 NO_FILE 'Dosya seçilmedi'", async () => {
    const session = await buildSession(t.database.db);
    const jpeg = await picture(100, 100, "jpeg");
    refused(await uploadAs(session, form([{ field: "aciklama", data: "yalnız bir alan" }])), 400, "NO_FILE", imageMessages.noFile);
    refused(await uploadAs(session, fileForm("profileImage", Buffer.alloc(0), "")), 400, "NO_FILE", imageMessages.noFile);
    refused(await uploadAs(session, fileForm("avatar", jpeg)), 400, "NO_FILE", imageMessages.noFile);
    // Not a form: a JSON body, or none.
    refused(
      await t.app.inject({
        method: "POST",
        url: PROFILE,
        payload: { profileImage: "data:image/png;base64,AAAA" },
        headers: { authorization: session.authorization },
      }),
      400,
      "NO_FILE",
      imageMessages.noFile,
    );
    refused(
      await t.app.inject({ method: "POST", url: PROFILE, headers: { authorization: session.authorization } }),
      400,
      "NO_FILE",
      imageMessages.noFile,
    );
  });

  it("a visitor: 401 before anything is read", async () => {
    const response = await sendForm(t.app, "POST", PROFILE, fileForm("profileImage", await picture(100, 100, "jpeg")));
    refused(response, 401, "AUTH_REQUIRED", serverMessages.authRequired);
  });

  it("over 10 MB: 413 FILE_TOO_LARGE, found while streaming, before any decoding", async () => {
    const session = await buildSession(t.database.db);
    // A JPEG's first bytes, then 11 MB: were it decoded, it would be a 422, not a 413.
    const body = fileForm("profileImage", await paddedJpeg(11 * MB));
    refused(await uploadAs(session, body), 413, "FILE_TOO_LARGE", imageMessages.tooLarge);
    // One byte over the limit is over it; exactly the limit is not.
    refused(await uploadAs(session, fileForm("profileImage", await paddedJpeg(10 * MB + 1))), 413, "FILE_TOO_LARGE", imageMessages.tooLarge);
    expect((await uploadAs(session, fileForm("profileImage", await paddedJpeg(10 * MB)))).statusCode).toBe(200);
  });

  it("anything but JPEG, PNG and WebP by its bytes: 415 INVALID_FILE_TYPE, whatever its name and type say", async () => {
    const session = await buildSession(t.database.db);
    const jpegBytes = await picture(100, 100, "jpeg");
    const cases: Array<[string, Buffer | string, string, string]> = [
      ["an SVG named .png", svg, "resim.png", "image/png"],
      ["an HTML page named .jpg", "<!doctype html><html><body><script>alert(1)</script></body></html>", "resim.jpg", "image/jpeg"],
      ["a GIF named .webp", await gif(), "resim.webp", "image/webp"],
      ["a JPEG with its first byte changed", Buffer.concat([Buffer.from([0x00]), jpegBytes.subarray(1)]), "resim.jpg", "image/jpeg"],
      ["RIFF without WEBP", Buffer.concat([Buffer.from("RIFF\0\0\0\0WAVE"), Buffer.alloc(100)]), "resim.webp", "image/webp"],
      ["a PNG signature cut short", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b, 0, 0, 0, 0, 0]), "resim.png", "image/png"],
      ["three bytes", "abc", "resim.png", "image/png"],
    ];
    for (const [label, data, filename, type] of cases) {
      const response = await uploadAs(session, fileForm("profileImage", data, filename, type));
      expect(response.statusCode, label).toBe(415);
      expect(response.json(), label).toEqual({ code: "INVALID_FILE_TYPE", message: imageMessages.invalidType });
    }
  });

  it("under 50 px on a side: 422 IMAGE_TOO_SMALL", async () => {
    const session = await buildSession(t.database.db);
    for (const [width, height] of [
      [40, 40],
      [49, 300],
      [300, 49],
    ] as const) {
      refused(
        await uploadAs(session, fileForm("profileImage", await picture(width, height, "png"))),
        422,
        "IMAGE_TOO_SMALL",
        imageMessages.tooSmallPixels,
      );
    }
  });

  it("over 8192 px on a side: 422 IMAGE_TOO_LARGE", async () => {
    const session = await buildSession(t.database.db);
    refused(await uploadAs(session, fileForm("profileImage", await picture(9000, 100, "png"))), 422, "IMAGE_TOO_LARGE", imageMessages.tooLargePixels);
    refused(
      await uploadAs(session, fileForm("profileImage", await picture(100, 8193, "jpeg"))),
      422,
      "IMAGE_TOO_LARGE",
      imageMessages.tooLargePixels,
    );
  });

  it("a decompression bomb (a 10,000 × 10,000 PNG of 20 kB): 422 IMAGE_TOO_LARGE from its header, never decoded", async () => {
    const session = await buildSession(t.database.db);
    const bomb = await pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(50_000);
    refused(await uploadAs(session, fileForm("profileImage", bomb, "bomba.png", "image/png")), 422, "IMAGE_TOO_LARGE", imageMessages.tooLargePixels);
    // 30,000 × 30,000 (900 million pixels, past the pixel ceiling too) in about 120 kB.
    const bigger = await pngBomb(30_000, 30_000);
    expect(bigger.length).toBeLessThan(200_000);
    refused(
      await uploadAs(session, fileForm("profileImage", bigger, "bomba.png", "image/png")),
      422,
      "IMAGE_TOO_LARGE",
      imageMessages.tooLargePixels,
    );
  });

  it("bytes that start like a picture but do not decode: 422 IMAGE_UNREADABLE 'Dosya işlenirken bir hata oluştu'", async () => {
    const session = await buildSession(t.database.db);
    const jpeg = await picture(400, 400, "jpeg", { noise: true });
    const png = await picture(400, 400, "png", { noise: true });
    for (const [label, data] of [
      ["JPEG header and noise", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 0x41)])],
      ["a JPEG cut in half", jpeg.subarray(0, Math.floor(jpeg.length / 2))],
      ["a PNG cut in half", png.subarray(0, Math.floor(png.length / 2))],
      ["WebP header and nothing else", Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x10, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(20)])],
    ] as const) {
      const response = await uploadAs(session, fileForm("profileImage", data));
      expect(response.statusCode, label).toBe(422);
      expect(response.json(), label).toEqual({ code: "IMAGE_UNREADABLE", message: imageMessages.processing });
    }
  });

  it("store nothing", async () => {
    const session = await buildSession(t.database.db);
    const before = await variantRows(t.database.db);
    refused(await uploadAs(session, fileForm("profileImage", await picture(40, 40, "png"))), 422, "IMAGE_TOO_SMALL", imageMessages.tooSmallPixels);
    refused(await uploadAs(session, fileForm("profileImage", svg)), 415, "INVALID_FILE_TYPE", imageMessages.invalidType);
    expect(await variantRows(t.database.db)).toEqual(before);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: session.authorization } });
    expect(me.json().user.profileImage).toBeNull();
  });
});

describe("over a real connection", () => {
  it("a refusal before the body was read closes it, so the next request on a kept-alive one is not stuck behind the rest", async () => {
    const session = await buildSession(t.database.db);
    const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const send = async (field: string, bytes: Buffer) => {
      const body = new FormData();
      body.append(field, new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "resim.jpg");
      // A stuck connection shows as an abort here rather than as a hung suite.
      return fetch(`${base}${PROFILE}`, {
        method: "POST",
        body,
        headers: { authorization: session.authorization },
        signal: AbortSignal.timeout(10_000),
      });
    };
    const tooLarge = await send("profileImage", await paddedJpeg(11 * MB));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get("connection")).toBe("close");
    expect((await send("avatar", await paddedJpeg(2 * MB))).status).toBe(400);
    const fine = await send("profileImage", await picture(200, 200, "jpeg"));
    expect(fine.status).toBe(200);
  });
});

describe("animated pictures", () => {
  it("keep their first frame", async () => {
    const session = await buildSession(t.database.db);
    const response = await uploadAs(session, fileForm("profileImage", await animatedWebp(120, 80), "hareketli.webp", "image/webp"));
    expect(response.statusCode, response.body).toBe(200);
    const { bytes, metadata } = await served(t.app, response.json().data.profileImage.url);
    expect(metadata).toMatchObject({ format: "webp", width: 120, height: 80 });
    expect(metadata!.pages ?? 1).toBe(1);
    // The first frame is red.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([
      expect.toSatisfy((r: number) => r > 200),
      expect.toSatisfy((g: number) => g < 60),
      expect.toSatisfy((b: number) => b < 60),
    ]);
  });
});

describe("the platform creation form's limit (?stage=creation)", () => {
  it("is 5 MB with its own sentence; the standalone uploader's 10 MB lets the same file through", async () => {
    const owner = await buildSession(t.database.db);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/platforms",
      headers: { authorization: owner.authorization },
      payload: { name: "Resimli Lig", game: "eFootball", deviceType: "efootball_ps5" },
    });
    const id = created.json().platform._id as string;
    const sixMegabytes = fileForm("platformImage", await paddedJpeg(6 * MB));
    refused(
      await uploadAs(owner, sixMegabytes, `/api/platforms/${id}/upload-image?stage=creation`),
      413,
      "FILE_TOO_LARGE",
      imageMessages.tooLargeAtCreation,
    );
    refused(
      await uploadAs(owner, fileForm("platformImage", svg), `/api/platforms/${id}/upload-image?stage=creation`),
      415,
      "INVALID_FILE_TYPE",
      imageMessages.invalidTypeAtCreation,
    );
    const standalone = await uploadAs(owner, sixMegabytes, `/api/platforms/${id}/upload-image`);
    expect(standalone.statusCode, standalone.body).toBe(200);
    // Up to 5 MB passes at creation; another stage is a 400 like any bad query.
    expect(
      (await uploadAs(owner, fileForm("platformImage", await paddedJpeg(5 * MB)), `/api/platforms/${id}/upload-image?stage=creation`)).statusCode,
    ).toBe(200);
    expect(
      (await uploadAs(owner, fileForm("platformImage", await paddedJpeg(1000)), `/api/platforms/${id}/upload-image?stage=sonra`)).statusCode,
    ).toBe(400);
    // Over 10 MB is over the standalone limit.
    refused(
      await uploadAs(owner, fileForm("platformImage", await paddedJpeg(11 * MB)), `/api/platforms/${id}/upload-image`),
      413,
      "FILE_TOO_LARGE",
      imageMessages.tooLarge,
    );
  });
});
