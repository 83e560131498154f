import { readFileSync, statSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";

/** What a page says of itself in its head, for browsers, search engines and link previews. */
export interface PageHead {
  /** The document's title, as the app writes it ("{name} | Turnuvam"). */
  title: string;
  /** The title a preview card shows beside the site's name (og:title, twitter:title). */
  cardTitle: string;
  description: string;
  /** The page's one absolute address: og:url and the canonical link. */
  url: string;
  siteName: string;
  /** An absolute address of the picture a preview shows (og:image, twitter:image); null: none. */
  image: string | null;
}

// Slots are marked with a private-use character, which no build writes into index.html.
const SLOT = /\uE000(title|description|social)\uE000/;
type Slot = "title" | "description" | "social";

/** index.html cut where a page's own head goes. */
export interface ParsedPage {
  /** The file as the build wrote it: the generic head, for every page that has no head of its own. */
  generic: string;
  /** Text, slot, text, slot, ..., text: the odd places are slots. */
  parts: readonly string[];
}

// The build's own tags of these kinds give way to the page's (never two descriptions or titles:
// crawlers would pick one). Vite writes them as index.html has them; the patterns allow either
// quote and any order of attributes all the same.
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*["']description["'][^>]*>/i;
const SOCIAL =
  /[ \t]*<meta\b[^>]*\b(?:property|name)\s*=\s*["'](?:og|twitter):[^"']*["'][^>]*>\s*|[ \t]*<link\b[^>]*\brel\s*=\s*["']canonical["'][^>]*>\s*/gi;
const HEAD_END = /<\/head>|<body\b/i;

export function parsePage(html: string): ParsedPage {
  let marked = html.replace(SOCIAL, "");
  const slots: string[] = [];
  for (const [slot, pattern] of [
    ["title", TITLE],
    ["description", DESCRIPTION],
  ] as const) {
    if (pattern.test(marked)) marked = marked.replace(pattern, `\uE000${slot}\uE000`);
    else slots.push(`\uE000${slot}\uE000`);
  }
  // The rest go at the end of the head (after the build's scripts: previews read the whole head).
  const rest = `${slots.join("")}\uE000social\uE000`;
  const end = marked.search(HEAD_END);
  marked = end >= 0 ? `${marked.slice(0, end)}  ${rest}\n  ${marked.slice(end)}` : `${rest}${marked}`;
  return { generic: html, parts: marked.split(SLOT) };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderPage(page: ParsedPage, head: PageHead): string {
  const content = (value: string) => `content="${escapeHtml(value)}"`;
  const tags: Record<Slot, string> = {
    title: `<title>${escapeHtml(head.title)}</title>`,
    description: `<meta name="description" ${content(head.description)} />`,
    social: [
      `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" ${content(head.siteName)} />`,
      `<meta property="og:locale" content="tr_TR" />`,
      `<meta property="og:url" ${content(head.url)} />`,
      `<meta property="og:title" ${content(head.cardTitle)} />`,
      `<meta property="og:description" ${content(head.description)} />`,
      ...(head.image ? [`<meta property="og:image" ${content(head.image)} />`, `<meta property="og:image:type" content="image/webp" />`] : []),
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="twitter:title" ${content(head.cardTitle)} />`,
      `<meta name="twitter:description" ${content(head.description)} />`,
      ...(head.image ? [`<meta name="twitter:image" ${content(head.image)} />`] : []),
    ].join("\n    "),
  };
  return page.parts.map((part, i) => (i % 2 === 1 ? tags[part as Slot] : part)).join("");
}

/**
 * The built index.html, read and cut once at start. A new build written over the folder while the
 * server runs replaces it on the next request (a stat per page, no read): the page must name the
 * new build's script files, the old ones are gone.
 */
export function pageTemplate(file: string): { current(): Promise<ParsedPage> } {
  let modified = statSync(file).mtimeMs;
  let page = parsePage(readFileSync(file, "utf8"));
  return {
    async current() {
      const now = (await stat(file)).mtimeMs;
      if (now !== modified) {
        modified = now;
        page = parsePage(await readFile(file, "utf8"));
      }
      return page;
    },
  };
}
