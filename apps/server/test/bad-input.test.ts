import { Writable } from "node:stream";
import { platformRules, serverMessages, textMessages } from "@turnuva/contract";
import { tournamentRules } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltTournament, buildSession, buildTournament } from "./support/factories.ts";

/**
 * Issue 23, bad input: whatever a client sends, the answer is the house's `{ message, code }` in
 * Turkish with an honest 4xx and the usual security headers, nothing is stored, and the log holds
 * no value a person typed. Names are taken as a person sees them (contract/src/text.ts).
 */

// What a person "typed": it must never appear in a log line.
const TYPED = "kimse-bilmesin";
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});

let t: TestApp;
let built: BuiltTournament;
beforeAll(async () => {
  t = await startTestApp({ logLevel: "info" }, { logStream });
  built = await buildTournament(t.database.db, { system: "league" });
});
afterAll(() => t.close());
const call = caller(() => t.app);

// Zod's own wordings (its Turkish locale): a field without a sentence of ours shows one of these.
const ZODS_OWN = /beklenen|Geçersiz değer|Geçersiz seçenek|Çok büyük|Çok küçük|Geçersiz metin|Tanınmayan anahtar|içinde geçersiz|Invalid|expected/;

function expectHouseError(response: Awaited<ReturnType<typeof call>>, status: number): { message: string; code: string } {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ message: string; code: string }>();
  expect(
    Object.keys(body)
      .filter((key) => key !== "fields")
      .sort(),
  ).toEqual(["code", "message"]);
  expect(body.message).not.toMatch(ZODS_OWN);
  expect(body.code).not.toMatch(/^FST_/);
  expect(response.headers["content-security-policy"]).toBeDefined();
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  return body;
}

async function rowCounts() {
  const [row] = await queryRows<{ platforms: number; tournaments: number; users: number }>(
    t.database.db,
    sql`SELECT (SELECT count(*)::int FROM platforms) AS platforms, (SELECT count(*)::int FROM tournaments) AS tournaments, (SELECT count(*)::int FROM users) AS users`,
  );
  return row;
}

