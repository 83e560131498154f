import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./support/app.ts";
import { buildPlatform } from "./support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: "https://turnuvam.app" });
});
afterAll(() => t.close());

const locations = async () => [...(await t.app.inject("/sitemap.xml")).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("/sitemap.xml", () => {
  it("lists the fixed public pages while there are no platforms", async () => {
    const urls = await locations();
    expect(urls).toContain("https://turnuvam.app/platformlar");
    expect(urls.some((url) => url?.startsWith("https://turnuvam.app/platformlar/"))).toBe(false);
  });

  it("lists every platform's page at its slug, newest first, after the fixed pages", async () => {
    await buildPlatform(t.database.db, { name: "Eski Lig", createdAt: new Date("2024-05-01T00:00:00Z") });
    await buildPlatform(t.database.db, { name: "Yeni Lig", createdAt: new Date("2025-05-01T00:00:00Z") });
    await buildPlatform(t.database.db, { name: "Ğ Şehri Kupası", createdAt: new Date("2025-01-01T00:00:00Z") });

    const response = await t.app.inject("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const urls = await locations();
    expect(urls.slice(-3)).toEqual([
      "https://turnuvam.app/platformlar/yeni-lig",
      "https://turnuvam.app/platformlar/g-sehri-kupasi",
      "https://turnuvam.app/platformlar/eski-lig",
    ]);
    expect(urls[0]).toBe("https://turnuvam.app/");
  });
});
