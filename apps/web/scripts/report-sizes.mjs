// The JavaScript each route needs, gzip, from the build's manifest: the entry with its static
// imports and the classic scripts index.html loads (the theme's), plus the route's lazy page with its own, plus the largest of the parts the page itself
// loads lazily, plus the parts the shell loads for a member with a profile picture on every page
// (MEMBER_PARTS: the picture's code, which the header's user menu loads for their avatar). A route
// whose element is in the shell (the home page, the redirects) costs the shell and a face of the
// home page. "/" is reported once per face, each with what comes with it: "/ (visitor)" is the
// shell and the visitor's face; "/ (member with a picture)" the shell, the member's face and the
// picture's code (a member's home always shows their avatar); "/" costs the larger of the two. The
// parts listed in ON_INTENT are left out of the routes and reported on lines of their own, each
// with the shell, MEMBER_PARTS and the page that loads it. Fails when either line of "/" needs more
// than 100 kB or any other line more than 150 kB (the budgets of the house issue). kB = 1000 bytes,
// as Vite prints them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_HOME = 100_000;
const BUDGET_ROUTE = 150_000;
/**
 * Parts that load when someone reaches for them (a menu opened, a toast shown, the Create button's
 * check), not to show a page: they are left out of the routes' figures and reported on their own
 * lines, each with the shell it needs, against the route budget.
 */
const ON_INTENT = [
  "src/ui/menu.tsx",
  "src/ui/toast-viewports.tsx",
  "src/features/platforms/create-tournament-check.tsx",
  "src/features/platforms/manager/create-platform-form.tsx",
  "src/features/platforms/manager/invite-dialog.tsx",
  "src/features/platforms/manager/members-dialog.tsx",
  // The picture's uploader: on the member home it loads when the button is reached for; on the own
  // profile with the header (measured below with each page that loads it).
  "src/features/profile/public/profile-image-editor.tsx",
  // The uploader's preview and delete dialogs, when a file is chosen or the delete button reached for.
  "src/ui/image-dialogs.tsx",
  // Issue 26: the bell's panel, when the bell is reached for; a new notification's sentence for
  // the live region, when the person's stream brings the first one (the bell and the stream
  // themselves are in the shell).
  "src/features/notifications/notification-panel.tsx",
  "src/features/notifications/notification-sentence.ts",
];
/**
 * Parts the shell loads after the page's load event, for nothing the first screen shows (issue 26:
 * the service worker's registration and the offline notice). The first screen does not wait for
 * them, but every page loads them without anyone reaching for anything: they are JavaScript of
 * every route, so they are counted with the shell, on every line.
 */
const AFTER_LOAD = ["src/lib/offline/after-load.ts"];
/**
 * Parts the shell loads for a member who has a profile picture, whatever the page: the picture's
 * code (ui/picture.tsx with its imports, which ui/avatar.tsx's PictureOr loads only when there is a
 * picture to show) comes with the avatar of the header's user menu, and with any page that shows a
 * picture. Counted on top of every route, every on-intent part and the member's face of "/".
 */
const MEMBER_PARTS = ["src/ui/picture.tsx"];
/**
 * The faces of "/" (features/home/home-page.tsx loads one, lazily) and who sees each: a member's
 * home always shows their avatar, so it is counted with MEMBER_PARTS; a visitor's shows no picture
 * (and the header no user menu), so it is not.
 */
const HOME_FACES = [
  { face: "src/features/home/visitor-home.tsx", who: "visitor", withMemberParts: false },
  { face: "src/features/home/member-home.tsx", who: "member with a picture", withMemberParts: true },
];

