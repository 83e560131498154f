// /turnuvalar and /turnuvalar/{slug} name their chunks (from the build's manifest) and their first
// API calls in the head, so the browser fetches them beside the entry instead of one after another;
// the platforms' and profiles' pages name their chunks and the lazy parts they load one inside another.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRELOADED_PAGES } from "../src/modules/site/route-preloads.ts";
import { TOURNAMENT_LIST_FIRST_CALLS } from "../src/modules/site/share-pages.ts";
import { type TestApp, startTestApp } from "./support/app.ts";
import { buildPlatform, buildSession, buildTournament } from "./support/factories.ts";

const INDEX_HTML = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <title>Turnuvam</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const [TOURNAMENTS_PAGE] = PRELOADED_PAGES.tournaments;
const [TOURNAMENT_PAGE] = PRELOADED_PAGES.tournament;
const LAZY_MODULES = [...new Set(Object.values(PRELOADED_PAGES).flat())];
/** The fake build's file of a lazy module: its file name without the extension, 'platform-tabs' → assets/platform-tabs-x.js. */
const fileOf = (module: string) =>
  `assets/${module
    .split("/")
    .pop()!
    .replace(/\.tsx$/, "")}-x.js`;

// The manifest as Vite writes it: the entry with a chunk of its own, each page with a shared chunk
// (one the shell also loads, which needs no preload) and a chunk of its own; the platform's lazy
// parts each a chunk of their own, the manager's with one shared by its tabs.
const MANIFEST = {
  "index.html": { file: "assets/index-abc123.js", isEntry: true, imports: ["_shell-aaa.js"], dynamicImports: LAZY_MODULES },
  "_shell-aaa.js": { file: "assets/shell-aaa.js" },
  "_tabs-bbb.js": { file: "assets/tabs-bbb.js", imports: ["index.html", "_shell-aaa.js"] },
  "_grid-ccc.js": { file: "assets/grid-ccc.js", imports: ["index.html", "_tabs-bbb.js"] },
  ...Object.fromEntries(LAZY_MODULES.map((module) => [module, { file: fileOf(module), isDynamicEntry: true, imports: ["index.html"] }])),
  [TOURNAMENTS_PAGE]: {
    file: "assets/tournaments-page-ddd.js",
    isDynamicEntry: true,
    imports: ["index.html", "_grid-ccc.js", "_tabs-bbb.js"],
  },
  [TOURNAMENT_PAGE]: { file: "assets/tournament-detail-page-eee.js", isDynamicEntry: true, imports: ["index.html", "_tabs-bbb.js"] },
  "src/features/platforms/manager/platform-manager.tsx": {
    file: "assets/platform-manager-x.js",
    isDynamicEntry: true,
    imports: ["index.html", "_tabs-bbb.js"],
    dynamicImports: ["src/features/platforms/manager/platform-tabs.tsx"],
  },
};

function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), "turnuvam-preloads-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(join(dist, "index.html"), INDEX_HTML);
  writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  for (const chunk of Object.values(MANIFEST)) writeFileSync(join(dist, chunk.file), "");
  return dist;
}

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
// At low priority (route-preloads.ts): the entry and the stylesheet first.
const modulePreloads = (html: string) =>
  [...head(html).matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)" \/>/g)].map((m) => decode(m[1]!));
const fetchPreloads = (html: string) =>
  [...head(html).matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)" \/>/g)].map((m) => decode(m[1]!));

