// Issue 13: a notification payload must stay under PostgreSQL's 8000 bytes, or pg_notify refuses it
// and the action's transaction fails with it (docs/decisions.md, "Live updates and the read
// cache"): a tournament event too large drops a match action's changes first, then its matches,
// then its participant ids.
import { randomUUID } from "node:crypto";
import type { LiveMatch, TournamentEvent } from "@turnuva/contract/live";
import type { TournamentChanges } from "@turnuva/contract/tournament-changes";
import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/database.ts";
import { LIVE_CHANNEL, type LiveMessage, decodeLiveMessage, encodeLiveMessage } from "../src/db/live-messages.ts";
import { type TestDatabase, testDatabase } from "./support/database.ts";

/** The largest payload PostgreSQL takes: it refuses 8000 bytes or more. */
const LIMIT = 7999;
const bytes = (text: string) => Buffer.byteLength(text);

function match(): LiveMatch {
  return {
    _id: randomUUID(),
    home: { _id: randomUUID(), username: "ev_sahibi_oyuncu" },
    away: { _id: randomUUID(), username: "deplasman_oyuncu" },
    homeScore: 2,
    awayScore: 1,
    isConfirmed: true,
  };
}

function event(options: { matches?: number; participants?: number; name?: string } = {}): TournamentEvent {
  return {
    tournamentId: randomUUID(),
    slug: "bahar-ligi",
    platformId: randomUUID(),
    name: options.name ?? "Bahar Ligi",
    version: 42,
    status: "active",
    change: "confirmed",
    matches: Array.from({ length: options.matches ?? 1 }, match),
    participantIds: Array.from({ length: options.participants ?? 4 }, () => randomUUID()),
  };
}

/** A match action's changes, as its answer and its event carry them: `count` matches of a round. */
function changes(count: number): TournamentChanges {
  const played = (index: number): TournamentMatch => ({
    _id: `league-r1-m${index}`,
    stage: "league",
    group: null,
    round: 1,
    roundName: "1. Hafta",
    index,
    leg: 1,
    home: { _id: randomUUID(), username: "ev_sahibi_oyuncu" },
    away: { _id: randomUUID(), username: "deplasman_oyuncu" },
    homeScore: 2,
    awayScore: 1,
    homePenalties: null,
    awayPenalties: null,
    homeClub: null,
    awayClub: null,
    isConfirmed: true,
    isCompleted: false,
    isBye: false,
    isNotNeeded: false,
    reports: [],
    isDisputed: false,
    isWalkover: false,
    deadline: null,
    isOverdue: false,
  });
  return {
    _id: randomUUID(),
    slug: "bahar-ligi",
    version: 42,
    status: "active",
    champion: null,
    winner: null,
    secondPlace: null,
    thirdPlace: null,
    lastUpdated: new Date(0).toISOString(),
    pausedAt: null,
    completedAt: null,
    matches: Array.from({ length: count }, (_, index) => played(index)),
    redrawn: false,
  };
}

const message = (e: TournamentEvent): Extract<LiveMessage, { kind: "tournament" }> => ({ kind: "tournament", event: e });

/** The event a payload carries. */
function carried(payload: string): TournamentEvent {
  const decoded = decodeLiveMessage(payload);
  if (decoded?.kind !== "tournament") throw new Error(`not a tournament message: ${payload.slice(0, 80)}`);
  return decoded.event;
}

/** An event whose whole message is exactly `size` bytes, padded through its name (2-byte letters included). */
function eventOfSize(size: number, options: { matches?: number; participants?: number } = {}): TournamentEvent {
  const base = event({ ...options, name: "" });
  const missing = size - bytes(JSON.stringify(message(base)));
  if (missing < 1) throw new Error(`the event is ${-missing} bytes over ${size} without a name`);
  const name = "ş".repeat(Math.floor(missing / 2)) + "a".repeat(missing % 2);
  const sized = { ...base, name };
  expect(bytes(JSON.stringify(message(sized)))).toBe(size);
  return sized;
}

