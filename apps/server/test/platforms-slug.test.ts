import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH } from "../src/db/slug.ts";
import { RESERVED_SLUGS, platformSlugBase as slugBase, platformSlugCandidate as slugCandidate } from "../src/modules/platforms/slug.ts";
import { type TestApp, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildSession } from "./support/factories.ts";

describe("slugBase", () => {
  it.each([
    ["Şampiyonlar Ligi", "sampiyonlar-ligi"],
    ["ŞİMŞEK GÜÇLÜ ÇOCUKLAR", "simsek-guclu-cocuklar"],
    ["Iğdır Işıkları", "igdir-isiklari"],
    ["Öğle Arası Üçlüsü", "ogle-arasi-uclusu"],
    ["İstanbul'un   en iyileri!!", "istanbul-un-en-iyileri"],
    ["Café Crème à la Noël", "cafe-creme-a-la-noel"],
    ["Straße Æsir Øresund", "strasse-aesir-oresund"],
    ["  --FC 24 // Pro Clubs--  ", "fc-24-pro-clubs"],
    ["eFootball_2025 Kupası", "efootball-2025-kupasi"],
    ["🎮🎮🎮", "platform"],
    ["Кубок", "platform"],
    ["!!!", "platform"],
  ])("%s → %s", (name, slug) => {
    expect(slugBase(name)).toBe(slug);
  });

  it("caps a long name without leaving a hyphen at the end", () => {
    const slug = slugBase(`${"a".repeat(59)} bbb`);
    expect(slug).toBe("a".repeat(59));
    expect(slugBase("ğ".repeat(80)).length).toBe(SLUG_MAX_LENGTH);
  });

  it("keeps a suffixed slug within the cap", () => {
    const base = "x".repeat(SLUG_MAX_LENGTH);
    expect(slugCandidate(base, 1)).toBe(base);
    expect(slugCandidate(base, 2)).toBe(`${"x".repeat(SLUG_MAX_LENGTH - 2)}-2`);
    expect(slugCandidate(base, 12)).toHaveLength(SLUG_MAX_LENGTH);
    expect(slugCandidate(`${"y".repeat(57)}-zz`, 10)).toBe(`${"y".repeat(57)}-10`);
  });
});

describe("slugs of created platforms", () => {
  let t: TestApp;
  let founder: BuiltSession;
  beforeAll(async () => {
    // Many creations by one person: this file is about what they are called and refused for, not how many.
    t = await startTestApp({ creationLimits: { platformsPerHour: 1000, tournamentsPerHour: 1000, invitationsPerHour: 1000 } });
    founder = await buildSession(t.database.db);
  });
  afterAll(() => t.close());

  const create = async (name: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/platforms",
      headers: { authorization: founder.authorization },
      payload: { name, game: "eFootball", deviceType: "efootball_mobil" },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().platform.slug as string;
  };

  it("suffixes -2, -3, … when a name's slug is taken, whatever the spelling that led to it", async () => {
    expect(await create("Gece Kuşları")).toBe("gece-kuslari");
    expect(await create("GECE KUŞLARI")).toBe("gece-kuslari-2");
    expect(await create("gece kuslari!")).toBe("gece-kuslari-3");
    // Every one of them is reachable at its own address.
    for (const slug of ["gece-kuslari", "gece-kuslari-2", "gece-kuslari-3"]) {
      expect((await t.app.inject(`/api/platforms/slug/${slug}`)).statusCode).toBe(200);
    }
  });

  it("never gives a route or API word as a slug", async () => {
    expect(await create("Düzenle")).toBe("duzenle-2");
    expect(await create("Yeni")).toBe("yeni-2");
    expect(await create("Oluştur")).toBe("olustur-2");
    expect(await create("Public")).toBe("public-2");
    expect(await create("Invitations")).toBe("invitations-2");
    expect(await create("Check")).toBe("check-2");
    expect(await create("Slug")).toBe("slug-2");
    expect(await create("My!")).toBe("my-2");
    for (const word of ["duzenle", "yeni", "olustur", "my", "public", "invitations", "check", "slug"]) {
      expect(RESERVED_SLUGS.has(word), word).toBe(true);
    }
  });

  it("names a platform of symbols 'platform', then 'platform-2'", async () => {
    expect(await create("★★★")).toBe("platform");
    expect(await create("🎮🎮🎮")).toBe("platform-2");
  });

  it("finds a free slug past many taken ones", async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 23; i++) slugs.push(await create("Kalabalık"));
    expect(slugs[0]).toBe("kalabalik");
    expect(slugs.slice(1)).toEqual(Array.from({ length: 22 }, (_, i) => `kalabalik-${i + 2}`));
  });
});
