import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml } from "./page-template.ts";

/**
 * The pages whose first paint waits on a chain (the entry script, then the page's chunk and its
 * imports, then the page's first API call): the server names those files and that call in the
 * page's head, so the browser fetches them all at once, beside the entry. The web build has Vite's
 * modulePreload off (it would cost "/" its budget), so nothing else names them early.
 *
 * Each page's modules as the app imports them lazily (the build manifest's keys): the page as
 * apps/web/src/app/routes.tsx imports it, and for a platform's tab in the address the lazy parts
 * the page then loads one inside the other (manager, tabs, the tab shown). Measured on a cold load
 * of `/platformlar?platformId=…&menu=1`: eight requests one after another before the chooser showed.
 */
const PLATFORMS_PAGE = "src/features/platforms/platforms-page.tsx";
const PROFILE_PAGE = "src/features/profile/profile-page.tsx";
const PLATFORM_MANAGER = ["src/features/platforms/manager/platform-manager.tsx", "src/features/platforms/manager/platform-tabs.tsx"];
export const PRELOADED_PAGES = {
  tournaments: ["src/features/tournaments/tournaments-page.tsx"],
  tournament: ["src/features/tournaments/tournament-detail-page.tsx"],
  platforms: [PLATFORMS_PAGE],
  // A platform selected (`platformId`), by its tab (`menu`: 1 when missing, as the app reads it).
  platformTab1: [PLATFORMS_PAGE, ...PLATFORM_MANAGER, "src/features/tournaments/public/new-tournament-tab.tsx"],
  platformTab2: [PLATFORMS_PAGE, ...PLATFORM_MANAGER, "src/features/tournaments/public/active-tournaments-tab.tsx"],
  platformTab3: [PLATFORMS_PAGE, ...PLATFORM_MANAGER, "src/features/profile/public/compare-members.tsx"],
  platform: ["src/features/platforms/platform-detail-page.tsx", "src/features/platforms/ratings-section.tsx"],
  platformEdit: ["src/features/platforms/platform-edit-page.tsx"],
  profile: [PROFILE_PAGE, "src/features/profile/rating-chart.tsx"],
  // `/profil`, the person's own: their settings too.
  ownProfile: [PROFILE_PAGE, "src/features/profile/rating-chart.tsx", "src/features/profile/settings/account-settings.tsx"],
} as const satisfies Record<string, readonly string[]>;
export type PreloadedPage = keyof typeof PRELOADED_PAGES;

/** The page of a platform's tab, from the address's `menu` as the app reads it (1 when missing or unknown). */
export function platformTabPage(menu: unknown): PreloadedPage {
  return menu === "2" ? "platformTab2" : menu === "3" ? "platformTab3" : "platformTab1";
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The `<link rel="modulepreload">` tags of each page: its chunks the entry does not load already.
 * At low priority: they run only once the entry has (it renders the page that imports them), so
 * the entry and the stylesheet, which the first paint waits on, should come first. At the default
 * (high) the browser asked for them as eagerly as for the entry, and Lighthouse counted every one
 * as a script the first paint waited on (FCP of /turnuvalar 2.3 s, against 1.7 s for "/", which
 * has the same entry and no preloads).
 */
function readTags(manifestFile: string): Record<PreloadedPage, string[]> {
  const pages = Object.keys(PRELOADED_PAGES) as PreloadedPage[];
  const none = Object.fromEntries(pages.map((page) => [page, []])) as unknown as Record<PreloadedPage, string[]>;
  if (!existsSync(manifestFile)) return none;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) return none;
  const shell = closure(manifest, entry);
  const tags = (modules: readonly string[]) => {
    const chunks = new Set<string>();
    for (const module of modules) closure(manifest, module, chunks);
    return [...chunks]
      .filter((key) => !shell.has(key))
      .map((key) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(manifest[key]!.file)}" />`);
  };
  return Object.fromEntries(pages.map((page) => [page, tags(PRELOADED_PAGES[page])])) as unknown as Record<PreloadedPage, string[]>;
}

/**
 * `<link rel="preload" as="fetch" crossorigin>` for an API call the page makes first. It is used
 * only when the app's fetch is the same request: the same address, credentials "same-origin" (the
 * default, as `crossorigin` asks) and no header of its own (apps/web/src/lib/api-client.ts sends
 * none for a public read), else the browser fetches again and the preload was wasted.
 */
export const fetchPreload = (apiPath: string) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(apiPath)}" />`;

/**
 * The build's manifest, read at start and again when a new build replaces it (a stat per page, as
 * the page template does). No manifest (a build without one, the tests' fake builds): no tags.
 */
export function routePreloads(distDir: string): { tags(page: PreloadedPage): string[] } {
  const file = join(distDir, ".vite", "manifest.json");
  const modified = () => (existsSync(file) ? statSync(file).mtimeMs : 0);
  let seen = modified();
  let tags = readTags(file);
  return {
    tags(page) {
      const now = modified();
      if (now !== seen) {
        seen = now;
        tags = readTags(file);
      }
      return tags[page];
    },
  };
}

/** `html` with `tags` at the end of its head. */
export function withHeadTags(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  const end = html.search(/<\/head>/i);
  return end < 0 ? html : `${html.slice(0, end)}  ${tags.join("\n    ")}\n  ${html.slice(end)}`;
}
