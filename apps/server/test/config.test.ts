import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { type TestApp, post, startTestApp } from "./support/app.ts";

function emptyDataDir(): string {
  return mkdtempSync(join(tmpdir(), "turnuvam-data-"));
}

describe("configuration", () => {
  it("refuses a bad environment with a clear message", () => {
    expect(() => loadConfig({ PORT: "yetmis" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "yetmis" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: "postgres://x/y" })).toThrow(/JWT_SECRET: required when DATABASE_URL is set/);
    expect(() => loadConfig({ JWT_SECRET: "kisa" })).toThrow(/JWT_SECRET/);
  });

  it("generates the embedded secret once and keeps it in the data directory", () => {
    const dataDir = emptyDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, "jwt-secret"), "utf8").trim()).toBe(first.jwtSecret);
    expect(first.database).toEqual({ kind: "embedded", dataDir });
    expect(first.port).toBe(3000);
  });

  it("refuses to start on a damaged kept secret instead of signing with it", () => {
    const dataDir = emptyDataDir();
    writeFileSync(join(dataDir, "jwt-secret"), "\n");
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/jwt-secret: the kept token secret is shorter than 32 characters/);
  });

  it("creates the data directory when it does not exist yet", () => {
    const dataDir = join(emptyDataDir(), "yeni", "klasor");
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(readFileSync(join(dataDir, "jwt-secret"), "utf8").trim()).toBe(config.jwtSecret);
  });

  it("reads TRUST_PROXY as no proxy or a list of proxy addresses; never 'trust all'", () => {
    const dataDir = emptyDataDir();
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
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
      post(t.app, "/api/auth/login", { usernameOrEmail: `kimse_${tries++}`, password: "yanlis-sifre" }, {
        remoteAddress: proxy,
        headers: { "x-forwarded-for": forwardedFor },
      });
    for (let i = 0; i < 10; i++) {
      expect((await attempt(`1.1.1.${i}, 203.0.113.7`)).statusCode).toBe(401);
    }
    expect((await attempt("1.1.1.99, 203.0.113.7")).statusCode).toBe(429);
    expect((await attempt("203.0.113.8")).statusCode).toBe(401);

    // The same header straight from a client that is not the proxy is not believed.
    const direct = await post(t.app, "/api/auth/login", { usernameOrEmail: "kimse_direkt", password: "yanlis-sifre" }, {
      remoteAddress: "203.0.113.7",
      headers: { "x-forwarded-for": "198.51.100.1" },
    });
    expect(direct.statusCode).toBe(429);
  });
});