describe("a NUL character", () => {
  const nul = `${TYPED}\u0000x`;

  it.each([
    ["login's usernameOrEmail", "POST", "/api/auth/login", { usernameOrEmail: nul, password: "herhangi-bir-sifre" }],
    ["a platform's name", "POST", "/api/platforms", { name: nul, game: "eFootball", deviceType: "efootball_ps5" }],
    ["a platform's description", "POST", "/api/platforms", { name: "Geçerli Lig", description: nul, game: "eFootball", deviceType: "efootball_ps5" }],
    ["a tournament's name", "POST", "/api/tournaments", { name: nul, system: "league", platformId: "x", participants: [] }],
    ["a participant id", "POST", "/api/tournaments", { name: "Lig", system: "league", platformId: "x", participants: [nul] }],
  ] as const)("in %s is a 400, and nothing is stored", async (_what, method, url, payload) => {
    const session = await buildSession(t.database.db);
    const before = await rowCounts();
    const body = expectHouseError(await call(method, url, session, payload), 400);
    expect(body.message).toBe(textMessages.invalidCharacters);
    expect(await rowCounts()).toEqual(before);
  });

  it("in a rename is a 400, and the name stays", async () => {
    const body = expectHouseError(await call("PUT", `/api/tournaments/${built.tournament._id}`, built.creator, { name: nul }), 400);
    expect(body.message).toBe(textMessages.invalidCharacters);
    const [row] = await queryRows<{ name: string }>(t.database.db, sql`SELECT name FROM tournaments WHERE id = ${built.tournament._id}`);
    expect(row?.name).toBe(built.tournament.name);
  });

  it.each([
    "/api/tournaments?search=kimse-bilmesin%00",
    "/api/platforms/slug/kimse-bilmesin%00",
    "/api/platforms/slug/kimse-bilmesin%00/tournaments",
    "/api/tournaments/kimse-bilmesin%00",
    "/api/users/profile/kimse-bilmesin%00",
    "/api/users/kimse-bilmesin%00/match-history",
    "/api/users/kimse-bilmesin%00/recent-performance",
    "/api/tournaments/user-stats/username/kimse-bilmesin%00",
    "/api/tournaments/tournament-stats/username/kimse-bilmesin%00",
    "/api/tournaments/challenge-stats/username/kimse-bilmesin%00",
    "/api/platforms/public?game=%00",
  ])("in the address %s is a 400", async (url) => {
    const body = expectHouseError(await call("GET", url), 400);
    expect(body).toEqual({ code: "BAD_REQUEST", message: serverMessages.badUrl });
  });

  it("in a match's id is a 400, and the match stays as it was", async () => {
    const url = `/api/tournaments/${built.tournament._id}/matches/%00/confirm`;
    expectHouseError(await call("POST", url, built.creator, { homeScore: 1, awayScore: 0 }), 400);
    const [row] = await queryRows<{ confirmed: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS confirmed FROM matches WHERE confirmed_at IS NOT NULL`,
    );
    expect(row?.confirmed).toBe(0);
  });

  it("leaves no trace of what was typed in the log", async () => {
    // Every request above was logged, none of them with the value.
    expect(logLines.length).toBeGreaterThan(10);
    expect(logLines.filter((line) => line.includes(TYPED))).toEqual([]);
    expect(logLines.filter((line) => line.includes("unhandled error"))).toEqual([]);
  });
});

describe("names a person cannot see", () => {
  const platform = (name: string) => ({ name, game: "eFootball", deviceType: "efootball_ps5" });

  it.each([
    ["zero-width spaces only", "\u200B\u200B\u200B\u200B", platformRules.messages.nameRequired],
    ["spaces, a line break and a byte order mark", " \n\uFEFF \t ", platformRules.messages.nameRequired],
    ["the Hangul filler", "\u3164\u3164\u3164", platformRules.messages.nameRequired],
    ["two letters among zero-width spaces", "a\u200B\u200Bb", platformRules.messages.nameTooShort],
    ["a direction override", "abc\u202Egnp.exe", textMessages.directionOverride],
    ["a direction isolate", "Lig \u2067abc\u2069", textMessages.directionOverride],
  ])("a platform named with %s is refused", async (_what, name, message) => {
    const session = await buildSession(t.database.db);
    const before = await rowCounts();
    expect(expectHouseError(await call("POST", "/api/platforms", session, platform(name)), 400).message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ["zero-width spaces only", "\u200B\u200B\u200B", tournamentRules.messages.nameRequired],
    ["a direction override", "abc\u202Egnp.exe", textMessages.directionOverride],
  ])("a tournament named with %s is refused, at creation and at a rename", async (_what, name, message) => {
    const created = await call("POST", "/api/tournaments", built.creator, {
      name,
      system: "league",
      platformId: built.platform.id,
      participants: built.participants.map((p) => p.id),
      matchType: "single",
    });
    expect(expectHouseError(created, 400).message).toBe(message);
    const renamed = await call("PUT", `/api/tournaments/${built.tournament._id}`, built.creator, { name });
    expect(expectHouseError(renamed, 400).message).toBe(message);
  });

  it("invalid UTF-8 (which arrives as U+FFFD) is refused, not stored as '���'", async () => {
    const session = await buildSession(t.database.db);
    const payload = Buffer.concat([
      Buffer.from('{"name":"Lig '),
      Buffer.from([0xc3, 0x28, 0xa0, 0xa1]),
      Buffer.from('","game":"eFootball","deviceType":"efootball_ps5"}'),
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/platforms",
      payload,
      headers: { authorization: session.authorization, "content-type": "application/json" },
    });
    expect(expectHouseError(response, 400).message).toBe(textMessages.invalidCharacters);
  });

  it("stores a name as it is seen: one line, one space between words, NFC, invisible characters gone", async () => {
    const session = await buildSession(t.database.db);
    const response = await call("POST", "/api/platforms", session, {
      ...platform("  Kadıko\u0308y\n\u200BLig\u00ADi\t\t2026  "),
      description: "Birinci satır\u200B\r\n\r\n\r\n\r\nİkinci   satır\u0000".replace("\u0000", ""),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { platform: stored } = response.json<{ platform: { name: string; description: string; slug: string } }>();
    expect(stored.name).toBe("Kadıköy Ligi 2026");
    expect(stored.name.normalize("NFC")).toBe(stored.name);
    expect(stored.description).toBe("Birinci satır\n\nİkinci satır");
    expect(stored.slug).toBe("kadikoy-ligi-2026");
  });

  it("keeps the joiners an emoji needs, and counts it as one character", async () => {
    const session = await buildSession(t.database.db);
    // A family (one character to the eye, five code points) and two letters: three characters.
    const response = await call("POST", "/api/platforms", session, platform("👨‍👩‍👧ab"));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ platform: { name: string } }>().platform.name).toBe("👨‍👩‍👧ab");
    const tooShort = await call("POST", "/api/platforms", session, platform("👨‍👩‍👧a"));
    expect(expectHouseError(tooShort, 400).message).toBe(platformRules.messages.nameTooShort);
  });
});

describe("answers outside the routes", () => {
  it("a malformed percent-encoding in a path is a Turkish 400, not Fastify's FST_ERR_BAD_URL", async () => {
    const body = expectHouseError(await call("GET", "/api/platforms/%C0%AF"), 400);
    expect(body).toEqual({ code: "BAD_REQUEST", message: serverMessages.badUrl });
  });

  it("an over-long path parameter is a 404 that names nothing, not a 414", async () => {
    const body = expectHouseError(await call("GET", `/api/platforms/slug/${"a".repeat(300)}`), 404);
    expect(body).toEqual({ code: "NOT_FOUND", message: serverMessages.notFound });
  });

  it.each([
    [`/api/tournaments/ID/events?version=abc`, "Sürüm 0 veya daha büyük bir tam sayı olmalıdır."],
    ["/api/tournaments?page=abc", "Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır."],
    ["/api/tournaments?limit=1e99", "Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır."],
    ["/api/tournaments?status=bitmis", "Geçersiz turnuva durumu."],
    ["/api/platforms/public?page=-1", "Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır."],
    ["/api/users/USER/match-history?limit=NaN", "Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır."],
  ])("a query that cannot be read (%s) says so in our words", async (url, message) => {
    const address = url.replace("ID", built.tournament._id).replace("USER", built.participants[0]!.username);
    expect(expectHouseError(await call("GET", address), 400).message).toBe(message);
  });
});

describe("lists in a body", () => {
  it("are bounded by what they can mean: 10,000 seeds are refused before the engine sees them", async () => {
    const before = await rowCounts();
    const response = await call("POST", "/api/tournaments", built.creator, {
      name: "Kalabalık",
      system: "elimination",
      platformId: built.platform.id,
      participants: built.participants.map((p) => p.id),
      seededParticipants: Array.from({ length: 10_000 }, (_, i) => `tohum-${i}`),
    });
    expect(expectHouseError(response, 400).message).toBe(tournamentRules.messages.participantsTooMany);
    expect(await rowCounts()).toEqual(before);
  });

  it("as are manual groups and the ids in them", async () => {
    const many = await call("POST", "/api/tournaments", built.creator, {
      name: "Gruplar",
      system: "group",
      platformId: built.platform.id,
      participants: built.participants.map((p) => p.id),
      groups: Array.from({ length: 500 }, () => []),
    });
    expectHouseError(many, 400);
    const longId = await call("POST", "/api/tournaments", built.creator, {
      name: "Uzun",
      system: "league",
      platformId: built.platform.id,
      participants: ["x".repeat(10_000)],
    });
    expect(expectHouseError(longId, 400).message).toBe(tournamentRules.messages.participantsInvalid);
  });
});
