// The server as one JavaScript module for `npm start`: the same sources that `npm run serve` runs
// through tsx (apps/server/src/main.ts with the workspace packages), bundled by esbuild (tsx's own)
// into apps/server/node_modules/.cache/turnuvam/server.mjs, with every npm package left to Node as
// an import. tsx compiles each file and resolves each import through its loader thread on every
// start (about two of the five seconds a start took); Node loads one file much faster. Bundled
// again only when what it is made of changed (a hash of its inputs beside it), as the web app is.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { inputsHash, root } from "./web-build.mjs";

const serverDir = join(root, "apps/server");
// Inside apps/server, so that the packages it imports resolve exactly as they do for its sources.
const cacheDir = join(serverDir, "node_modules/.cache/turnuvam");
export const bundleFile = join(cacheDir, "server.mjs");
const stampFile = join(cacheDir, "server.stamp");

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

/**
 * Returns the bundle's path, bundling first when the sources changed since the last bundle (or
 * there is none); null when it could not be made (the caller then runs the sources through tsx).
 */
export async function ensureServerBundle({ log = console.log } = {}) {
  // The bundle names our files by their absolute paths: a work tree moved elsewhere bundles again.
  const hash = `${inputsHash(INPUTS)} ${root}`;
  if (existsSync(bundleFile) && existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === hash) return bundleFile;
  try {
    const esbuild = createRequire(createRequire(import.meta.url).resolve("tsx"))("esbuild");
    mkdirSync(cacheDir, { recursive: true });
    const temporary = `${bundleFile}.${process.pid}.tmp.mjs`;
    await esbuild.build({
      entryPoints: [join(serverDir, "src/main.ts")],
      outfile: temporary,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      sourcemap: "linked",
      sourcesContent: false,
      logLevel: "warning",
      plugins: [packagesOutside, originalImportMeta],
    });
    renameSync(`${temporary}.map`, `${bundleFile}.map`);
    // The map is named inside the file: keep the name it will have.
    writeFileSync(bundleFile, readFileSync(temporary, "utf8").replace(/\/\/# sourceMappingURL=.*\n?$/, "//# sourceMappingURL=server.mjs.map\n"));
    rmSync(temporary, { force: true });
    writeFileSync(stampFile, `${hash}\n`);
    log("Bundled the server (its sources changed since the last start).");
    return bundleFile;
  } catch (error) {
    log(`Could not bundle the server (${error instanceof Error ? error.message : String(error)}): running its sources through tsx.`);
    return null;
  }
}
