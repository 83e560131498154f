// The server as JavaScript modules for `npm start`: the same sources that `npm run serve` runs
// through tsx (apps/server/src/main.ts with the workspace packages), bundled by esbuild (declared, tsx's version)
// into apps/server/node_modules/.cache/turnuvam/<hash>/, with every npm package left to Node as an
// import. tsx compiles each file and resolves each import through its loader thread on every
// start (about two of the five seconds a start took); Node loads a few files much faster. Bundled
// again only when what it is made of changed (the folder is named by a hash of its inputs), as the
// web app is.
//
// Split at main.ts's dynamic imports (esbuild `splitting`): main.ts starts opening the database
// first and loads the app's modules (Fastify and the rest) while PGlite reads its files and
// compiles its WebAssembly; in one file every npm import would load before main.ts's first line.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { inputsHash, readStamp, root, statSignature, writeStamp } from "./web-build.mjs";

const serverDir = join(root, "apps/server");
// Inside apps/server, so that the packages it imports resolve exactly as they do for its sources.
const cacheDir = join(serverDir, "node_modules/.cache/turnuvam");
// The entry point's name inside a bundle's folder (main.ts's).
const ENTRY = "server.mjs";
const inputsStampFile = join(cacheDir, "inputs-stamp");
/** Where `npm run build` puts the server that `npm run start:prod` runs. */
export const PRODUCTION_DIR = join(serverDir, "dist");

const INPUTS = [
  "apps/server/src",
  "apps/server/package.json",
  "apps/server/tsconfig.json",
  "packages/domain/src",
  "packages/domain/package.json",
  "packages/contract/src",
  "packages/contract/package.json",
  "tsconfig.base.json",
  "package-lock.json",
  "scripts/server-bundle.mjs",
];

/**
 * `import.meta.dirname`, `.filename` and `.url` of our own files become their original values, so
 * that paths such as the migrations folder (db/database.ts) and the web build (config.ts) stay
 * where they were, whatever file the bundle is.
 */
const originalImportMeta = {
  name: "original-import-meta",
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes("/node_modules/")) return undefined;
      const source = readFileSync(args.path, "utf8");
      if (!source.includes("import.meta")) return undefined;
      const contents = source
        .replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path)))
        .replaceAll("import.meta.filename", JSON.stringify(args.path))
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href));
      const extension = args.path.split(".").pop();
      return { contents, loader: extension === "tsx" ? "tsx" : extension.endsWith("ts") ? "ts" : "js" };
    });
  },
};

/** Every npm package stays an import (resolved by Node at run time); our workspaces are bundled. */
const packagesOutside = {
  name: "packages-outside",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@turnuva/") ? undefined : { path: args.path, external: true }));
  },
};

/** The server's sources, bundled into `outdir` (its entry `server.mjs`), npm packages left as imports. */
async function bundleServer(outdir) {
  const esbuild = await import("esbuild");
  await esbuild.build({
    entryPoints: { server: join(serverDir, "src/main.ts") },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node24",
    sourcemap: "linked",
    sourcesContent: false,
    logLevel: "warning",
    plugins: [packagesOutside, originalImportMeta],
  });
}

/**
 * `npm run build`: the server for `npm run start:prod`, in apps/server/dist (made beside and
 * renamed into place). It names this tree's files by their paths (the migrations, the web build),
 * so it runs where it was built; the packages it imports are the server's dependencies, so it
 * starts after `npm ci --omit=dev`.
 */
export async function buildProductionServer() {
  const temporary = `${PRODUCTION_DIR}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  await bundleServer(temporary);
  rmSync(PRODUCTION_DIR, { recursive: true, force: true });
  renameSync(temporary, PRODUCTION_DIR);
  return join(PRODUCTION_DIR, ENTRY);
}

/**
 * Returns the bundle's entry file, bundling first when the sources changed since the last bundle
 * (or there is none); null when it could not be made (the caller then runs the sources through
 * tsx).
 */
export async function ensureServerBundle({ log = console.log } = {}) {
  // The bundle names our files by their absolute paths: a work tree moved elsewhere bundles again.
  const hash = currentHash();
  const dir = join(cacheDir, createHash("sha256").update(hash).digest("hex").slice(0, 16));
  const entry = join(dir, ENTRY);
  if (existsSync(entry)) return entry;
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Made beside and renamed into place: a start never sees half a bundle, and two starts at
    // once each make their own and one wins.
    const temporary = `${dir}.${process.pid}.tmp`;
    await bundleServer(temporary);
    try {
      renameSync(temporary, dir);
    } catch (error) {
      // Another start made the same bundle meanwhile: use theirs.
      rmSync(temporary, { recursive: true, force: true });
      if (!existsSync(entry)) throw error;
    }
    // Earlier bundles (and the single-file one earlier versions of this script made) are of no use.
    for (const name of readdirSync(cacheDir)) {
      const path = join(cacheDir, name);
      if (path !== dir && path !== inputsStampFile && !name.includes(".tmp")) rmSync(path, { recursive: true, force: true });
    }
    log("Bundled the server (its sources changed since the last start).");
    return entry;
  } catch (error) {
    log(`Could not bundle the server (${error instanceof Error ? error.message : String(error)}): running its sources through tsx.`);
    return null;
  }
}

/**
 * The hash of the bundle's inputs and the work tree's place. Reading and hashing every file takes
 * tens of milliseconds at each start, so the hash is kept with the files' sizes and modification
 * times (cacheDir/inputs-stamp) and taken again only when one of those changed.
 */
function currentHash() {
  // The root too: a work tree moved elsewhere (its times kept) must not find the old hash.
  const signature = `${statSignature(INPUTS)} ${root}`;
  const stamp = readStamp(inputsStampFile);
  if (stamp?.signature === signature) return stamp.hash;
  const hash = `${inputsHash(INPUTS)} ${root}`;
  mkdirSync(cacheDir, { recursive: true });
  writeStamp(inputsStampFile, { hash, signature });
  return hash;
}
