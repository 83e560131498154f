// Issue 13, the read cache of GET /api/tournaments/:identifier: answers kept per version and
// served without the database, evicted by the same notifications that feed the live streams.
import type { TournamentAnswer } from "@turnuva/contract/tournament-answer";
import { sql } from "drizzle-orm";
import { promisify } from "node:util";
import { brotliDecompress, gunzip } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tournamentReadCache } from "../src/modules/tournaments/read-cache.ts";
import { tournamentsService } from "../src/modules/tournaments/service.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltTournament, buildSession, buildTournament, testNotifyContext } from "./support/factories.ts";
import { fileForm, picture, sendForm } from "./support/images.ts";
import { type OpenStream, listening, openStream } from "./support/sse.ts";
import { answered, tournamentOf } from "./support/tournaments.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await listening(t.app);
});
afterAll(() => t.close());

const call = caller(() => t.app);
const read = (identifier: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/api/tournaments/${identifier}`, headers });
const renameBehindTheAppsBack = (id: string, name: string) => t.database.db.execute(sql`UPDATE tournaments SET name = ${name} WHERE id = ${id}`);

/**
 * A tournament whose creation has been heard: an action is sent and its event awaited on a stream,
 * so no notification of the creation can still arrive (they come in commit order) and evict what
 * the test is about to cache.
 */
async function heardTournament(): Promise<BuiltTournament> {
  const built = await buildTournament(t.database.db);
  const s = await openStream(`${base}/api/tournaments/${built.tournament.id}/events`);
  try {
    const tournament = answered(
      await call("PUT", `/api/tournaments/${built.tournament.id}`, built.owner, { name: `${built.tournament.name} canlı` }),
    );
    await waitForEvent(s, tournament.version);
    return { ...built, tournament };
  } finally {
    await s.close();
  }
}

async function waitForEvent(s: OpenStream, version: number) {
  for (;;) {
    const frame = await s.nextEvent();
    if (frame === null) throw new Error("the stream ended");
    if (frame.event === "tournament" && frame.id === String(version)) return;
  }
}

describe("GET /api/tournaments/:identifier from the read cache", () => {
  it("serves a second read without the database: a row changed behind the app's back is not seen until a notification", async () => {
    const built = await heardTournament();
    const first = await read(built.tournament.id);
    expect(first.statusCode).toBe(200);
    expect(tournamentOf(first).name).toBe(built.tournament.name);

    await renameBehindTheAppsBack(built.tournament.id, "Arkadan Değişen");
    // By id and by slug (any case): the identifier is resolved in memory too.
    for (const identifier of [built.tournament.id, built.tournament.slug, built.tournament.slug.toUpperCase()]) {
      const again = await read(identifier);
      expect(tournamentOf(again).name, identifier).toBe(built.tournament.name);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    // The participants' list is not cached: it reads the database.
    expect((await call("GET", `/api/tournaments/${built.tournament.id}/participants`)).statusCode).toBe(200);

    // A confirm made elsewhere (through the service, as another instance would: not through this
    // app's routes) is announced: the cache drops the answer and the next read sees the row as it is.
    const s = await openStream(`${base}/api/tournaments/${built.tournament.id}/events`);
    const { tournament: confirmed } = await tournamentsService(t.database.db, testNotifyContext).confirm(
      { id: built.owner.user.id },
      built.tournament.id,
      built.tournament.actions.confirm[0]!,
      { homeScore: 1, awayScore: 0 },
    );
    await waitForEvent(s, confirmed.version);
    await s.close();
    const after = await read(built.tournament.slug);
    expect(tournamentOf(after)).toMatchObject({ name: "Arkadan Değişen", version: confirmed.version });
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it("reads its own writes: the answer after a write through this instance is fresh at once, before any notification", async () => {
    const built = await heardTournament();
    expect(tournamentOf(await read(built.tournament.id)).version).toBe(built.tournament.version);
    for (let i = 0; i < 3; i += 1) {
      const current = tournamentOf(await read(built.tournament.slug));
      const written = answered(await call("PUT", `/api/tournaments/${built.tournament.slug}`, built.owner, { name: `Hemen Görülen ${i}` }));
      expect(written.version).toBe(current.version + 1);
      expect(tournamentOf(await read(built.tournament.id))).toMatchObject({ version: written.version, name: `Hemen Görülen ${i}` });
    }
  });

  it("answers with a strong ETag and 304 (no body) to If-None-Match naming it, in any coding", async () => {
    const built = await heardTournament();
    const first = await read(built.tournament.id);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers.vary).toBe("accept-encoding");

    const unchanged = await read(built.tournament.slug, { "if-none-match": etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    expect(unchanged.headers.etag).toBe(etag);
    const compressed = await read(built.tournament.id, { "accept-encoding": "gzip" });
    expect(compressed.headers.etag).toBe(`${etag.slice(0, -1)}-gzip"`);
    for (const tag of [String(compressed.headers.etag), `W/${etag}`, `"andere", ${etag}`, "*"]) {
      expect((await read(built.tournament.id, { "if-none-match": tag })).statusCode, tag).toBe(304);
    }
    expect((await read(built.tournament.id, { "if-none-match": '"baska"' })).statusCode).toBe(200);
  });

  it("sends the same JSON as gzip and brotli, made once, never compressed again by the compression plugin", async () => {
    const built = await heardTournament();
    const plain = await read(built.tournament.id);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    const json = plain.json<unknown>();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const decoders = { gzip: promisify(gunzip), br: promisify(brotliDecompress) };
    for (const [accept, encoding] of [
      ["gzip", "gzip"],
      ["br", "br"],
      ["gzip, deflate, br", "br"],
      ["br;q=0, gzip", "gzip"],
      ["*", "br"],
    ] as const) {
      const response = await read(built.tournament.id, { "accept-encoding": accept });
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers.vary).toBe("accept-encoding");
      expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
      const decoded = await decoders[encoding](response.rawPayload);
      // Decoded once, it is the JSON (compressed twice, it would decode to compressed bytes).
      expect(JSON.parse(decoded.toString("utf8"))).toEqual(json);
      expect(decoded.equals(plain.rawPayload)).toBe(true);
    }
    expect((await read(built.tournament.id, { "accept-encoding": "identity" })).headers["content-encoding"]).toBeUndefined();
  });

  it("drops the answers that show a participant whose picture changed (a real JPEG through the upload)", async () => {
    const built = await heardTournament();
    const first = await read(built.tournament.id);
    const participant = built.participants[1]!;
    expect(tournamentOf(first).participants.find((p) => p._id === participant.id)?.profileImage).toBeNull();

    const session = await buildSession(t.database.db, { user: participant });
    const upload = await sendForm(
      t.app,
      "POST",
      "/api/users/upload-profile-image",
      fileForm("profileImage", await picture(120, 120, "jpeg")),
      session.authorization,
    );
    expect(upload.statusCode, upload.body).toBe(200);

    // The eviction arrives with the notification, at commit: within a moment on either database.
    const deadline = Date.now() + 2000;
    let after = await read(built.tournament.id);
    while (after.headers.etag === first.headers.etag && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await read(built.tournament.id);
    }
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const tournament = tournamentOf(after);
    expect(tournament.version).toBe(built.tournament.version);
    expect(tournament.participants.find((p) => p._id === participant.id)?.profileImage).not.toBeNull();
    expect((await read(built.tournament.id, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown tournament, every time", async () => {
    for (let i = 0; i < 2; i += 1) expect((await read("olmayan-turnuva")).statusCode).toBe(404);
  });
});

describe("the read cache on its own", () => {
  const noMatches = {
    leagueFixtures: [],
    groupFixtures: [],
    knockoutFixtures: [],
    eliminationFixtures: [],
    finalFixture: null,
    thirdPlaceFixture: null,
    challengeFixtures: [],
  };
  const tournament = (version: number, name = "Lig") =>
    ({
      id: "00000000-0000-4000-8000-000000000001",
      slug: "lig",
      version,
      name,
      participants: [{ _id: "kisi-1" }],
      ...noMatches,
    }) as unknown as TournamentAnswer;

  it("keeps an answer when an open match's deadline passes: since issue 27 the answer does not say overdue, its reader does", async () => {
    const cache = tournamentReadCache();
    cache.trust();
    let loads = 0;
    const soon = new Date(Date.now() + 150).toISOString();
    const open = { home: 0, away: 1, deadline: soon, round: 1 };
    const load = async () => {
      loads += 1;
      return { ...tournament(1), challengeFixtures: [open] } as unknown as TournamentAnswer;
    };
    const first = await cache.read("lig", load);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await cache.read("lig", load)).toBe(first);
    expect(loads).toBe(1);
  });

  it("keeps nothing while it is not trusted (the listener is down), and starts empty when trusted again", async () => {
    const cache = tournamentReadCache();
    let loads = 0;
    const load = async () => tournament(++loads);
    await cache.read("lig", load);
    await cache.read("lig", load);
    expect(loads).toBe(2);
    cache.trust();
    await cache.read("lig", load);
    expect((await cache.read("LIG", load)).version).toBe(3);
    cache.distrust();
    expect((await cache.read("lig", load)).version).toBe(4);
    cache.trust();
    expect((await cache.read("lig", load)).version).toBe(5);
  });

  it("does not keep a read that an eviction overtook", async () => {
    const cache = tournamentReadCache();
    cache.trust();
    let release = () => undefined as void;
    const slow = cache.read("lig", () => new Promise<TournamentAnswer>((resolve) => (release = () => resolve(tournament(1)))));
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.evictTournament(tournament(1).id);
    release();
    expect((await slow).version).toBe(1);
    expect((await cache.read("lig", async () => tournament(2))).version).toBe(2);
    expect((await cache.read("lig", async () => tournament(3))).version).toBe(2);
  });

  it("evicts by participant, and the least recently used past its bounds", async () => {
    const cache = tournamentReadCache({ entries: 2, bytes: 1_000_000 });
    cache.trust();
    const of = (n: number) =>
      ({ ...tournament(1), id: `id-${n}`, slug: `lig-${n}`, participants: [{ _id: `kisi-${n}` }] }) as unknown as TournamentAnswer;
    let loads = 0;
    const get = (n: number) => cache.read(`lig-${n}`, async () => (loads++, of(n)));
    await get(1);
    await get(2);
    await get(1); // 1 is now the most recently used
    await get(3); // 2 goes
    expect(loads).toBe(3);
    await get(1);
    expect(loads).toBe(3);
    await get(2);
    expect(loads).toBe(4);
    cache.evictParticipant("kisi-2");
    await get(2);
    expect(loads).toBe(5);
  });
});
