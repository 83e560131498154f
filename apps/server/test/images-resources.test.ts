import { imageMessages } from "@turnuva/contract/image-rules";
import { sql } from "drizzle-orm";
import sharp, { type Sharp, type WebpOptions } from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { QueueFull, concurrencyLimit, onePerKey } from "../src/modules/images/concurrency.ts";
import { DECODE_BUDGET, heldWhileDecoding, webpKind } from "../src/modules/images/decode-memory.ts";
import { type ImageProcessor, imageProcessor } from "../src/modules/images/processing.ts";
import { type TestApp, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildPlatform, buildSession } from "./support/factories.ts";
import { fileForm, halvesJpeg, picture, sendForm, variantRows } from "./support/images.ts";

/**
 * What one upload may cost the server, and how uploads share it (issue 12's audit): a ceiling on
 * the memory a decode may need, judged from the header before anything is decoded or waits; one
 * decode per upload, every variant made from it; one upload per person decoded or waiting at a
 * time; a bounded line; and every place given back whatever comes of the upload.
 */

// sharp, watched: how often the bytes of `spy.watched` are opened for their header (`metadata`)
// and decoded (`toBuffer`). Everything else sharp does (the tests' own pictures, the encodes from
// the raw intermediate) goes by unseen.
const spy = vi.hoisted(() => ({ watched: null as Buffer | null, headers: 0, decodes: 0 }));
vi.mock("sharp", async (importOriginal) => {
  type Instance = Record<"metadata" | "toBuffer", (...args: unknown[]) => unknown>;
  const real = (await importOriginal<{ default: (...args: unknown[]) => Instance }>()).default;
  const watching = (...args: unknown[]) => {
    const instance = real(...args);
    const input = args[0];
    if (spy.watched && Buffer.isBuffer(input) && input.equals(spy.watched)) {
      const { metadata, toBuffer } = instance;
      instance.metadata = (...rest: unknown[]) => ((spy.headers += 1), metadata.apply(instance, rest));
      instance.toBuffer = (...rest: unknown[]) => ((spy.decodes += 1), toBuffer.apply(instance, rest));
    }
    return instance;
  };
  return { default: Object.assign(watching, real) };
});

function watch(bytes: Buffer) {
  spy.watched = bytes;
  spy.headers = 0;
  spy.decodes = 0;
}

/** An 8192 × 8192 RGBA PNG, 16-bit and interlaced: what the audit sent. Its decoder would hold 512 MiB. */
const deepInterlacedPng = (side = 8192) =>
  sharp({ create: { width: side, height: side, channels: 4, background: { r: 192, g: 57, b: 43, alpha: 0.5 } } })
    .toColourspace("rgb16")
    .png({ progressive: true })
    .toBuffer();

/**
 * Work that holds the processor's only slot until `release()`, to see who waits and who is
 * refused. A test that fails before releasing it has it released after it, for the next test.
 */
const holding: Array<() => Promise<void>> = [];
function holdTheSlot(processor: ImageProcessor) {
  let resolve!: () => void;
  const held = processor.limit.run(() => new Promise<void>((done) => (resolve = done)));
  const release = async () => {
    resolve();
    await held;
  };
  holding.push(release);
  return { release };
}
afterEach(async () => {
  await Promise.all(holding.splice(0).map((release) => release()));
});

const PROFILE = "/api/users/upload-profile-image";

// One decode at a time and one waiting, so that the line is full with a single upload in it.
const processor = imageProcessor({ concurrency: 1, maxWaiting: 1 });
let t: TestApp;
let deep: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startTestApp({ imageLimits: { uploads: 1000, windowSeconds: 600, concurrency: 1, queue: 1 } }, { imageProcessor: processor });
  [deep, jpeg] = await Promise.all([deepInterlacedPng(), picture(64, 64, "jpeg")]);
});
afterAll(() => t.close());
beforeEach(() => {
  spy.watched = null;
});

const upload = (session: BuiltSession, bytes: Buffer) => sendForm(t.app, "POST", PROFILE, fileForm("profileImage", bytes), session.authorization);

