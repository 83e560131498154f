// The JavaScript each route needs, gzip, from the build's manifest: the entry with its static
// imports, plus the route's lazy page with its own, plus the largest of the parts the page itself
// loads lazily. A route whose element is in the shell (the home page, the redirects) costs the
// shell. Fails when "/" needs more than 100 kB or any route more than 150 kB (the budgets of the
// house issue). kB = 1000 bytes, as Vite prints them.
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
  [...routesSource.matchAll(/const (\w+) = lazyNamed\(\(\) => import\("\.\.\/([^"]+)"\)/g)].map((m) => [m[1], `src/${m[2]}`]),
);
// Elements that are not lazy pages must be imported by name into the shell (HomePage, redirects);
// a page made lazy some other way would otherwise be counted as costing nothing.
const shellElements = new Set(
  [...routesSource.matchAll(/^import \{([^}]+)\} from/gm)].flatMap((m) => m[1].split(",").map((name) => name.trim())),
);
const routes = [...routesSource.matchAll(/\{ (?:path: (?:paths\.(\w+)\.pattern|"([^"]+)")|index: true), element: <(\w+) \/> \}/g)].map(
  (m) => {
    if (!pages[m[3]] && !shellElements.has(m[3])) throw new Error(`${m[3]} in app/routes.tsx is neither a lazyNamed page nor imported.`);
    return { route: m[1] ? patterns[m[1]] : (m[2] ?? "/"), page: pages[m[3]] ?? null };
  },
);
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

const entryChunks = closure(entryKey);
const pageModules = new Set(Object.values(pages));
/** The lazy parts the given chunks load while showing their page: not pages, not on intent. */
const partsOf = (chunks) =>
  [...chunks].flatMap((key) => manifest[key].dynamicImports ?? []).filter((part) => !pageModules.has(part) && !ON_INTENT.includes(part));
const kB = (bytes) => (bytes / 1000).toFixed(2).padStart(7);
const rows = routes.map(({ route, page }) => {
  if (page && !manifest[page]) throw new Error(`${page} (route ${route}) is not in the build manifest.`);
  const chunks = page ? closure(page, new Set(entryChunks)) : entryChunks;
  const size = (keys) => [...keys].reduce((sum, key) => sum + gzipBytes(key), 0);
  // The lazy parts of the page's own chunks; for a route whose element is in the shell, the
  // shell's (the two faces of the home page). Only the largest counts: a page shows one at a time;
  // a face may have faces of its own (the platform manager's tabs), counted the same way.
  const largestFace = (present, from) =>
    Math.max(
      0,
      ...partsOf(from).map((part) => {
        const withPart = closure(part, new Set(present));
        const added = [...withPart].filter((key) => !present.has(key));
        return size(added) + largestFace(withPart, added);
      }),
    );
  const largestPart = largestFace(chunks, page ? [...chunks].filter((key) => !entryChunks.has(key)) : [...entryChunks]);
  const total = size(chunks) + largestPart;
  return { route, total, budget: route === "/" ? BUDGET_HOME : BUDGET_ROUTE };
});

const onIntentLabel = (part) => `(on intent) ${part.replace("src/", "")}`;
const width = Math.max(34, ...ON_INTENT.map((part) => onIntentLabel(part).length));
console.log(`JavaScript per route (gzip; the shell alone: ${kB([...entryChunks].reduce((sum, key) => sum + gzipBytes(key), 0))} kB)`);
for (const row of rows) console.log(`  ${row.route.padEnd(width)} ${kB(row.total)} kB   budget ${row.budget / 1000} kB${row.total > row.budget ? "   OVER" : ""}`);

/**
 * The chunks that load `key` lazily, and theirs, up to the entry: what is already there when the
 * part is reached for. A shared chunk (`_name`) is followed up to the modules that import it.
 */
function loaders(key, into = new Set()) {
  for (const [other, chunk] of Object.entries(manifest)) {
    const loadsIt = (chunk.dynamicImports ?? []).includes(key) || (key.startsWith("_") && (chunk.imports ?? []).includes(key));
    if (into.has(other) || !loadsIt) continue;
    into.add(other);
    loaders(other, into);
  }
  return into;
}

for (const part of ON_INTENT) {
  if (!manifest[part]) throw new Error(`${part} is not in the build manifest.`);
  // A part reached for inside a page (a dialog of the platform manager) counts with that page.
  const present = new Set(entryChunks);
  for (const loader of loaders(part)) closure(loader, present);
  const total = [...closure(part, present)].reduce((sum, key) => sum + gzipBytes(key), 0);
  rows.push({ route: onIntentLabel(part), total, budget: BUDGET_ROUTE });
  console.log(`  ${rows.at(-1).route.padEnd(width)} ${kB(total)} kB   budget ${BUDGET_ROUTE / 1000} kB${total > BUDGET_ROUTE ? "   OVER" : ""}`);
}

const over = rows.filter((row) => row.total > row.budget);
if (over.length > 0) {
  console.error(`Over budget: ${over.map((row) => row.route).join(", ")}`);
  process.exit(1);
}
