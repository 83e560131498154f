import { imageLimits, imageMessages } from "@turnuva/contract/image-rules";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { concurrencyLimit } from "../src/modules/images/concurrency.ts";
import { imageProcessor } from "../src/modules/images/processing.ts";
import { type TestApp, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildSession, buildUser } from "./support/factories.ts";
import { fileForm, form, picture, sendForm, svg, variantRows } from "./support/images.ts";

/**
 * What keeps uploads from hurting the server (issue 12): a per-user upload limit counted in the
 * database before the body is read, a bound on pictures decoded at once, a ceiling on decoded
 * pixels, and the two diagnostics, which store nothing.
 */

const UPLOADS = 3;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ imageLimits: { uploads: UPLOADS, windowSeconds: 600, concurrency: 2, queue: 8 } });
});
afterAll(() => t.close());

const PROFILE = "/api/users/upload-profile-image";

function heldBack(response: Awaited<ReturnType<typeof sendForm>>) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(response.json()).toEqual({ code: "RATE_LIMIT_EXCEEDED", message: imageMessages.tooManyUploads(retryAfter) });
}

describe("the upload limit per user", () => {
  it("lets 3 uploads through (here; 20 in 10 minutes by default), then 429 with Retry-After, counted before the body is read", async () => {
    const session = await buildSession(t.database.db);
    const jpeg = await picture(100, 100, "jpeg");
    // Refused uploads count too: their bytes were sent all the same.
    expect((await sendForm(t.app, "POST", PROFILE, fileForm("profileImage", svg), session.authorization)).statusCode).toBe(415);
    expect((await sendForm(t.app, "PUT", "/api/users/profile-image", fileForm("profileImage", jpeg), session.authorization)).statusCode).toBe(200);
    expect((await sendForm(t.app, "POST", PROFILE, fileForm("profileImage", jpeg), session.authorization)).statusCode).toBe(200);
    const rows = await variantRows(t.database.db);

    heldBack(await sendForm(t.app, "POST", PROFILE, fileForm("profileImage", await picture(120, 120, "png")), session.authorization));
    // Before the body: a request without any form is held back, not told it has no file.
    heldBack(await t.app.inject({ method: "POST", url: PROFILE, headers: { authorization: session.authorization } }));
    expect(await variantRows(t.database.db)).toEqual(rows);
  });

  it("is the user's, across profile and platform uploads; another user goes on; deleting is not counted", async () => {
    const [busy, other] = [await buildSession(t.database.db), await buildSession(t.database.db)];
    const created = await t.app.inject({
      method: "POST",
      url: "/api/platforms",
      headers: { authorization: busy.authorization },
      payload: { name: "Sınırlı Lig", game: "eFootball", deviceType: "efootball_ps5" },
    });
    const platformUpload = `/api/platforms/${created.json().platform._id as string}/upload-image`;
    const jpeg = await picture(100, 100, "jpeg");
    expect((await sendForm(t.app, "POST", PROFILE, fileForm("profileImage", jpeg), busy.authorization)).statusCode).toBe(200);
    expect((await sendForm(t.app, "POST", platformUpload, fileForm("platformImage", jpeg), busy.authorization)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.app.inject({ method: "DELETE", url: "/api/users/profile-image", headers: { authorization: busy.authorization } })).statusCode,
      ).toBeLessThan(429);
    }
    expect((await sendForm(t.app, "POST", platformUpload, fileForm("platformImage", jpeg), busy.authorization)).statusCode).toBe(200);
    heldBack(await sendForm(t.app, "POST", platformUpload, fileForm("platformImage", jpeg), busy.authorization));
    heldBack(await sendForm(t.app, "POST", PROFILE, fileForm("profileImage", jpeg), busy.authorization));
    expect((await sendForm(t.app, "POST", PROFILE, fileForm("profileImage", jpeg), other.authorization)).statusCode).toBe(200);
  });

  it("is kept in the database, where every instance counts", async () => {
    const session = await buildSession(t.database.db);
    await sendForm(t.app, "POST", PROFILE, fileForm("profileImage", await picture(100, 100, "jpeg")), session.authorization);
    const [row] = await queryRows<{ hits: number }>(
      t.database.db,
      sql`SELECT hits FROM rate_limit_counters WHERE key = ${`image-upload:user:${session.user.id}`}`,
    );
    expect(row?.hits).toBe(1);
  });
});