describe("preloads of the pages", () => {
  let t: TestApp;
  let dist: string;
  let slug: string;
  let platformSlug: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await startTestApp({ webDistDir: dist, publicUrl: "https://turnuvam.app" });
    const owner = await buildSession(t.database.db);
    const platform = await buildPlatform(t.database.db, { owner: owner.user, name: "Ön Yükleme Ekibi" });
    const { tournament } = await buildTournament(t.database.db, { owner, platform, system: "league", name: "Ön Yükleme Ligi", participantCount: 4 });
    slug = tournament.slug;
    platformSlug = platform.slug;
  });
  afterAll(() => t.close());

  async function page(url: string) {
    const response = await t.app.inject(url);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    return response.body;
  }

  it("/turnuvalar names its chunks the shell does not load, and its first two API calls", async () => {
    const html = await page("/turnuvalar");
    expect(modulePreloads(html).sort()).toEqual(["/assets/grid-ccc.js", "/assets/tabs-bbb.js", "/assets/tournaments-page-ddd.js"]);
    for (const href of modulePreloads(html)) expect(existsSync(join(dist, href))).toBe(true);
    expect(fetchPreloads(html)).toEqual([...TOURNAMENT_LIST_FIRST_CALLS]);
    expect(TOURNAMENT_LIST_FIRST_CALLS).toEqual(["/api/tournaments?status=completed&page=1&limit=18", "/api/tournaments/stats"]);
    // The preloaded calls answer as the app's own do.
    for (const call of fetchPreloads(html)) expect((await t.app.inject(call)).statusCode).toBe(200);
  });

  it("/turnuvalar with filters in its address preloads its chunks but no call (the app asks for others)", async () => {
    const html = await page("/turnuvalar?tab=active");
    expect(modulePreloads(html)).toHaveLength(3);
    expect(fetchPreloads(html)).toEqual([]);
  });

  it("a tournament's page names its chunks and its read, beside its own head", async () => {
    const html = await page(`/turnuvalar/${slug}`);
    expect(head(html)).toContain(`<link rel="canonical" href="https://turnuvam.app/turnuvalar/${slug}" />`);
    expect(modulePreloads(html).sort()).toEqual(["/assets/tabs-bbb.js", "/assets/tournament-detail-page-eee.js"]);
    expect(fetchPreloads(html)).toEqual([`/api/tournaments/${slug}`]);
    expect((await t.app.inject(`/api/tournaments/${slug}`)).statusCode).toBe(200);
  });

  const platformChunks = ["/assets/platforms-page-x.js"];
  const managerChunks = [...platformChunks, "/assets/platform-manager-x.js", "/assets/tabs-bbb.js", "/assets/platform-tabs-x.js"];

  it("/platformlar names its page's chunk; with a platform in the address, the manager, its tabs and the tab shown", async () => {
    expect(modulePreloads(await page("/platformlar"))).toEqual(platformChunks);
    expect(modulePreloads(await page("/platformlar?platformId=p1&menu=1")).sort()).toEqual(
      [...managerChunks, "/assets/new-tournament-tab-x.js"].sort(),
    );
    // 'menu' missing or unknown is tab 1, as the app reads it.
    expect(modulePreloads(await page("/platformlar?platformId=p1")).sort()).toEqual([...managerChunks, "/assets/new-tournament-tab-x.js"].sort());
    expect(modulePreloads(await page("/platformlar?platformId=p1&menu=9")).sort()).toEqual(
      [...managerChunks, "/assets/new-tournament-tab-x.js"].sort(),
    );
    expect(modulePreloads(await page("/platformlar?platformId=p1&menu=2")).sort()).toEqual(
      [...managerChunks, "/assets/active-tournaments-tab-x.js"].sort(),
    );
    expect(modulePreloads(await page("/platformlar?platformId=p1&menu=3")).sort()).toEqual([...managerChunks, "/assets/compare-members-x.js"].sort());
    for (const html of [await page("/platformlar"), await page("/platformlar?platformId=p1")]) expect(fetchPreloads(html)).toEqual([]);
  });

  it("a platform's page, its edit page and the profiles name their chunks", async () => {
    const platformPage = await t.app.inject(`/platformlar/${platformSlug}`);
    expect(platformPage.statusCode).toBe(200);
    expect(modulePreloads(platformPage.body).sort()).toEqual(["/assets/platform-detail-page-x.js", "/assets/ratings-section-x.js"]);
    expect(modulePreloads(await page("/platformlar/p1/duzenle"))).toEqual(["/assets/platform-edit-page-x.js"]);
    expect(modulePreloads(await page("/profil")).sort()).toEqual([
      "/assets/account-settings-x.js",
      "/assets/profile-page-x.js",
      "/assets/rating-chart-x.js",
    ]);
    expect(modulePreloads(await page("/profil/ali")).sort()).toEqual(["/assets/profile-page-x.js", "/assets/rating-chart-x.js"]);
    // Deeper paths are other pages: the app's own, without preloads.
    for (const other of ["/platformlar/p1/uyeler", "/profil/ali/maclar"]) {
      const response = await t.app.inject(other);
      expect(response.statusCode, other).toBe(200);
      expect(response.body, other).toBe(INDEX_HTML);
    }
  });

  it("a tournament nobody has keeps the generic page, without preloads", async () => {
    const response = await t.app.inject("/turnuvalar/kimsenin-turnuvasi-yok");
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX_HTML);
  });
});

// The real build, when there is one: every preload names a file the build wrote.
const realDist = join(import.meta.dirname, "../../web/dist");
describe.skipIf(!existsSync(join(realDist, ".vite", "manifest.json")))("preloads of the real build", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ webDistDir: realDist, publicUrl: "https://turnuvam.app" });
  });
  afterAll(() => t.close());

  it("/turnuvalar names its page's chunk and its imports, each a file of the build", async () => {
    const response = await t.app.inject("/turnuvalar");
    expect(response.statusCode).toBe(200);
    const hrefs = modulePreloads(response.body);
    expect(hrefs.some((href) => /^\/assets\/tournaments-page-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of hrefs) expect(existsSync(join(realDist, href)), href).toBe(true);
    // Every preload tag is one the pattern above reads (none left at the default priority).
    expect(response.body.match(/rel="modulepreload"/g)).toHaveLength(hrefs.length);
    // The live updates load after the first paint (features/tournaments/tournaments-page.tsx), not with the page.
    expect(hrefs.filter((href) => /live-lists/.test(href))).toEqual([]);
  });

  it("names every lazy module it preloads as the build's manifest does (a moved file would silently lose its preloads)", () => {
    const manifest = JSON.parse(readFileSync(join(realDist, ".vite", "manifest.json"), "utf8")) as Record<string, unknown>;
    expect(LAZY_MODULES.filter((module) => !(module in manifest))).toEqual([]);
  });
});
