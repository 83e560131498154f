import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { platformMessages } from "@turnuva/contract";
import { imageMessages } from "@turnuva/contract/image-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildPlatform, buildSession } from "./support/factories.ts";
import { listening } from "./support/sse.ts";

/**
 * Issue 23: an upload refused before its body is read (no session, someone else's platform, too
 * large by its declared length, over the upload limit) reaches a client that is still sending.
 * Browsers cope with an answer that closes the connection under them; other clients of the API
 * (Node's fetch here, over a real socket) saw EPIPE instead of the answer. The server reads and
 * drops the rest of the body, up to the upload limit, and then answers: every one of them gets
 * its status and its Turkish sentence.
 */

const KB = 1024;
const MB = 1024 * 1024;
let t: TestApp;
let base: string;
let owner: BuiltSession;
let stranger: BuiltSession;
let platformId: string;
beforeAll(async () => {
  t = await startTestApp({ imageLimits: { uploads: 1000, windowSeconds: 600, concurrency: 2, queue: 8 } });
  base = await listening(t.app);
  owner = await buildSession(t.database.db);
  stranger = await buildSession(t.database.db);
  platformId = (await buildPlatform(t.database.db, { owner: owner.user })).id;
});
afterAll(() => t.close());

interface Answer {
  size: number;
  status?: number;
  retryAfter?: string | null;
  body?: unknown;
  /** What the client saw instead of an answer (EPIPE, ECONNRESET). */
  error?: string;
}

/** Uploads of these sizes at once, from Node's fetch in a process of its own (support/upload-client.mjs). */
async function uploads(path: string, sizes: number[], field: string, authorization?: string, to = base): Promise<Answer[]> {
  const { stdout } = await run(
    process.execPath,
    [clientScript, `${to}${path}`, JSON.stringify(sizes.map((size) => ({ size, field, authorization })))],
    {
      maxBuffer: 16 * MB,
    },
  );
  return JSON.parse(stdout) as Answer[];
}
const run = promisify(execFile);
const clientScript = fileURLToPath(new URL("./support/upload-client.mjs", import.meta.url));

const PROFILE = "/api/users/upload-profile-image";

describe("a refused upload is answered, not cut off", () => {
  it("without a session: 20 uploads of 1 MB and uploads of 50 kB to 10 MB all get 401 and the sentence", async () => {
    const sizes = [...Array.from({ length: 20 }, () => 1 * MB), 50 * KB, 5 * MB, 9 * MB, 10 * MB - 4 * KB];
    for (const answer of await uploads(PROFILE, sizes, "profileImage")) {
      expect(answer).toMatchObject({
        status: 401,
        body: { code: "AUTH_REQUIRED", message: "Oturum bilgisi bulunamadı. Lütfen tekrar giriş yapın." },
      });
    }
  });

  it("someone else's platform: 403 with its sentence", async () => {
    for (const answer of await uploads(
      `/api/platforms/${platformId}/upload-image`,
      [50 * KB, 1 * MB, 9 * MB],
      "platformImage",
      stranger.authorization,
    )) {
      expect(answer).toMatchObject({ status: 403, body: { code: "UNAUTHORIZED", message: platformMessages.editForbidden } });
    }
  });

  it("too large by its declared length (9 MB at a platform's creation, where 5 MB is the limit): 413 with the form's sentence", async () => {
    const [answer] = await uploads(`/api/platforms/${platformId}/upload-image?stage=creation`, [9 * MB], "platformImage", owner.authorization);
    expect(answer).toMatchObject({ status: 413, body: { code: "FILE_TOO_LARGE", message: imageMessages.tooLargeAtCreation } });
  });

  it("over the upload limit: 429 with Retry-After's sentence", async () => {
    const limited = await startTestApp({ imageLimits: { uploads: 1, windowSeconds: 600, concurrency: 2, queue: 8 } });
    try {
      const limitedBase = await listening(limited.app);
      const session = await buildSession(limited.database.db);
      // The first is counted, then refused for its bytes (random after the JPEG's first four).
      const [first] = await uploads(PROFILE, [50 * KB], "profileImage", session.authorization, limitedBase);
      expect(first?.status).toBe(422);
      for (const answer of await uploads(PROFILE, [50 * KB, 1 * MB, 9 * MB], "profileImage", session.authorization, limitedBase)) {
        expect(answer).toMatchObject({
          status: 429,
          body: { code: "RATE_LIMIT_EXCEEDED", message: imageMessages.tooManyUploads(Number(answer.retryAfter)) },
        });
      }
    } finally {
      await limited.close();
    }
  });
});