/** Nobody holds a place any more: no decode running or waiting, no person's upload under way. */
function allGivenBack() {
  expect({ active: processor.limit.active, waiting: processor.limit.waiting, owners: processor.owners.held }).toEqual({
    active: 0,
    waiting: 0,
    owners: 0,
  });
}

describe("the memory a decode may need", () => {
  it("refuses an 8192 × 8192 16-bit interlaced PNG from its header: 422 with its own sentence, never decoded, never waiting", async () => {
    const session = await buildSession(t.database.db);
    const before = await variantRows(t.database.db);
    // The only slot is taken: had the upload been queued for a decode, it would still be waiting.
    const slot = holdTheSlot(processor);
    watch(deep);
    const response = await upload(session, deep);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({ code: "IMAGE_TOO_LARGE", message: imageMessages.tooCostlyToDecode });
    expect({ headers: spy.headers, decodes: spy.decodes, waiting: processor.limit.waiting }).toEqual({ headers: 1, decodes: 0, waiting: 0 });
    await slot.release();
    expect(await variantRows(t.database.db)).toEqual(before);
    allGivenBack();
  });

  it("says so in words that fit a picture within 8192 px, not the side rule's", () => {
    expect(imageMessages.tooCostlyToDecode).not.toBe(imageMessages.tooLargePixels);
    expect(imageMessages.tooCostlyToDecode).not.toMatch(/8192/);
  });

  it("lets the largest 8-bit pictures through: an 8192 × 8192 JPEG, and the same size as an interlaced RGB PNG", async () => {
    const session = await buildSession(t.database.db);
    const big = await sharp({ create: { width: 8192, height: 8192, channels: 3, background: "#1f4e79" } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const jpegAnswer = await upload(session, big);
    expect(jpegAnswer.statusCode, jpegAnswer.body).toBe(200);
    const interlaced = await sharp({ create: { width: 8192, height: 8192, channels: 3, background: "#f5b041" } })
      .png({ progressive: true })
      .toBuffer();
    expect((await sharp(interlaced).metadata()).isProgressive).toBe(true);
    const pngAnswer = await upload(session, interlaced);
    expect(pngAnswer.statusCode, pngAnswer.body).toBe(200);
    allGivenBack();
  });

  it("is estimated from what sharp reads in each kind of header; at 8192 × 8192 the 256 MiB budget takes every 8-bit kind but progressive JPEG in full colour", async () => {
    const MiB = 1024 * 1024;
    const at8192 = async (pipeline: Sharp) => {
      const bytes = await pipeline.toBuffer();
      return heldWhileDecoding({ ...(await sharp(bytes).metadata()), width: 8192, height: 8192 }, bytes);
    };
    const rgb = () => sharp({ create: { width: 64, height: 64, channels: 3, background: "#1f4e79" } });
    const rgba = () => sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 31, g: 78, b: 121, alpha: 0.5 } } });
    const held = {
      "baseline JPEG": await at8192(rgb().jpeg()),
      "progressive JPEG, 4:2:0": await at8192(rgb().jpeg({ progressive: true })),
      "progressive JPEG, 4:4:4": await at8192(rgb().jpeg({ progressive: true, chromaSubsampling: "4:4:4" })),
      PNG: await at8192(rgba().png()),
      "interlaced PNG, RGB": await at8192(rgb().png({ progressive: true })),
      "interlaced PNG, RGBA": await at8192(rgba().png({ progressive: true })),
      "interlaced PNG, 16-bit RGB": await at8192(rgb().toColourspace("rgb16").png({ progressive: true })),
      "interlaced PNG, 16-bit RGBA": await at8192(rgba().toColourspace("rgb16").png({ progressive: true })),
      "lossy WebP": await at8192(rgb().webp()),
      "lossy WebP with alpha": await at8192(rgba().webp()),
      "lossless WebP": await at8192(rgba().webp({ lossless: true })),
    };
    expect(Object.fromEntries(Object.entries(held).map(([kind, bytes]) => [kind, bytes / MiB]))).toEqual({
      "baseline JPEG": 0,
      // Coefficients, 2 bytes each; the subsampled chroma counted at half (4:2:2's share, the most it can be).
      "progressive JPEG, 4:2:0": 256,
      "progressive JPEG, 4:4:4": 384,
      PNG: 0,
      "interlaced PNG, RGB": 192,
      "interlaced PNG, RGBA": 256,
      "interlaced PNG, 16-bit RGB": 384,
      "interlaced PNG, 16-bit RGBA": 512,
      "lossy WebP": 0,
      "lossy WebP with alpha": 64,
      "lossless WebP": 256,
    });
    expect(DECODE_BUDGET).toBe(256 * MiB);
    const refused = Object.entries(held)
      .filter(([, bytes]) => bytes > DECODE_BUDGET)
      .map(([kind]) => kind);
    expect(refused).toEqual(["progressive JPEG, 4:4:4", "interlaced PNG, 16-bit RGB", "interlaced PNG, 16-bit RGBA"]);
  });

  it("reads a WebP's coding from its chunks, in an animation's first frame too; what it cannot read counts as lossless", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 60, height: 60, channels: 4, background } })
        .png()
        .toBuffer();
    const frames = await Promise.all(["#ff000080", "#00ff00"].map(frame));
    const animated = (options: WebpOptions) =>
      sharp(frames, { join: { animated: true } })
        .webp({ loop: 0, ...options })
        .toBuffer();
    expect(webpKind(await animated({ lossless: true }))).toBe("lossless");
    expect(webpKind(await animated({ quality: 80 }))).toBe("lossy+alpha");
    expect(webpKind(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8X"))).toBe("lossless");
  });
});

