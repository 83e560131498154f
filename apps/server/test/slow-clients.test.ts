import { type Socket, connect } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./support/app.ts";
import { listening } from "./support/sse.ts";

/**
 * Issue 23: one client without an account cannot take the server down by holding connections.
 * The app listens on a real port (inject has no sockets) with short bounds: the whole request
 * within 2 s, idle kept-alive connections closed after 0.2 s (and Node's second), 12 connections
 * per address.
 */

const REQUEST_TIMEOUT_MS = 2000;
// Node 24 waits a further second past the keep-alive time (keepAliveTimeoutBuffer), against the
// race of a client reusing the connection just as it closes.
const KEEP_ALIVE_MS = 200;
const PER_ADDRESS = 12;

interface Peer {
  socket: Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Resolves with the milliseconds from `connect` until the server closed the connection. */
  closed: Promise<number>;
}

const peers: Peer[] = [];

function open(port: number): Promise<Peer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk.toString("utf8");
    });
    socket.on("error", () => undefined);
    const closed = new Promise<number>((done) => socket.on("close", () => done(performance.now() - started)));
    socket.once("connect", () => {
      const peer = { socket, received: () => data, closed };
      peers.push(peer);
      resolve(peer);
    });
    socket.once("error", reject);
  });
}

/** A request head that promises a body of 100,000 bytes, then one byte of it every 200 ms. */
function slowBody(peer: Peer): void {
  peer.socket.write("POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{");
  const drip = setInterval(() => (peer.socket.writable ? peer.socket.write(" ") : clearInterval(drip)), 200);
  void peer.closed.then(() => clearInterval(drip));
}

function bodyOf(raw: string): unknown {
  return JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4));
}

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ connectionLimits: { requestTimeoutMs: REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: KEEP_ALIVE_MS, perAddress: PER_ADDRESS } });
  port = Number(new URL(await listening(t.app)).port);
});
afterEach(() => {
  for (const peer of peers.splice(0)) peer.socket.destroy();
});
afterAll(() => t.close());

async function health(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: "close" }, signal: AbortSignal.timeout(5000) });
  await response.arrayBuffer();
  return response.status;
}

describe("a request that takes too long", () => {
  it("is answered 408 in Turkish and closed in the configured time, while /api/health keeps answering", async () => {
    const slow = await Promise.all(Array.from({ length: 8 }, () => open(port)));
    for (const peer of slow) slowBody(peer);

    // While they are held, the server answers others at once.
    expect(await health()).toBe(200);
    expect(await health()).toBe(200);

    const lifetimes = await Promise.all(slow.map((peer) => peer.closed));
    for (const [i, peer] of slow.entries()) {
      const raw = peer.received();
      expect(raw).toMatch(/^HTTP\/1\.1 408 /);
      expect(raw.toLowerCase()).toContain("content-security-policy:");
      expect(raw.toLowerCase()).toContain("x-content-type-options: nosniff");
      expect(bodyOf(raw)).toEqual({ code: "REQUEST_TIMEOUT", message: "İstek zamanında tamamlanmadı. Lütfen tekrar deneyin." });
      // Not before its time, and not long after it (the server checks its connections every 500 ms).
      expect(lifetimes[i]).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(lifetimes[i]).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
    }
    expect(await health()).toBe(200);
  });

  it("also when its head never ends", async () => {
    const peer = await open(port);
    peer.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const drip = setInterval(() => peer.socket.writable && peer.socket.write("X-Slow: 1\r\n"), 200);
    const lifetime = await peer.closed;
    clearInterval(drip);
    expect(peer.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(lifetime).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
  });

  it("an upload as slow is closed the same way, answered with its 408 or its 401", async () => {
    const peer = await open(port);
    peer.socket.write(
      "POST /api/users/upload-profile-image HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n",
    );
    const drip = setInterval(() => peer.socket.writable && peer.socket.write("a"), 200);
    const lifetime = await peer.closed;
    clearInterval(drip);
    expect(peer.received()).toMatch(/^HTTP\/1\.1 (408|401) /);
    expect(lifetime).toBeLessThan(REQUEST_TIMEOUT_MS * 3);
  });
});

describe("a kept-alive connection", () => {
  it("is closed once it has been idle for the configured time", async () => {
    const peer = await open(port);
    peer.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const lifetime = await Promise.race([peer.closed, new Promise<number>((r) => setTimeout(() => r(Number.POSITIVE_INFINITY), 5000))]);
    expect(peer.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(peer.received().toLowerCase()).toContain("keep-alive");
    expect(lifetime).toBeLessThan(KEEP_ALIVE_MS + 1500);
  });

  it("a live stream is not a slow request: it stays open past the request timeout", async () => {
    const peer = await open(port);
    peer.socket.write("GET /api/tournaments/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n");
    const outcome = await Promise.race([peer.closed.then(() => "closed"), new Promise((r) => setTimeout(() => r("open"), REQUEST_TIMEOUT_MS * 2))]);
    expect(outcome).toBe("open");
    expect(peer.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe("connections from one address", () => {
  it(`are at most ${PER_ADDRESS}: the next is answered 429 in Turkish and closed, and a freed place is taken again`, async () => {
    const held = await Promise.all(Array.from({ length: PER_ADDRESS }, () => open(port)));
    const extra = await open(port);
    await extra.closed;
    const raw = extra.received();
    expect(raw).toMatch(/^HTTP\/1\.1 429 /);
    expect(raw.toLowerCase()).toContain("retry-after: 10");
    expect(raw.toLowerCase()).toContain("content-security-policy:");
    expect(bodyOf(raw)).toEqual({ code: "TOO_MANY_CONNECTIONS", message: "Bu adresten çok fazla bağlantı açık. Lütfen biraz sonra tekrar deneyin." });
    // The held ones still work.
    held[0]!.socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    await held[0]!.closed;
    expect(held[0]!.received()).toMatch(/^HTTP\/1\.1 200 /);
    // One place is free again.
    expect(await health()).toBe(200);
  });

  it("are not bounded for a proxy the server trusts: it speaks for many clients", async () => {
    const trusting = await startTestApp({
      trustProxy: ["127.0.0.1"],
      connectionLimits: { requestTimeoutMs: REQUEST_TIMEOUT_MS, keepAliveTimeoutMs: 500, perAddress: 2 },
    });
    try {
      const trustedPort = Number(new URL(await listening(trusting.app)).port);
      await Promise.all(Array.from({ length: 5 }, () => open(trustedPort)));
      const response = await fetch(`http://127.0.0.1:${trustedPort}/api/health`, { headers: { connection: "close" } });
      expect(response.status).toBe(200);
    } finally {
      for (const peer of peers.splice(0)) peer.socket.destroy();
      await trusting.close();
    }
  });
});
