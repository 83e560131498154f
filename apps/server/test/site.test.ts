import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./support/app.ts";

let t: TestApp;
let dist: string;
const SCRIPT = `console.log(${JSON.stringify("Turnuvam ".repeat(200))});`;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "turnuvam-dist-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Turnuvam</title><div id=root></div>");
  writeFileSync(join(dist, "assets", "app-abc123.js"), SCRIPT);
  // What the build writes beside each file (vite-plugin-compression2).
  writeFileSync(join(dist, "assets", "app-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, "assets", "app-abc123.js.gz"), gzipSync(SCRIPT));
  t = await startTestApp({ webDistDir: dist, publicUrl: "https://turnuvam.app" });
});
afterAll(() => t.close());

describe("health", () => {
  it("reports the database as up", async () => {
    const response = await t.app.inject("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: { status: "up" } });
  });
});

describe("serving the web app", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    for (const request of [
      { method: "GET", url: "/api/yok" },
      { method: "POST", url: "/api/auth/yok" },
      { method: "GET", url: "/api" },
      { method: "GET", url: "/api?sayfa=1" },
    ] as const) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "İstenen kaynak bulunamadı.", code: "NOT_FOUND" });
    }
  });

  it("gives every page route the app, which shows its own not-found page", async () => {
    for (const url of ["/", "/giris-yap", "/olmayan/bir/sayfa", "/apiler"]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<div id=root>");
    }
  });

  it("serves hashed assets for a year and the page for no time", async () => {
    const asset = await t.app.inject("/assets/app-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await t.app.inject("/giris-yap")).headers["cache-control"]).toBe("no-cache");
  });

  it("serves the build's precompressed copy to a browser that accepts it, and the file itself otherwise", async () => {
    const brotli = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await t.app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ url: "/assets/app-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers a missing asset with 404, not with the page", async () => {
    const response = await t.app.inject("/assets/app-eski999.js");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
  });

  it("lists the public pages in /sitemap.xml", async () => {
    const response = await t.app.inject("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    for (const path of [
      "/",
      "/turnuvalar",
      "/platformlar",
      "/oyun/efootball",
      "/hakkimizda",
      "/iletisim",
      "/gizlilik-politikasi",
      "/kullanim-kosullari",
    ]) {
      expect(response.body).toContain(`<loc>https://turnuvam.app${path}</loc>`);
    }
    expect(response.body).not.toContain("/giris-yap");
    expect((await t.app.inject("/robots.txt")).body).toContain("Sitemap: https://turnuvam.app/sitemap.xml");
  });
});

describe("security headers", () => {
  it("send a content security policy that allows only our own scripts, and no sniffing or framing", async () => {
    const response = await t.app.inject("/giris-yap");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("send an API answer a policy that allows nothing, and only the headers that mean something for it", async () => {
    for (const url of ["/api/health", "/api/tournaments?page=1", "/api/hic-yok", "/api"]) {
      const response = await t.app.inject(url);
      expect(response.headers["content-security-policy"], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      // A document's own: no JSON answer is shown as a page.
      for (const name of ["cross-origin-opener-policy", "origin-agent-cluster", "referrer-policy", "x-dns-prefetch-control", "x-xss-protection"]) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // Swagger UI's page is a page: its scripts run under the site's policy.
    expect(String((await t.app.inject("/api/docs/")).headers["content-security-policy"])).toContain("script-src 'self'");
  });
});