describe("one decode per upload", () => {
  it("makes the large variant and the four squares from a single decode of the upload, after one header read", async () => {
    for (const bytes of [await halvesJpeg(600, 400, { orientation: 6 }), await picture(300, 200, "png"), await picture(100, 100, "webp")]) {
      watch(bytes);
      const image = await processor.process(bytes);
      expect(image.squares.map((s) => s.size)).toEqual([80, 128, 192, 256]);
      expect({ headers: spy.headers, decodes: spy.decodes }).toEqual({ headers: 1, decodes: 1 });
    }
  });
});

describe("one upload per person at a time, in this process", () => {
  it("refuses a second upload by the same person while the first waits or is decoded: 429, Retry-After 1 and a sentence that says why", async () => {
    const [person, other] = [await buildSession(t.database.db), await buildSession(t.database.db)];
    const platform = await buildPlatform(t.database.db, { owner: person.user });
    const slot = holdTheSlot(processor);
    const first = upload(person, jpeg);
    await vi.waitFor(() => expect(processor.limit.waiting).toBe(1));

    // Profile and platform pictures alike: it is the person's place.
    for (const second of [
      upload(person, await picture(70, 70, "png")),
      sendForm(t.app, "POST", `/api/platforms/${platform.id}/upload-image`, fileForm("platformImage", jpeg), person.authorization),
    ]) {
      const response = await second;
      expect(response.statusCode, response.body).toBe(429);
      expect(response.headers["retry-after"]).toBe("1");
      expect(response.json()).toEqual({ code: "RATE_LIMIT_EXCEEDED", message: imageMessages.uploadInProgress });
    }
    expect(processor.owners.held).toBe(1);

    await slot.release();
    expect((await first).statusCode).toBe(200);
    // Once it is answered the person uploads again; someone else never had to wait on them.
    expect((await upload(person, jpeg)).statusCode).toBe(200);
    expect((await upload(other, jpeg)).statusCode).toBe(200);
    allGivenBack();
  });

  it("gives the place back whatever comes of the upload: refused from its header, unreadable when decoded, refused by a full line", async () => {
    const person = await buildSession(t.database.db);
    const png = await picture(400, 400, "png", { noise: true });
    const cut = png.subarray(0, Math.floor(png.length / 2));
    for (const [bytes, code] of [
      [deep, "IMAGE_TOO_LARGE"],
      [await picture(40, 40, "png"), "IMAGE_TOO_SMALL"],
      // Its header reads; its pixels do not: the decode fails after the turn was taken.
      [cut, "IMAGE_UNREADABLE"],
    ] as const) {
      expect((await upload(person, bytes)).json().code).toBe(code);
      allGivenBack();
      expect((await upload(person, jpeg)).statusCode, `after ${code}`).toBe(200);
    }
  });
});

