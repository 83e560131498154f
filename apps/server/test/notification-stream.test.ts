// Issue 26: a person's own stream, read over a real socket: the count first, then their own
// notifications as they commit, never another's; authenticated by the Authorization header.
import { STREAM_READY_EVENT } from "@turnuva/contract/live";
import { NOTIFICATION_EVENT, NOTIFICATIONS_READ_EVENT, notificationEventSchema, notificationMessages } from "@turnuva/contract/notifications";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationStreams } from "../src/modules/notifications/event-stream.ts";
import { liveHub } from "../src/modules/live/hub.ts";
import { type TestApp, caller, freshIp, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildOwnedPlatform, buildSession } from "./support/factories.ts";
import { type OpenStream, listening, openStream } from "./support/sse.ts";
import { sql } from "drizzle-orm";
import { queryRows } from "../src/db/database.ts";

let t: TestApp;
let base: string;
beforeAll(async () => {
  // Behind a proxy we trust, so that each test's streams count against an address of their own.
  t = await startTestApp({ trustProxy: ["127.0.0.1"] });
  base = await listening(t.app);
});
const open: OpenStream[] = [];
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await t.close();
});
const call = caller(() => t.app);

async function streamOf(as: BuiltSession | null, address = freshIp()): Promise<OpenStream> {
  const s = await openStream(`${base}/api/notifications/events`, { "x-forwarded-for": address, ...(as ? { authorization: as.authorization } : {}) });
  open.push(s);
  return s;
}

/** `retry:`, then `ready` with the unread count. */
async function expectReady(s: OpenStream, unreadCount: number) {
  expect(s.response.status).toBe(200);
  expect(s.response.headers.get("content-type")).toBe("text/event-stream");
  expect(await s.next()).toEqual({ retry: "3000" });
  expect(await s.nextEvent()).toEqual({ event: STREAM_READY_EVENT, data: JSON.stringify({ unreadCount }) });
}

async function invite(person: BuiltSession) {
  const { platform, owner } = await buildOwnedPlatform(t.database.db);
  const response = await call("POST", `/api/platforms/${platform.id}/invite`, owner, { email: person.user.email });
  expect(response.statusCode, response.body).toBe(201);
  return platform;
}

describe("the notifications stream", () => {
  it("needs a signed-in person, by the Authorization header", async () => {
    const visitor = await streamOf(null);
    expect(visitor.response.status).toBe(401);
    const person = await buildSession(t.database.db);
    const inUrl = await openStream(`${base}/api/notifications/events?token=${person.token}`, { "x-forwarded-for": freshIp() });
    open.push(inUrl);
    expect(inUrl.response.status).toBe(401);
  });

  // A notification committed before a stream opens may still be on its way to this instance's
  // listener (PostgreSQL delivers NOTIFY after COMMIT): each test opens its streams first.
  const nextNotification = async (s: OpenStream) => {
    const frame = await s.nextEvent(1000);
    expect(frame?.event).toBe(NOTIFICATION_EVENT);
    return notificationEventSchema.parse(JSON.parse(frame!.data!));
  };

  it("delivers A's notification to A within a second, and never to B", async () => {
    const a = await buildSession(t.database.db);
    const b = await buildSession(t.database.db);
    const streamA = await streamOf(a);
    const secondTabOfA = await streamOf(a);
    const streamB = await streamOf(b);
    await expectReady(streamA, 0);
    await expectReady(secondTabOfA, 0);
    await expectReady(streamB, 0);

    const started = Date.now();
    const platform = await invite(a);
    for (const s of [streamA, secondTabOfA]) {
      const event = await nextNotification(s);
      expect(event.unreadCount).toBe(1);
      expect(event.notification).toMatchObject({
        kind: "platformInvited",
        data: { platform: { slug: platform.slug, name: platform.name } },
        readAt: null,
      });
    }
    expect(Date.now() - started).toBeLessThan(1000);
    // B hears nothing of it: the next thing on B's stream is B's own notification.
    await invite(b);
    const forB = await nextNotification(streamB);
    expect(forB.unreadCount).toBe(1);
    const list = await call("GET", "/api/notifications", b);
    expect(forB.notification._id).toBe(list.json<{ notifications: Array<{ _id: string }> }>().notifications[0]!._id);
    // A later stream of A opens with A's count.
    const thirdTabOfA = await streamOf(a);
    await expectReady(thirdTabOfA, 1);
  });

  it("tells the person's other tabs the new count when they read", async () => {
    const a = await buildSession(t.database.db);
    const b = await buildSession(t.database.db);
    const streamA = await streamOf(a);
    const streamB = await streamOf(b);
    await expectReady(streamA, 0);
    await expectReady(streamB, 0);
    await invite(a);
    await invite(a);
    await invite(b);
    expect((await nextNotification(streamA)).unreadCount).toBe(1);
    expect((await nextNotification(streamA)).unreadCount).toBe(2);
    expect((await nextNotification(streamB)).unreadCount).toBe(1);
    expect((await call("POST", "/api/notifications/read", a, { all: true })).json()).toEqual({ unreadCount: 0 });
    expect(await streamA.nextEvent(1000)).toEqual({ event: NOTIFICATIONS_READ_EVENT, data: JSON.stringify({ unreadCount: 0 }) });
    await call("POST", "/api/notifications/read", b, { all: true });
    expect(await streamB.nextEvent(1000)).toEqual({ event: NOTIFICATIONS_READ_EVENT, data: JSON.stringify({ unreadCount: 0 }) });
  });

  it("counts against the address like the tournaments' streams", async () => {
    const person = await buildSession(t.database.db);
    const address = freshIp();
    const held: OpenStream[] = [];
    for (;;) {
      const s = await streamOf(person, address);
      held.push(s);
      if (s.response.status !== 200) break;
      if (held.length > 100) throw new Error("never refused");
    }
    expect(held.at(-1)!.response.status).toBe(429);
    // Its own sentence: the bell tries again by itself (no page polls every 30 s here).
    expect(await held.at(-1)!.response.json()).toMatchObject({ message: notificationMessages.tooManyStreams });
  });

  it("ends when its session is logged out", async () => {
    // The app checks every 30 seconds; the same streams on a small server check every 50 ms.
    const person = await buildSession(t.database.db);
    const streams = notificationStreams(t.database.db, liveHub(10), 50);
    const small = Fastify();
    const [session] = await queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM sessions WHERE user_id = ${person.user.id}`);
    small.get("/events", (request, reply) =>
      streams.open(request, reply, { id: person.user.id, username: person.user.username, sessionId: session!.id }),
    );
    try {
      const s = await openStream(`${await listening(small)}/events`);
      open.push(s);
      await expectReady(s, 0);
      expect((await call("POST", "/api/auth/logout", person)).statusCode).toBe(204);
      expect(await s.next(1000)).toBeNull();
    } finally {
      await small.close();
    }
  });
});
