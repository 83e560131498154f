// Issue 13, live updates: the tournament's stream and the global one, read over a real socket.
import { liveMessages, tournamentEventSchema, type TournamentEvent } from "@turnuva/contract/live";
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import type { Tournament } from "@turnuva/contract/tournaments";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/database.ts";
import { type TestApp, caller, freshIp, startTestApp, testConfig } from "./support/app.ts";
import { type BuiltTournament, buildSession, buildTournament, playTournament } from "./support/factories.ts";
import { type OpenStream, listening, openStream } from "./support/sse.ts";
import { answered } from "./support/tournaments.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  // Behind a proxy we trust, so that each test's streams count against an address of their own.
  t = await startTestApp({ trustProxy: ["127.0.0.1"] });
  base = await listening(t.app);
});
afterAll(() => t.close());

const call = caller(() => t.app);
const open: OpenStream[] = [];
const stream = async (path: string, headers: Record<string, string> = {}) => {
  const s = await openStream(`${base}${path}`, { "x-forwarded-for": freshIp(), ...headers });
  open.push(s);
  return s;
};
afterAll(() => Promise.all(open.map((s) => s.close())));

const eventsOf = (tournament: { slug: string }) => `/api/tournaments/${tournament.slug}/events`;

/** The stream's opening: `retry: 3000`, then `ready` (with the version, as its id). */
async function expectOpening(s: OpenStream, version: number | null) {
  expect(s.response.status).toBe(200);
  expect(await s.next()).toEqual({ retry: "3000" });
  const ready = await s.next();
  expect(ready).toMatchObject({ event: "ready", data: JSON.stringify({ version }) });
  expect(ready?.id).toBe(version === null ? undefined : String(version));
}

async function nextTournamentEvent(s: OpenStream): Promise<{ id: string | undefined; event: TournamentEvent }> {
  const frame = await s.nextEvent();
  expect(frame?.event).toBe("tournament");
  return { id: frame?.id, event: tournamentEventSchema.parse(JSON.parse(frame?.data ?? "null")) };
}

const confirm = (built: BuiltTournament, matchId: string, homeScore = 2, awayScore = 1) =>
  call("POST", `/api/tournaments/${built.tournament.id}/matches/${matchId}/confirm`, built.owner, { homeScore, awayScore });
const rename = (built: BuiltTournament, name: string) => call("PUT", `/api/tournaments/${built.tournament.id}`, built.owner, { name });
const firstOpenMatch = (tournament: Tournament) => tournament.actions.confirm[0]!;

/** Confirms every match there is to play, so that the league may be finished. */
const playAll = (built: BuiltTournament): Promise<Tournament> => playTournament(t.database.db, built);
const matchOf = (tournament: Tournament, id: string) => tournament.leagueFixtures.flatMap((w) => w.matches).find((m) => m._id === id)!;