const webDir = join(import.meta.dirname, "..");
// WEB_DIST_DIR: a build made elsewhere (as the server can serve one), else apps/web/dist.
const dist = process.env.WEB_DIST_DIR ?? join(webDir, "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));

/** Route patterns by name, from lib/paths.ts, and page modules by component, from app/routes.tsx. */
const pathsSource = readFileSync(join(webDir, "src/lib/paths.ts"), "utf8");
const patterns = Object.fromEntries([...pathsSource.matchAll(/(\w+): \{\s*pattern: "([^"]+)"/g)].map((m) => [m[1], m[2]]));
const routesSource = readFileSync(join(webDir, "src/app/routes.tsx"), "utf8");
const pages = Object.fromEntries(
  [...routesSource.matchAll(/const (\w+) = lazyNamed\(\(\) => import\("@\/([^"]+)"\)/g)].map((m) => [m[1], `src/${m[2]}`]),
);
// Elements that are not lazy pages must be imported by name into the shell (HomePage, redirects);
// a page made lazy some other way would otherwise be counted as costing nothing.
const shellElements = new Set([...routesSource.matchAll(/^import \{([^}]+)\} from/gm)].flatMap((m) => m[1].split(",").map((name) => name.trim())));
const routes = [...routesSource.matchAll(/\{ (?:path: (?:paths\.(\w+)\.pattern|"([^"]+)")|index: true), element: <(\w+) \/> \}/g)].map((m) => {
  if (!pages[m[3]] && !shellElements.has(m[3])) throw new Error(`${m[3]} in app/routes.tsx is neither a lazyNamed page nor imported.`);
  return { route: m[1] ? patterns[m[1]] : (m[2] ?? "/"), page: pages[m[3]] ?? null };
});
// The table is read with a pattern: if it is ever written differently, say so rather than
// reporting on fewer routes than there are.
const routeCount = [...routesSource.matchAll(/element: </g)].length - [...routesSource.matchAll(/\{\s*element: </g)].length;
if (routes.length !== routeCount || routes.some((row) => !row.route)) {
  throw new Error(`Read ${routes.length} routes from app/routes.tsx, which has ${routeCount}; update this script's patterns.`);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** A chunk and every chunk it imports statically: what the browser must load before it runs. */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, into);
  return into;
}

const gzipCache = new Map();
function gzipBytes(key) {
  if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length);
  return gzipCache.get(key);
}

// The scripts index.html loads itself, outside the manifest (the theme's, src/lib/theme/boot.ts,
// before the first paint: vite.config.ts) are part of the shell: counted on every line.
const html = readFileSync(join(dist, "index.html"), "utf8");
const pageScripts = [...html.matchAll(/<script\b(?![^>]*\btype="module")[^>]*\bsrc="\/([^"]+)"/g)].map((m) => `index.html:${m[1]}`);
for (const key of pageScripts) manifest[key] = { file: key.slice("index.html:".length) };

const entryChunks = closure(entryKey);
for (const key of pageScripts) entryChunks.add(key);
for (const part of AFTER_LOAD) {
  if (!manifest[part]) throw new Error(`${part} is not in the build manifest.`);
  closure(part, entryChunks);
}
const pageModules = new Set(Object.values(pages));
const size = (keys) => [...keys].reduce((sum, key) => sum + gzipBytes(key), 0);
/** The lazy parts the given chunks load while showing their page: not pages, not on intent, not MEMBER_PARTS. */
const partsOf = (chunks) =>
  [...chunks]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((part) => !pageModules.has(part) && !ON_INTENT.includes(part) && !AFTER_LOAD.includes(part) && !MEMBER_PARTS.includes(part));
for (const part of [...MEMBER_PARTS, ...HOME_FACES.map(({ face }) => face)]) {
  if (!manifest[part]) throw new Error(`${part} is not in the build manifest.`);
}
// The shell's own lazy parts are the faces of "/": one more (a part of the layout made lazy) must
// be said to be a face, a member's part, on intent or after load, rather than silently counted as a face.
const unclassified = partsOf(entryChunks).filter((part) => !HOME_FACES.some(({ face }) => face === part));
if (unclassified.length > 0) {
  throw new Error(`The shell loads ${unclassified.join(", ")} lazily: add it to HOME_FACES, MEMBER_PARTS, ON_INTENT or AFTER_LOAD.`);
}
/** `chunks` with MEMBER_PARTS and their own imports added. */
const withMemberParts = (chunks) => {
  for (const part of MEMBER_PARTS) closure(part, chunks);
  return chunks;
};

/**
 * What the largest of the parts that `from` loads lazily adds to `present`. Only the largest
 * counts: a page shows one at a time; a face may have faces of its own (the platform manager's
 * tabs), counted the same way.
 */
const largestFace = (present, from) => Math.max(0, ...partsOf(from).map((part) => faceSize(present, part)));
function faceSize(present, part) {
  const withPart = closure(part, new Set(present));
  const added = [...withPart].filter((key) => !present.has(key));
  return size(added) + largestFace(withPart, added);
}

const kB = (bytes) => (bytes / 1000).toFixed(2).padStart(7);
const rows = routes.flatMap(({ route, page }) => {
  if (page) {
    if (!manifest[page]) throw new Error(`${page} (route ${route}) is not in the build manifest.`);
    const chunks = closure(page, new Set(entryChunks));
    const pageChunks = [...chunks].filter((key) => !entryChunks.has(key));
    const present = withMemberParts(chunks);
    return [{ route, total: size(present) + largestFace(present, pageChunks), budget: BUDGET_ROUTE }];
  }
  // An element in the shell: each face of the home page with what comes with it. A redirect shows
  // no face, but costs the larger of them as the home page does (it is a line of its own only for "/").
  const faces = HOME_FACES.map(({ face, who, withMemberParts: member }) => {
    const present = member ? withMemberParts(new Set(entryChunks)) : new Set(entryChunks);
    return { route: `${route} (${who})`, total: size(present) + faceSize(present, face), budget: BUDGET_HOME };
  });
  if (route === "/") return faces;
  return [{ route, total: Math.max(...faces.map((face) => face.total)), budget: BUDGET_ROUTE }];
});

const onIntentLabel = (part) => `(on intent) ${part.replace("src/", "")}`;
const width = Math.max(34, ...ON_INTENT.map((part) => onIntentLabel(part).length));
const memberPartsSize = size([...withMemberParts(new Set(entryChunks))].filter((key) => !entryChunks.has(key)));
console.log(
  `JavaScript per route (gzip; the shell alone: ${kB(size(entryChunks)).trim()} kB; the picture's code, MEMBER_PARTS: ${kB(memberPartsSize).trim()} kB)`,
);
for (const row of rows)
  console.log(`  ${row.route.padEnd(width)} ${kB(row.total)} kB   budget ${row.budget / 1000} kB${row.total > row.budget ? "   OVER" : ""}`);

/**
 * Each way `key` is reached: the chunks loaded on the way from the entry to it (each loads the next
 * lazily; a shared chunk (`_name`) is followed up to the modules that import it). A part shared by
 * several pages (the image dialogs of the profile and of the platform edit page) has one way per
 * page and is measured with each in turn: nobody has every page that could load it at once.
 */
function waysTo(key, seen = new Set([key])) {
  const ways = [];
  for (const [other, chunk] of Object.entries(manifest)) {
    const loadsIt = (chunk.dynamicImports ?? []).includes(key) || (key.startsWith("_") && (chunk.imports ?? []).includes(key));
    if (seen.has(other) || !loadsIt) continue;
    const above = chunk.isEntry ? [[]] : waysTo(other, new Set([...seen, other]));
    for (const way of above) ways.push([...way, other]);
  }
  return ways.length > 0 ? ways : [[]];
}

for (const part of ON_INTENT) {
  if (!manifest[part]) throw new Error(`${part} is not in the build manifest.`);
  // A part reached for inside a page (a dialog of the platform manager) counts with that page:
  // the largest of the ways to it. MEMBER_PARTS come with every way: the menus, the toasts and
  // the dialogs are a member's as much as a visitor's.
  const total = Math.max(
    ...waysTo(part).map((way) => {
      const present = withMemberParts(new Set(entryChunks));
      for (const loader of way) closure(loader, present);
      return size(closure(part, present));
    }),
  );
  rows.push({ route: onIntentLabel(part), total, budget: BUDGET_ROUTE });
  console.log(`  ${rows.at(-1).route.padEnd(width)} ${kB(total)} kB   budget ${BUDGET_ROUTE / 1000} kB${total > BUDGET_ROUTE ? "   OVER" : ""}`);
}

const over = rows.filter((row) => row.total > row.budget);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
