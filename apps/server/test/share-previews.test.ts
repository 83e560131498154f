// Shared links with a preview: /turnuvalar/{slug}, /tournaments/{slug-or-id} and /platformlar/{slug}
// answer the app with the page's own head written by the server, for preview bots that run no
// JavaScript (WhatsApp, Discord); every other page keeps the build's generic head.
import type { Image } from "@turnuva/contract";
import type { Tournament } from "@turnuva/contract/tournaments";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import {
  type BuiltPlatform,
  type BuiltSession,
  buildMembership,
  buildPlatform,
  buildSession,
  buildTournament,
  buildUser,
} from "./support/factories.ts";
import { fileForm, picture, sendForm } from "./support/images.ts";
import { answered, tournamentOf } from "./support/tournaments.ts";

const GENERIC_DESCRIPTION = "Turnuvam: arkadaşlarınla topluluk kur, eFootball ve EA Sports FC turnuvaları düzenle. Ücretsiz.";
// The build's index.html as Vite writes it, plus a generic og tag the page's own must replace.
const INDEX_HTML = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${GENERIC_DESCRIPTION}" />
    <meta property="og:site_name" content="Turnuvam" />
    <title>Turnuvam</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "turnuvam-share-"));
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), INDEX_HTML);
  writeFileSync(join(dist, "assets", "index-abc123.js"), "");
  return dist;
}

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/**
 * The head as a preview bot reads it: title, description, og:*, twitter:* and the canonical link,
 * each decoded. A tag written twice fails here: a crawler would have to pick one.
 */
function preview(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  const found: Array<[string, string]> = [
    ...[...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m): [string, string] => ["title", m[1]!]),
    ...[...head.matchAll(/<meta (?:name|property)="(description|og:[^"]+|twitter:[^"]+)" content="([^"]*)"/g)].map((m): [string, string] => [
      m[1]!,
      m[2]!,
    ]),
    ...[...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m): [string, string] => ["canonical", m[1]!]),
  ];
  const tags: Record<string, string> = {};
  for (const [key, value] of found) {
    expect(tags, `${key} written twice`).not.toHaveProperty(key);
    tags[key] = decode(value);
  }
  return tags;
}

const GENERIC = { title: "Turnuvam", description: GENERIC_DESCRIPTION, "og:site_name": "Turnuvam" };

/** Every tag of a page's own head, for a page at `url` titled `name`. */
const ownHead = (name: string, description: string, url: string) => ({
  title: `${name} | Turnuvam`,
  description,
  canonical: url,
  "og:type": "website",
  "og:site_name": "Turnuvam",
  "og:locale": "tr_TR",
  "og:url": url,
  "og:title": name,
  "og:description": description,
  "twitter:card": "summary",
  "twitter:title": name,
  "twitter:description": description,
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webDistDir: fakeDist(), publicUrl: "https://turnuvam.app" });
});
afterAll(() => t.close());
const call = caller(() => t.app);

/** A page as a preview bot fetches it: it must be the app, answered as every page is. */
async function page(url: string, status = 200) {
  const response = await t.app.inject(url);
  expect(response.statusCode, url).toBe(status);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("no-cache");
  expect(String(response.headers["content-security-policy"])).toContain("script-src 'self'");
  expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  expect(response.body).toContain('<div id="root"></div>');
  return response;
}

let owner: BuiltSession;
let platform: BuiltPlatform;
let running: Tournament;
beforeAll(async () => {
  owner = await buildSession(t.database.db);
  platform = await buildPlatform(t.database.db, {
    owner: owner.user,
    name: "Cuma Akşamı Ekibi",
    game: "EA Sports FC",
    description: "Her cuma\n21.00'de oynarız.",
  });
  ({ tournament: running } = await buildTournament(t.database.db, { owner, platform, system: "league", name: "Yaz Ligi", participantCount: 4 }));
});