describe("encodeLiveMessage: a payload under PostgreSQL's 8000 bytes", () => {
  it("sends a message that fits as it is", () => {
    const small = message(event());
    expect(encodeLiveMessage(small)).toBe(JSON.stringify(small));
    const user: LiveMessage = { kind: "user", userId: randomUUID() };
    expect(encodeLiveMessage(user)).toBe(JSON.stringify(user));
  });

  it("counts bytes, not characters: 7999 bytes go whole, 8000 are trimmed", () => {
    const fits = message(eventOfSize(LIMIT, { matches: 3, participants: 40 }));
    expect(encodeLiveMessage(fits)).toBe(JSON.stringify(fits));
    const over = message(eventOfSize(LIMIT + 1, { matches: 3, participants: 40 }));
    // In characters the name's 2-byte letters would count once: the payload would look well under.
    expect(JSON.stringify(over).length).toBeLessThan(LIMIT);
    const payload = encodeLiveMessage(over);
    expect(bytes(payload)).toBeLessThanOrEqual(LIMIT);
    expect(carried(payload)).toEqual({ ...over.event, matches: [] });
  });

  it("drops a match action's changes first, keeping its matches and participant ids (the page then reads the tournament)", () => {
    const withChanges = { ...event({ matches: 1, participants: 4 }), changes: changes(1) };
    expect(encodeLiveMessage(message(withChanges))).toBe(JSON.stringify(message(withChanges)));
    const big = { ...event({ matches: 1, participants: 4 }), changes: changes(30) };
    expect(bytes(JSON.stringify(message(big)))).toBeGreaterThan(LIMIT);
    const payload = encodeLiveMessage(message(big));
    expect(bytes(payload)).toBeLessThanOrEqual(LIMIT);
    const { changes: _dropped, ...rest } = big;
    expect(carried(payload)).toEqual(rest);
  });

  it("drops the matches next and keeps everything else, participant ids included", () => {
    const big = event({ matches: 60, participants: 120 });
    expect(bytes(JSON.stringify(message(big)))).toBeGreaterThan(LIMIT);
    const payload = encodeLiveMessage(message(big));
    expect(bytes(payload)).toBeLessThanOrEqual(LIMIT);
    expect(carried(payload)).toEqual({ ...big, matches: [] });
  });

  it("then drops the participant ids when they alone are too many, keeping the version and status", () => {
    const huge = event({ matches: 5, participants: 250 });
    expect(bytes(JSON.stringify(message({ ...huge, matches: [] })))).toBeGreaterThan(LIMIT);
    const payload = encodeLiveMessage(message(huge));
    expect(bytes(payload)).toBeLessThanOrEqual(LIMIT);
    expect(carried(payload)).toEqual({ ...huge, matches: [], participantIds: [] });
    expect(carried(payload)).toMatchObject({ tournamentId: huge.tournamentId, version: 42, status: "active", change: "confirmed" });
  });
});

describe("the limit is PostgreSQL's own", () => {
  let target: TestDatabase;
  let database: DatabaseHandle;
  beforeAll(async () => {
    target = await testDatabase();
    database = await openDatabase(target.config);
  });
  afterAll(async () => {
    await database.close();
    await target.drop();
  });
  const notify = (payload: string) => database.db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
  /** The database's own refusal, under the query error that carries it. */
  async function refusal(payload: string): Promise<string> {
    try {
      await notify(payload);
    } catch (error) {
      return error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    }
    return "accepted";
  }

  it("refuses the untrimmed payload of 8000 bytes and takes the one encodeLiveMessage makes of it", async () => {
    const over = message(eventOfSize(LIMIT + 1, { matches: 3, participants: 40 }));
    expect(await refusal(JSON.stringify(over))).toBe("payload string too long");
    await expect(notify(encodeLiveMessage(over))).resolves.toBeDefined();
    const huge = message(event({ matches: 5, participants: 250 }));
    await expect(notify(encodeLiveMessage(huge))).resolves.toBeDefined();
  });
});
