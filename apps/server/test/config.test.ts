import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { type TestApp, post, startTestApp } from "./support/app.ts";

describe("configuration", () => {
  it("refuses a bad environment with a clear message", () => {
    expect(() => loadConfig({ PORT: "yetmis" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "yetmis" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TOKEN_TTL: "bir hafta" })).toThrow(/TOKEN_TTL/);
    expect(() => loadConfig({ HSTS: "evet" })).toThrow(/HSTS/);
  });

  it("runs on a PostgreSQL server with DATABASE_URL alone", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/turnuvam" });
    expect(config.database).toEqual({ kind: "server", url: "postgres://postgres@127.0.0.1:5432/turnuvam" });
  });

  it("reads TOKEN_TTL as a duration, 7 days unless told otherwise, and HSTS as off unless true", () => {
    expect(loadConfig({}).tokenTtlSeconds).toBe(7 * 24 * 60 * 60);
    expect(loadConfig({ TOKEN_TTL: "12h" }).tokenTtlSeconds).toBe(12 * 60 * 60);
    expect(loadConfig({ TOKEN_TTL: "30m" }).tokenTtlSeconds).toBe(30 * 60);
    expect(loadConfig({ TOKEN_TTL: "3600" }).tokenTtlSeconds).toBe(3600);
    // Under a minute nobody could finish a form.
    expect(() => loadConfig({ TOKEN_TTL: "30s" })).toThrow(/TOKEN_TTL/);
    expect(loadConfig({}).hsts).toBe(false);
    expect(loadConfig({ HSTS: "true" }).hsts).toBe(true);
  });

  it("defaults to the embedded database in ./data on port 3000", () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: "embedded", dataDir: resolve("data") });
    expect(config.port).toBe(3000);
  });

  it("loads the demo set on the embedded database unless DEMO_DATA=false, and never at start on a server", () => {
    const server = "postgres://postgres@127.0.0.1:5432/turnuvam";
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: "true" }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: "false" }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: "" }).demoData).toBe(true);
    expect(() => loadConfig({ DEMO_DATA: "hayir" })).toThrow(/DEMO_DATA: must be true or false/);
    expect(loadConfig({ DATABASE_URL: server }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: server, DEMO_DATA: "false" }).demoData).toBe(false);
    // Asking for it at start on a server is refused with the way that does it: npm run seed:demo.
    expect(() => loadConfig({ DATABASE_URL: server, DEMO_DATA: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: server, DEMO_DATA: "true" })).toThrow(/DEMO_DATA: .*npm run seed:demo/);
  });

  it("reads the picture limits: 20 uploads per user in 10 minutes, 2 decodes at once and 8 waiting unless told otherwise", () => {
    expect(loadConfig({}).imageLimits).toEqual({ uploads: 20, windowSeconds: 600, concurrency: 2, queue: 8 });
    expect(loadConfig({ IMAGE_UPLOADS_PER_10_MINUTES: "5", IMAGE_PROCESSING_CONCURRENCY: "1", IMAGE_PROCESSING_QUEUE: "0" }).imageLimits).toEqual({
      uploads: 5,
      windowSeconds: 600,
      concurrency: 1,
      queue: 0,
    });
    expect(() => loadConfig({ IMAGE_UPLOADS_PER_10_MINUTES: "0" })).toThrow(/IMAGE_UPLOADS_PER_10_MINUTES/);
    expect(() => loadConfig({ IMAGE_PROCESSING_CONCURRENCY: "iki" })).toThrow(/IMAGE_PROCESSING_CONCURRENCY/);
    expect(() => loadConfig({ IMAGE_PROCESSING_QUEUE: "-1" })).toThrow(/IMAGE_PROCESSING_QUEUE/);
  });

  it("reads the connection limits: 60 s for a request, 10 s idle, 100 connections per address unless told otherwise", () => {
    expect(loadConfig({}).connectionLimits).toEqual({ requestTimeoutMs: 60_000, keepAliveTimeoutMs: 10_000, perAddress: 100 });
    expect(loadConfig({ REQUEST_TIMEOUT: "120", KEEP_ALIVE_TIMEOUT: "65", CONNECTIONS_PER_ADDRESS: "500" }).connectionLimits).toEqual({
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 65_000,
      perAddress: 500,
    });
    for (const name of ["REQUEST_TIMEOUT", "KEEP_ALIVE_TIMEOUT", "CONNECTIONS_PER_ADDRESS"]) {
      expect(() => loadConfig({ [name]: "0" }), name).toThrow(new RegExp(name));
      expect(() => loadConfig({ [name]: "bir dakika" }), name).toThrow(new RegExp(name));
    }
  });

  it("reads the hourly creation limits: 10 platforms, 30 tournaments, 50 invitations unless told otherwise", () => {
    expect(loadConfig({}).creationLimits).toEqual({ platformsPerHour: 10, tournamentsPerHour: 30, invitationsPerHour: 50 });
    expect(loadConfig({ PLATFORMS_PER_HOUR: "2", TOURNAMENTS_PER_HOUR: "3", INVITATIONS_PER_HOUR: "4" }).creationLimits).toEqual({
      platformsPerHour: 2,
      tournamentsPerHour: 3,
      invitationsPerHour: 4,
    });
    expect(() => loadConfig({ INVITATIONS_PER_HOUR: "-5" })).toThrow(/INVITATIONS_PER_HOUR/);
  });

  it("reads TRUST_PROXY as no proxy or a list of proxy addresses; never 'trust all'", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(trust("10.0.0.1, 10.0.0.0/8,::1,loopback")).toEqual(["10.0.0.1", "10.0.0.0/8", "::1", "loopback"]);
    for (const bad of ["true", "1", "yes", "10.0.0.0/33", "300.1.1.1", "10.0.0.1,"]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: give the addresses of the proxies/);
    }
  });
});

describe("behind a proxy (TRUST_PROXY=192.168.1.1)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: ["192.168.1.1"] });
  });
  afterAll(() => t.close());

  it("counts attempts by the address the proxy saw, whatever the client wrote before it", async () => {
    const proxy = "192.168.1.1";
    let tries = 0;
    // Another name each time, so only the address limit can hold these back.
    const attempt = (forwardedFor: string) =>
      post(
        t.app,
        "/api/auth/login",
        { usernameOrEmail: `kimse_${tries++}`, password: "yanlis-sifre" },
        {
          remoteAddress: proxy,
          headers: { "x-forwarded-for": forwardedFor },
        },
      );
    for (let i = 0; i < 10; i++) {
      expect((await attempt(`1.1.1.${i}, 203.0.113.7`)).statusCode).toBe(401);
    }
    expect((await attempt("1.1.1.99, 203.0.113.7")).statusCode).toBe(429);
    expect((await attempt("203.0.113.8")).statusCode).toBe(401);

    // The same header straight from a client that is not the proxy is not believed.
    const direct = await post(
      t.app,
      "/api/auth/login",
      { usernameOrEmail: "kimse_direkt", password: "yanlis-sifre" },
      {
        remoteAddress: "203.0.113.7",
        headers: { "x-forwarded-for": "198.51.100.1" },
      },
    );
    expect(direct.statusCode).toBe(429);
  });
});