describe("a running tournament's page", () => {
  const description = "Lig · Devam Ediyor · Platform: Cuma Akşamı Ekibi · 4 katılımcı";

  it("has its own title, description, Open Graph and Twitter tags, replacing the generic ones", async () => {
    const response = await page("/turnuvalar/yaz-ligi");
    expect(preview(response.body)).toEqual(ownHead("Yaz Ligi", description, "https://turnuvam.app/turnuvalar/yaz-ligi"));
    expect(response.body).not.toContain(GENERIC_DESCRIPTION);
  });

  it("is the same page under the share form /tournaments/{slug-or-id}, whose canonical address is /turnuvalar/{slug}", async () => {
    for (const url of [`/tournaments/${running._id}`, "/tournaments/yaz-ligi", "/tournaments/YAZ-LIGI", `/turnuvalar/${running._id}`]) {
      expect(preview((await page(url)).body), url).toEqual(ownHead("Yaz Ligi", description, "https://turnuvam.app/turnuvalar/yaz-ligi"));
    }
  });

  it("reads a paused tournament as 'Duraklatıldı'", async () => {
    answered(await call("PUT", `/api/tournaments/${running._id}`, owner, { status: "paused" }));
    expect(preview((await page("/turnuvalar/yaz-ligi")).body).description).toBe("Lig · Duraklatıldı · Platform: Cuma Akşamı Ekibi · 4 katılımcı");
    answered(await call("PUT", `/api/tournaments/${running._id}/resume`, owner));
  });
});

describe("a challenge's page", () => {
  let challenge: Tournament;
  beforeAll(async () => {
    const kaan = await buildUser(t.database.db, { username: "kaan" });
    const leyla = await buildUser(t.database.db, { username: "leyla" });
    await buildMembership(t.database.db, { platform, user: kaan });
    await buildMembership(t.database.db, { platform, user: leyla });
    ({ tournament: challenge } = await buildTournament(t.database.db, {
      owner,
      platform,
      system: "challenge",
      name: "Kaan ile Leyla",
      participants: [kaan, leyla],
    }));
  });
  const confirm = (round: number) =>
    call("POST", `/api/tournaments/${challenge._id}/matches/${challenge.challengeFixtures[round - 1]!._id}/confirm`, owner, {
      homeScore: 2,
      awayScore: 1,
    });

  it("names no champion while the challenge is decided but not finished", async () => {
    challenge = answered(await confirm(1));
    challenge = answered(await confirm(2));
    expect(challenge.actions.finish).toBe(true);
    const tags = preview((await page("/tournaments/kaan-ile-leyla")).body);
    expect(tags.description).toBe("Meydan Okuma · Devam Ediyor · Platform: Cuma Akşamı Ekibi · 2 katılımcı");
    expect(JSON.stringify(tags)).not.toContain("Şampiyon");
  });

  it("names the champion once completed, in every tag that describes it", async () => {
    const finished = answered(await call("POST", `/api/tournaments/${challenge._id}/finish`, owner));
    const champion = finished.champion!.username;
    const description = `Meydan Okuma · Tamamlandı · Platform: Cuma Akşamı Ekibi · 2 katılımcı · Şampiyon: ${champion}`;
    for (const url of ["/turnuvalar/kaan-ile-leyla", `/tournaments/${challenge._id}`]) {
      expect(preview((await page(url)).body), url).toEqual(ownHead("Kaan ile Leyla", description, "https://turnuvam.app/turnuvalar/kaan-ile-leyla"));
    }
  });
});

describe("a platform's page", () => {
  it("says its game, members and tournaments as its public read counts them, then its own description", async () => {
    const read = (await call("GET", `/api/platforms/slug/${platform.slug}`)).json<{ memberCount: number; tournamentCount: number }>();
    expect(read).toMatchObject({ memberCount: 7, tournamentCount: 2 });
    const description = "EA Sports FC platformu · 7 üye · 2 turnuva · Her cuma 21.00'de oynarız.";
    expect(preview((await page("/platformlar/cuma-aksami-ekibi")).body)).toEqual(
      ownHead("Cuma Akşamı Ekibi", description, "https://turnuvam.app/platformlar/cuma-aksami-ekibi"),
    );
    // Another case of the slug is the same platform, at its one address.
    expect(preview((await page("/platformlar/Cuma-Aksami-Ekibi")).body).canonical).toBe("https://turnuvam.app/platformlar/cuma-aksami-ekibi");
  });

  it("without a description or tournaments says what it has", async () => {
    const quiet = await buildPlatform(t.database.db, { name: "Sessiz Kulüp", game: "Diğer" });
    expect(preview((await page(`/platformlar/${quiet.slug}`)).body).description).toBe("Diğer platformu · 1 üye · 0 turnuva");
  });
});