describe("the line of pictures waiting to be decoded", () => {
  it("is bounded (here 1; 8 by default): one more is 503 IMAGE_QUEUE_FULL with Retry-After, and may come back once there is room", async () => {
    const [waiting, late] = [await buildSession(t.database.db), await buildSession(t.database.db)];
    const slot = holdTheSlot(processor);
    const inLine = upload(waiting, jpeg);
    await vi.waitFor(() => expect(processor.limit.waiting).toBe(1));

    const refused = await upload(late, jpeg);
    expect(refused.statusCode, refused.body).toBe(503);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ code: "IMAGE_QUEUE_FULL", message: imageMessages.queueFull });
    // Its person's place was given back: only the one in line holds one.
    expect(processor.owners.held).toBe(1);

    await slot.release();
    expect((await inLine).statusCode).toBe(200);
    expect((await upload(late, jpeg)).statusCode).toBe(200);
    allGivenBack();
  });

  it("is left by an upload whose client goes away while it waits: its places are given back and it is never decoded", async () => {
    const person = await buildSession(t.database.db);
    const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const slot = holdTheSlot(processor);
    const bytes = await picture(90, 90, "jpeg");
    watch(bytes);
    const body = new FormData();
    body.append("profileImage", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "resim.jpg");
    const client = new AbortController();
    const request = fetch(`${base}${PROFILE}`, { method: "POST", body, headers: { authorization: person.authorization }, signal: client.signal });
    await vi.waitFor(() => expect(processor.limit.waiting).toBe(1));

    client.abort();
    await expect(request).rejects.toThrow();
    await vi.waitFor(() => expect({ waiting: processor.limit.waiting, owners: processor.owners.held }).toEqual({ waiting: 0, owners: 0 }));
    await slot.release();
    expect(spy.decodes).toBe(0);
    allGivenBack();
    expect((await upload(person, jpeg)).statusCode).toBe(200);
  });

  it("lets an upload whose client has gone leave the line; a finished or failed one frees its slot", async () => {
    const limit = concurrencyLimit(1, { maxWaiting: 2 });
    let release!: () => void;
    const running = limit.run(() => new Promise<void>((resolve) => (release = resolve)));
    const gone = new AbortController();
    const work = vi.fn(async () => "decoded");
    const abandoned = limit.run(work, gone.signal);
    const next = limit.run(async () => "next");
    expect(limit.waiting).toBe(2);
    await expect(limit.run(work)).rejects.toBeInstanceOf(QueueFull);

    gone.abort(new Error("client gone"));
    await expect(abandoned).rejects.toThrow("client gone");
    expect(limit.waiting).toBe(1);
    release();
    await running;
    expect(await next).toBe("next");
    expect(work).not.toHaveBeenCalled();

    await expect(limit.run(() => Promise.reject(new Error("decoder failed")))).rejects.toThrow("decoder failed");
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it("holds one place per key, given back once however often it is given", () => {
    const places = onePerKey();
    const give = places.take("ayse")!;
    expect(places.take("ayse")).toBeNull();
    const other = places.take("mehmet")!;
    give();
    give();
    expect(places.held).toBe(1);
    expect(places.take("ayse")).not.toBeNull();
    other();
  });
});

describe("who is asking", () => {
  it("is a user who exists: a deleted account's session has ended, so its upload is 401, never USER_NOT_FOUND", async () => {
    const gone = await buildSession(t.database.db);
    await queryRows(t.database.db, sql`DELETE FROM users WHERE id = ${gone.user.id}`);
    const response = await upload(gone, jpeg);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("INVALID_TOKEN");
    allGivenBack();
  });
});
