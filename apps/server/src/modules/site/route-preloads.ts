import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml } from "./page-template.ts";

/**
 * The pages whose first paint waits on a chain (the entry script, then the page's chunk and its
 * imports, then the page's first API call): the server names those files and that call in the
 * page's head, so the browser fetches them all at once, beside the entry. The web build has Vite's
 * modulePreload off (it would cost "/" its budget), so nothing else names them early.
 *
 * Each page's module as apps/web/src/app/routes.tsx imports it (the build manifest's key).
 */
export const PRELOADED_PAGES = {
  tournaments: "src/features/tournaments/tournaments-page.tsx",
  tournament: "src/features/tournaments/tournament-detail-page.tsx",
} as const;
export type PreloadedPage = keyof typeof PRELOADED_PAGES;

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
  const none = { tournaments: [], tournament: [] };
  if (!existsSync(manifestFile)) return none;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) return none;
  const shell = closure(manifest, entry);
  const tags = (page: string) =>
    [...closure(manifest, page)]
      .filter((key) => !shell.has(key))
      .map((key) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(manifest[key]!.file)}" />`);
  return { tournaments: tags(PRELOADED_PAGES.tournaments), tournament: tags(PRELOADED_PAGES.tournament) };
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