describe("decoding", () => {
  it("runs at most `concurrency` pictures at once; the others wait their turn and then run", async () => {
    const processor = imageProcessor({ concurrency: 1 });
    let release!: () => void;
    const held = processor.limit.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = processor.process(await picture(100, 100, "jpeg"));
    // Its header is read first (no turn needed for that), then it waits in line.
    await vi.waitFor(() => expect(processor.limit.waiting).toBe(1));
    expect(processor.limit.active).toBe(1);
    release();
    await held;
    const image = await waiting;
    expect(image.squares.map((s) => s.size)).toEqual([80, 128, 192, 256]);
    expect([processor.limit.active, processor.limit.waiting]).toEqual([0, 0]);
  });

  it("never has more than the bound running, in arrival order", async () => {
    const limit = concurrencyLimit(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const jobs = Array.from({ length: 6 }, (_, i) =>
      limit.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      }),
    );
    while (started.length < 6) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    releases.forEach((release) => release());
    await Promise.all(jobs);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("stops at the pixel ceiling even where the side rule would not (here lowered to 2,000 pixels)", async () => {
    const processor = imageProcessor({ concurrency: 1, maxPixels: 2_000 });
    await expect(processor.process(await picture(50, 50, "png"))).rejects.toMatchObject({ code: "IMAGE_TOO_LARGE", status: 422 });
    await expect(processor.process(await picture(40, 50, "png"))).rejects.toMatchObject({ code: "IMAGE_TOO_SMALL" });
  });
});

describe("the diagnostics", () => {
  let session: BuiltSession;
  beforeAll(async () => {
    session = await buildSession(t.database.db);
  });

  it("GET /api/users/test answers the user's id and the limits; visitors get 401", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/users/test", headers: { authorization: session.authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "Resim yükleme servisi hazır.",
      userId: session.user.id,
      limits: {
        maxBytes: imageLimits.maxBytes,
        maxBytesAtCreation: imageLimits.maxBytesAtCreation,
        minSide: 50,
        maxSide: 8192,
        types: ["image/jpeg", "image/png", "image/webp"],
        uploadsPerWindow: UPLOADS,
        windowSeconds: 600,
      },
    });
    expect((await t.app.inject({ method: "GET", url: "/api/users/test" })).statusCode).toBe(401);
  });

  it("leave a user called 'test' their profile calls (static paths win only where they match)", async () => {
    await buildSession(t.database.db, { user: await buildUser(t.database.db, { username: "test" }) });
    expect((await t.app.inject("/api/users/profile/test")).json().user.username).toBe("test");
    expect((await t.app.inject("/api/users/test/recent-performance")).statusCode).toBe(200);
    expect((await t.app.inject("/api/users/test/match-history")).json().user.username).toBe("test");
  });

  it("POST /api/users/test-upload checks that the file arrives, its size and its type, and stores nothing", async () => {
    const other = await buildSession(t.database.db);
    const before = {
      variants: await variantRows(t.database.db),
      users: await queryRows(t.database.db, sql`SELECT id, profile_image FROM users ORDER BY id`),
    };
    const testUpload = (as: BuiltSession, body: ReturnType<typeof form>) => sendForm(t.app, "POST", "/api/users/test-upload", body, as.authorization);
    const png = await picture(64, 64, "png");
    const ok = await testUpload(session, fileForm("profileImage", png, "x.jpg", "image/jpeg"));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: "Dosya sunucuya ulaştı; boyutu ve türü uygun. Hiçbir şey kaydedilmedi.",
      file: { field: "profileImage", size: png.length, type: "image/png" },
    });
    // It does not decode: a picture too small still passes the diagnostic (the upload refuses it).
    expect((await testUpload(session, fileForm("profileImage", await picture(10, 10, "png")))).statusCode).toBe(200);
    expect((await testUpload(session, fileForm("profileImage", svg))).json().code).toBe("INVALID_FILE_TYPE");
    expect((await testUpload(other, form([{ field: "a", data: "b" }]))).json().code).toBe("NO_FILE");
    expect((await testUpload(other, fileForm("profileImage", Buffer.alloc(imageLimits.maxBytes + 1, 0xff)))).json().code).toBe("FILE_TOO_LARGE");
    expect({
      variants: await variantRows(t.database.db),
      users: await queryRows(t.database.db, sql`SELECT id, profile_image FROM users ORDER BY id`),
    }).toEqual(before);

    // Counted apart from the uploads: the three diagnostics above used none of this user's three
    // uploads, and are limited on their own.
    for (let i = 0; i < UPLOADS; i++) {
      expect((await sendForm(t.app, "POST", PROFILE, fileForm("profileImage", png), session.authorization)).statusCode).toBe(200);
    }
    heldBack(await testUpload(session, fileForm("profileImage", png)));
  });
});

describe("the API page", () => {
  it("lists every picture route, the uploads as multipart forms with their field", async () => {
    const doc = (await t.app.inject("/api/docs/json")).json<{
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> } }>
      >;
    }>();
    const expected: Array<[string, string, string | null]> = [
      ["/api/users/test", "get", null],
      ["/api/users/test-upload", "post", "profileImage"],
      ["/api/users/upload-profile-image", "post", "profileImage"],
      ["/api/users/profile-image", "put", "profileImage"],
      ["/api/users/profile-image", "delete", null],
      ["/api/platforms/{id}/upload-image", "post", "platformImage"],
      ["/api/platforms/{id}/image", "delete", null],
      ["/api/images/{name}", "get", null],
    ];
    for (const [path, method, field] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      if (field) {
        const body = operation!.requestBody!.content["multipart/form-data"]!.schema;
        expect(body.required, path).toEqual([field]);
        expect(body.properties[field], path).toMatchObject({ type: "string", format: "binary" });
      }
    }
  });
});