describe("a tournament's stream", () => {
  it("opens with the SSE headers, uncompressed, with the security headers, and sends a confirm as it commits", async () => {
    const built = await buildTournament(t.database.db);
    const s = await stream(eventsOf(built.tournament), { "accept-encoding": "br, gzip" });
    expect(s.response.headers.get("content-type")).toBe("text/event-stream");
    expect(s.response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(s.response.headers.get("x-accel-buffering")).toBe("no");
    expect(s.response.headers.get("content-encoding")).toBeNull();
    expect(s.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(s.response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(s.response.headers.get("x-request-id")).toBeTruthy();
    await expectOpening(s, built.tournament.version);

    const matchId = firstOpenMatch(built.tournament);
    const after = answered(await confirm(built, matchId, 3, 1));
    const { id, event } = await nextTournamentEvent(s);
    expect(id).toBe(String(after.version));
    const played = matchOf(after, matchId);
    const { changes, ...news } = event;
    expect(news).toEqual({
      tournamentId: built.tournament.id,
      slug: built.tournament.slug,
      platformId: built.platform.id,
      name: built.tournament.name,
      version: after.version,
      status: "active",
      change: "confirmed",
      matches: [{ _id: matchId, home: played.home, away: played.away, homeScore: 3, awayScore: 1, isConfirmed: true }],
      participantIds: built.participants.map((p) => p.id),
    });
    // A match action's event carries its changes, as the match shows in the answer: an open page
    // puts them on screen before its read of the whole tournament comes back.
    expect(changes).toMatchObject({ _id: built.tournament.id, slug: built.tournament.slug, version: after.version, status: "active" });
    expect(changes?.matches).toEqual([played]);

    // A cancel announces the match with its score cleared; its changes are those its changes-only answer says.
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/tournaments/${built.tournament.id}/matches/${matchId}/cancel`,
      headers: { authorization: built.owner.authorization, prefer: "return=minimal" },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = (await nextTournamentEvent(s)).event;
    expect(cancelled).toMatchObject({ change: "cancelled", version: after.version + 1 });
    expect(cancelled.matches).toEqual([{ _id: matchId, home: played.home, away: played.away, homeScore: null, awayScore: null, isConfirmed: false }]);
    expect(cancelled.changes).toEqual(cancel.json<TournamentChangesResponse>().changes);
    expect(cancelled.changes?.matches.map((m) => [m._id, m.homeScore, m.awayScore, m.isConfirmed])).toEqual([[matchId, null, null, false]]);
  });

  it("sends nothing for a refused action (403, 409) nor for a resume that changes nothing", async () => {
    const built = await buildTournament(t.database.db);
    const s = await stream(eventsOf(built.tournament));
    await expectOpening(s, built.tournament.version);
    const matchId = firstOpenMatch(built.tournament);
    const confirmed = answered(await confirm(built, matchId));
    expect((await nextTournamentEvent(s)).event.version).toBe(confirmed.version);

    const stranger = await buildSession(t.database.db);
    expect(
      (await call("POST", `/api/tournaments/${built.tournament.id}/matches/${matchId}/confirm`, stranger, { homeScore: 1, awayScore: 0 })).statusCode,
    ).toBe(403);
    expect((await confirm(built, matchId, 5, 5)).statusCode).toBe(409);
    const resumed = answered(await call("PUT", `/api/tournaments/${built.tournament.id}/resume`, built.owner));
    expect(resumed.version).toBe(confirmed.version);

    // The next thing on the stream is the next committed action, one version up.
    const renamed = answered(await rename(built, "Yeni Ad Ligi"));
    const { event } = await nextTournamentEvent(s);
    expect(event).toMatchObject({ change: "renamed", name: "Yeni Ad Ligi", version: confirmed.version + 1, matches: [] });
    expect(renamed.version).toBe(confirmed.version + 1);
  });

  it("names each kind of action: paused, resumed, exited, confirmed, finished (and then ends the stream)", async () => {
    const built = await buildTournament(t.database.db);
    const s = await stream(eventsOf(built.tournament));
    await expectOpening(s, built.tournament.version);
    const id = built.tournament.id;
    answered(await call("PUT", `/api/tournaments/${id}`, built.owner, { status: "paused" }));
    expect((await nextTournamentEvent(s)).event).toMatchObject({ change: "paused", status: "paused" });
    answered(await call("PUT", `/api/tournaments/${id}/resume`, built.owner));
    expect((await nextTournamentEvent(s)).event).toMatchObject({ change: "resumed", status: "active" });
    answered(await call("PUT", `/api/tournaments/${id}/handle-exit`, built.owner, { activeGroupTab: null }));
    expect((await nextTournamentEvent(s)).event.change).toBe("exited");
    const played = await playAll(built);
    for (let version = played.version - 5; version <= played.version; version += 1) {
      expect((await nextTournamentEvent(s)).event).toMatchObject({ change: "confirmed", version });
    }
    const finished = answered(await call("POST", `/api/tournaments/${id}/finish`, built.owner));
    expect((await nextTournamentEvent(s)).event).toMatchObject({ change: "finished", status: "completed", version: finished.version });
    // Nothing can follow a completed tournament: the server ends the stream.
    expect(await s.next()).toBeNull();
  });

  it("tells an open page that its tournament was deleted, as its last event, with a newer version (issue 25)", async () => {
    const built = await buildTournament(t.database.db);
    const s = await stream(eventsOf(built.tournament));
    await expectOpening(s, built.tournament.version);
    const deleted = await call("DELETE", `/api/tournaments/${built.tournament.id}`, built.owner);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Newer than the page's copy, so the page reads the tournament again and finds it gone.
    expect((await nextTournamentEvent(s)).event).toMatchObject({ change: "deleted", version: built.tournament.version + 1 });
    expect(await s.next()).toBeNull();
  });

  it("catches a returning client up at once, from Last-Event-ID or ?version=", async () => {
    const built = await buildTournament(t.database.db);
    let current = built.tournament;
    for (const matchId of built.tournament.actions.confirm.slice(0, 2)) current = answered(await confirm(built, matchId));
    expect(current.version).toBe(built.tournament.version + 2);

    const returning: Array<[string, Record<string, string>]> = [
      ["", { "last-event-id": String(built.tournament.version) }],
      [`?version=${built.tournament.version}`, {}],
    ];
    for (const [query, headers] of returning) {
      const s = await stream(`${eventsOf(built.tournament)}${query}`, headers);
      await expectOpening(s, current.version);
      const { id, event } = await nextTournamentEvent(s);
      expect(id).toBe(String(current.version));
      expect(event).toMatchObject({ change: "caught-up", version: current.version, status: "active", matches: [] });
      expect(event.participantIds).toEqual(built.participants.map((p) => p.id));
      await s.close();
    }

    // The header wins over the query; a client that is up to date gets no catch-up, only what follows.
    const s = await stream(`${eventsOf(built.tournament)}?version=0`, { "last-event-id": String(current.version) });
    await expectOpening(s, current.version);
    const renamed = answered(await rename(built, "Güncel Lig"));
    expect((await nextTournamentEvent(s)).event).toMatchObject({ change: "renamed", version: renamed.version });
  });

  it("answers 204 for a completed tournament the client is up to date with; 404 for none; 400 for a bad version", async () => {
    const built = await buildTournament(t.database.db);
    await playAll(built);
    const done = answered(await call("POST", `/api/tournaments/${built.tournament.id}/finish`, built.owner));
    for (const [query, headers] of [
      [`?version=${done.version}`, {}],
      ["", { "last-event-id": String(done.version) }],
    ] as const) {
      const s = await stream(`${eventsOf(done)}${query}`, headers);
      expect(s.response.status).toBe(204);
    }
    // Older: caught up, then ended (its reconnect, with this id, is answered 204).
    const behind = await stream(`${eventsOf(done)}?version=${built.tournament.version}`);
    await expectOpening(behind, done.version);
    expect((await nextTournamentEvent(behind)).event).toMatchObject({ change: "caught-up", status: "completed" });
    expect(await behind.next()).toBeNull();

    expect((await stream("/api/tournaments/olmayan-turnuva/events")).response.status).toBe(404);
    expect((await stream(`${eventsOf(done)}?version=-1`)).response.status).toBe(400);
  });

  it("announces a tournament created through the API", async () => {
    const built = await buildTournament(t.database.db);
    const everything = await stream("/api/tournaments/events");
    await expectOpening(everything, null);
    const response = await call("POST", "/api/tournaments", built.owner, {
      name: "Canlı Yeni Lig",
      system: "league",
      platformId: built.platform.id,
      participants: built.participants.map((p) => p.id),
      matchType: "single",
    });
    const created = answered(response, 201);
    // On a PostgreSQL server the listening connection may hear the built tournament's own creation
    // only after the stream has opened: the event in question is the new one's.
    let frame = await everything.nextEvent();
    while (frame && tournamentEventSchema.parse(JSON.parse(frame.data ?? "")).tournamentId === built.tournament.id)
      frame = await everything.nextEvent();
    expect(frame?.id).toBeUndefined();
    expect(tournamentEventSchema.parse(JSON.parse(frame?.data ?? ""))).toMatchObject({
      tournamentId: created.id,
      change: "created",
      version: created.version,
      status: "active",
      participantIds: built.participants.map((p) => p.id),
    });
  });
});

describe("the global stream", () => {
  it("carries every tournament's events, in the order they commit", async () => {
    const first = await buildTournament(t.database.db);
    const second = await buildTournament(t.database.db, { system: "challenge" });
    const everything = await stream("/api/tournaments/events");
    await expectOpening(everything, null);
    const one = answered(await confirm(first, firstOpenMatch(first.tournament)));
    const two = answered(await confirm(second, firstOpenMatch(second.tournament), 1, 0));
    // The global stream carries everything: a late event of an earlier test's tournament is not
    // ours, nor, on a PostgreSQL server, the creation of these two, which the listening connection
    // may hear only after the stream has opened.
    const ours = new Set([first.tournament.id, second.tournament.id]);
    const events: TournamentEvent[] = [];
    while (events.length < 2) {
      const { event } = await nextTournamentEvent(everything);
      if (ours.has(event.tournamentId) && event.change !== "created") events.push(event);
    }
    expect(events.map((e) => [e.tournamentId, e.version, e.change])).toEqual([
      [first.tournament.id, one.version, "confirmed"],
      [second.tournament.id, two.version, "confirmed"],
    ]);
    // A match's changes are for its own page: the lists and profiles read what they show.
    expect(events.filter((e) => "changes" in e)).toEqual([]);
  });
});

describe("the heartbeat", () => {
  afterEach(() => vi.useRealTimers());

  it("writes a comment line every 15 s on an idle stream of either kind", async () => {
    const built = await buildTournament(t.database.db);
    // Only the intervals are faked, before the streams open: the sockets, the database and the
    // reader's own timeouts keep real time.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    for (const [path, version] of [
      [eventsOf(built.tournament), built.tournament.version],
      ["/api/tournaments/events", null],
    ] as const) {
      const s = await stream(path);
      await expectOpening(s, version);
      vi.advanceTimersByTime(14_999);
      await expect(s.next(300)).rejects.toThrow("no frame");
      vi.advanceTimersByTime(1);
      expect(await s.next()).toEqual({ comment: "" });
      vi.advanceTimersByTime(15_000);
      expect(await s.next()).toEqual({ comment: "" });
      await s.close();
    }
  });
});

describe("an event over PostgreSQL's 8000-byte notification limit", () => {
  /** The largest payload pg_notify takes; the message is `{ kind, event }`. */
  const LIMIT = 7999;
  const payloadBytes = (event: TournamentEvent) => Buffer.byteLength(JSON.stringify({ kind: "tournament", event }));
  /** A tournament name of exactly `bytes` UTF-8 bytes within the 80-character rule (an emoji counts once). */
  function nameOfBytes(bytes: number): string {
    const emoji = Math.max(0, Math.ceil((bytes - 80) / 3));
    const name = "a".repeat(bytes - 4 * emoji) + "🏆".repeat(emoji);
    expect(Buffer.byteLength(name)).toBe(bytes);
    expect([...name].length).toBeGreaterThanOrEqual(3);
    expect([...name].length).toBeLessThanOrEqual(80);
    return name;
  }
  const sorted = (ids: string[]) => [...ids].sort();

  it("still arrives with its version and status: without its matches, then without its participant ids", async () => {
    // 195 participants: their ids alone take 7,604 bytes, so that the name decides what fits.
    const built = await buildTournament(t.database.db, { system: "elimination", participantCount: 195 });
    const ids = built.participants.map((p) => p.id);
    const s = await stream(eventsOf(built.tournament));
    await expectOpening(s, built.tournament.version);
    const v = built.tournament.version;
    const eventAt = (name: string, version: number, change: TournamentEvent["change"]): TournamentEvent => ({
      tournamentId: built.tournament.id,
      slug: built.tournament.slug,
      platformId: built.platform.id,
      name,
      version,
      status: "active",
      change,
      matches: [],
      participantIds: ids,
    });

    // A name that leaves the confirm's event 50 bytes under the limit without its match: any
    // match (three ids at least) takes it over.
    const fitting = nameOfBytes(LIMIT - 50 - payloadBytes(eventAt("", v + 2, "confirmed")));
    answered(await rename(built, fitting));
    const renamed = await nextTournamentEvent(s);
    expect(renamed.id).toBe(String(v + 1));
    expect({ ...renamed.event, participantIds: sorted(renamed.event.participantIds) }).toEqual({
      ...eventAt(fitting, v + 1, "renamed"),
      participantIds: sorted(ids),
    });

    const matchId = firstOpenMatch(built.tournament);
    const confirmed = answered(await confirm(built, matchId, 4, 2));
    expect(confirmed.version).toBe(v + 2);
    const { id, event } = await nextTournamentEvent(s);
    expect(id).toBe(String(v + 2));
    expect({ ...event, participantIds: sorted(event.participantIds) }).toEqual({
      ...eventAt(fitting, v + 2, "confirmed"),
      participantIds: sorted(ids),
    });
    expect(payloadBytes(event)).toBe(LIMIT - 50);

    // A name long enough that the participant ids alone no longer fit.
    const tooLong = nameOfBytes(LIMIT + 20 - payloadBytes(eventAt("", v + 3, "renamed")));
    answered(await rename(built, tooLong));
    const last = await nextTournamentEvent(s);
    expect(last.id).toBe(String(v + 3));
    expect(last.event).toEqual({ ...eventAt(tooLong, v + 3, "renamed"), participantIds: [] });
    expect(payloadBytes({ ...last.event, participantIds: ids })).toBe(LIMIT + 20);
  });
});

describe("the bound on streams per client address", () => {
  it("refuses the 17th with 429 TOO_MANY_STREAMS and its sentence; closing one frees a place", async () => {
    const built = await buildTournament(t.database.db);
    const address = { "x-forwarded-for": freshIp() };
    const held: OpenStream[] = [];
    // Both kinds count together.
    for (let i = 0; i < 16; i += 1) {
      const s = await stream(i % 2 ? "/api/tournaments/events" : eventsOf(built.tournament), address);
      expect(s.response.status).toBe(200);
      held.push(s);
    }
    const refused = await stream("/api/tournaments/events", address);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBe("30");
    expect(await refused.response.json()).toEqual({ code: "TOO_MANY_STREAMS", message: liveMessages.tooManyStreams });
    // Another address is not affected.
    expect((await stream("/api/tournaments/events")).response.status).toBe(200);

    await held[0]!.close();
    const deadline = Date.now() + 2000;
    let again = await stream(eventsOf(built.tournament), address);
    while (again.response.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await stream(eventsOf(built.tournament), address);
    }
    expect(again.response.status).toBe(200);
    expect((await stream("/api/tournaments/events", address)).response.status).toBe(429);
  });
});

describe("closing the app", () => {
  it("ends the open streams instead of waiting for them", async () => {
    const config = testConfig({ database: t.databaseConfig });
    // A second app on the same database (on PGlite, in-memory databases are not shared: its own).
    const other = await buildApp(config, {
      database: t.database.kind === "server" ? await openDatabase(config.database) : await openDatabase({ kind: "embedded", dataDir: null }),
    });
    const url = await listening(other);
    const s = await openStream(`${url}/api/tournaments/events`);
    await expectOpening(s, null);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await s.next()).toBeNull();
  });
});
