import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./support/app.ts";

/**
 * Issue 26, the installable app: the service worker and the manifest from apps/web/public (which
 * the build copies into dist as they are) served with the types browsers insist on, the worker
 * never cached and allowed the whole site, and every icon the manifest names there at its size.
 */
const webPublic = join(import.meta.dirname, "../../web/public");

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "turnuvam-dist-"));
  mkdirSync(join(dist, "icons"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Turnuvam</title><div id=root></div>");
  for (const file of ["sw.js", "manifest.webmanifest", "favicon.svg"]) copyFileSync(join(webPublic, file), join(dist, file));
  // What the build writes beside it (vite-plugin-compression2).
  writeFileSync(join(dist, "sw.js.br"), brotliCompressSync(readFileSync(join(webPublic, "sw.js"))));
  for (const file of ["icon-192.png", "icon-512.png", "icon-maskable-512.png", "apple-touch-icon.png"]) {
    copyFileSync(join(webPublic, "icons", file), join(dist, "icons", file));
  }
  t = await startTestApp({ webDistDir: dist });
});
afterAll(() => t.close());

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

describe("the installable app", () => {
  it("serves the service worker as JavaScript, revalidated at every visit, allowed the whole site", async () => {
    for (const headers of [{}, { "accept-encoding": "br" }]) {
      const response = await t.app.inject({ url: "/sw.js", headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["service-worker-allowed"]).toBe("/");
    }
    expect((await t.app.inject("/sw.js")).body).toContain('addEventListener("push"');
    // Only the worker: another file says nothing of scopes.
    expect((await t.app.inject("/favicon.svg")).headers["service-worker-allowed"]).toBeUndefined();
  });

  it("serves the manifest as a web app manifest, naming icons that are there at their sizes", async () => {
    const response = await t.app.inject("/manifest.webmanifest");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<{
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    }>();
    expect(manifest).toMatchObject({ name: "Turnuvam", short_name: "Turnuvam", start_url: "/", display: "standalone", theme_color: "#4338ca" });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const file = await t.app.inject(icon.src);
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers["content-type"]).toBe("image/png");
      expect(pngSize(file.rawPayload), icon.src).toBe(icon.sizes);
    }
  });
});