describe("a platform with a picture", () => {
  it("shows it in the preview of its page and of its tournaments: its large variant, at an absolute address on the page's origin", async () => {
    const pictured = await buildPlatform(t.database.db, { owner: owner.user, name: "Resimli Kulüp", game: "eFootball" });
    const { tournament } = await buildTournament(t.database.db, {
      owner,
      platform: pictured,
      system: "league",
      name: "Resimli Kupa",
      participantCount: 4,
    });
    const uploaded = await sendForm(
      t.app,
      "POST",
      `/api/platforms/${pictured.id}/upload-image`,
      fileForm("platformImage", await picture(640, 480, "jpeg")),
      owner.authorization,
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const large = uploaded.json<{ data: { platformImage: Image } }>().data.platformImage.url;
    const image = `https://turnuvam.app${large}`;
    for (const url of [`/platformlar/${pictured.slug}`, `/turnuvalar/${tournament.slug}`]) {
      expect(preview((await page(url)).body), url).toMatchObject({ "og:image": image, "og:image:type": "image/webp", "twitter:image": image });
    }
    // A bot fetches it as anyone would, without a session.
    const served = await t.app.inject(large);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    // Without one, no picture is named (the other pages' heads above have none either).
    expect(preview((await page(`/platformlar/${platform.slug}`)).body)).not.toHaveProperty("og:image");
  });
});

describe("names are user input", () => {
  const name = `<script>alert("x")</script> & 'Biz'`;

  it("are escaped in every tag, and read back as written", async () => {
    const evil = await buildPlatform(t.database.db, { name, description: `"Tırnak" <b>kalın</b> & gerisi` });
    const { tournament } = await buildTournament(t.database.db, {
      platform: evil,
      owner: await buildSession(t.database.db, { user: evil.owner }),
      name,
    });
    for (const url of [`/platformlar/${evil.slug}`, `/turnuvalar/${tournament.slug}`]) {
      const { body } = await page(url);
      expect(body, url).not.toContain("<script>alert");
      expect(body).not.toContain('"x"');
      expect(body).not.toContain("<b>");
      expect(body).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;Biz&#39;");
      const tags = preview(body);
      expect(tags.title).toBe(`${name} | Turnuvam`);
      expect(tags["og:title"]).toBe(name);
    }
    expect(preview((await page(`/turnuvalar/${tournament.slug}`)).body).description).toContain(`Platform: ${name}`);
    expect(preview((await page(`/platformlar/${evil.slug}`)).body).description).toContain(`"Tırnak" <b>kalın</b> & gerisi`);
  });
});

describe("Turkish letters", () => {
  it("stay as written in the name, while the address is the folded slug", async () => {
    const { tournament } = await buildTournament(t.database.db, { owner, platform, name: "Şampiyonlar Ligi İğdır Çocukları" });
    expect(tournament.slug).toBe("sampiyonlar-ligi-igdir-cocuklari");
    const tags = preview((await page("/turnuvalar/sampiyonlar-ligi-igdir-cocuklari")).body);
    expect(tags.title).toBe("Şampiyonlar Ligi İğdır Çocukları | Turnuvam");
    expect(tags["og:url"]).toBe("https://turnuvam.app/turnuvalar/sampiyonlar-ligi-igdir-cocuklari");
  });

  it("in the address name nothing (slugs have none): the generic app as a 404", async () => {
    for (const url of [
      `/turnuvalar/${encodeURIComponent("şampiyonlar-ligi-iğdır-çocukları")}`,
      `/platformlar/${encodeURIComponent("cuma-akşamı-ekibi")}`,
    ]) {
      expect(preview((await page(url, 404)).body), url).toEqual(GENERIC);
    }
  });
});

describe("a page nobody has", () => {
  it("is the app with its generic head, as a 404: the app shows its not-found view", async () => {
    for (const url of [
      "/turnuvalar/boyle-bir-turnuva-yok",
      "/tournaments/boyle-bir-turnuva-yok",
      "/tournaments/00000000-0000-4000-8000-000000000000",
      "/platformlar/boyle-bir-platform-yok",
      `/platformlar/${running._id}`,
      "/turnuvalar/%00",
      `/turnuvalar/${"a".repeat(200)}`,
    ]) {
      const response = await page(url, 404);
      // /turnuvalar adds only its preloads (route-preloads.test.ts) to the generic head.
      expect(response.body.replace(/\n *<link rel="(?:preload|modulepreload)"[^>]*>/g, ""), url).toBe(INDEX_HTML);
    }
  });
});

describe("every other page", () => {
  it("keeps the build's generic head, as the file is", async () => {
    for (const url of [
      "/",
      "/turnuvalar",
      "/platformlar",
      "/giris-yap",
      `/platformlar/${platform.id}/duzenle`,
      "/turnuvalar/yaz-ligi/",
      "/olmayan/sayfa",
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      // /turnuvalar adds only its preloads (route-preloads.test.ts) to the generic head.
      expect(response.body.replace(/\n *<link rel="(?:preload|modulepreload)"[^>]*>/g, ""), url).toBe(INDEX_HTML);
    }
  });

  it("API reads are untouched", async () => {
    expect(tournamentOf(await call("GET", "/api/tournaments/yaz-ligi")).name).toBe("Yaz Ligi");
    expect((await call("GET", "/api/tournaments/boyle-bir-turnuva-yok")).statusCode).toBe(404);
  });
});

describe("caching and transfer", () => {
  it("is revalidated every time, answering 304 when the page has not changed", async () => {
    const first = await page("/turnuvalar/yaz-ligi");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: "/turnuvalar/yaz-ligi", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // A change to the tournament is a new page.
    answered(await call("PUT", `/api/tournaments/${running._id}`, owner, { status: "paused" }));
    expect((await t.app.inject({ url: "/turnuvalar/yaz-ligi", headers: { "if-none-match": etag } })).statusCode).toBe(200);
    answered(await call("PUT", `/api/tournaments/${running._id}/resume`, owner));
  });

  it("is compressed for a browser that accepts it, and answers HEAD", async () => {
    const response = await t.app.inject({ url: "/platformlar/cuma-aksami-ekibi", headers: { "accept-encoding": "br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(preview(brotliDecompressSync(response.rawPayload).toString()).title).toBe("Cuma Akşamı Ekibi | Turnuvam");
    const head = await t.app.inject({ method: "HEAD", url: "/platformlar/cuma-aksami-ekibi" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("serves a new build written over the folder without a restart", async () => {
    const dist = fakeDist();
    const other = await startTestApp({ webDistDir: dist, publicUrl: null });
    try {
      const shown = await buildPlatform(other.database.db, { name: "Yeni Yapı" });
      const read = () => other.app.inject({ url: `/platformlar/${shown.slug}`, headers: { host: "turnuva.ornek:8080" } });
      // Without PUBLIC_URL the address is the request's own, as the sitemap's.
      expect(preview((await read()).body)["og:url"]).toBe(`http://turnuva.ornek:8080/platformlar/${shown.slug}`);
      writeFileSync(join(dist, "index.html"), INDEX_HTML.replace("index-abc123.js", "index-def456.js"));
      const body = (await read()).body;
      expect(body).toContain("/assets/index-def456.js");
      expect(preview(body).title).toBe("Yeni Yapı | Turnuvam");
    } finally {
      await other.close();
    }
  });
});
