// Builds the web app only when what the build reads has changed since the build in apps/web/dist:
// a SHA-256 of the build's inputs is written beside the build (apps/web/dist/.vite/build-stamp)
// after a build that succeeded, and compared at the next start. The stamp also keeps a hash of the
// inputs' sizes and modification times: while none of those changed, the files are not read and
// hashed again (tens of milliseconds of every start); when one did, the content decides, as
// before. Used by scripts/start.mjs (`npm start`) and scripts/lighthouse.mjs (`npm run lighthouse`),
// and by `npm run build` (scripts/build.mjs), which always builds and stamps (buildWebApp, below).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const root = join(import.meta.dirname, "..");
const distDir = join(root, "apps/web/dist");
// In .vite/, beside the manifest: not one of the files the server serves by name.
const stampFile = join(distDir, ".vite/build-stamp");

/**
 * What `vite build` reads: the app's sources, page and public files, its config and package file,
 * the workspace packages it bundles (as TypeScript source), the TypeScript settings and the lock
 * file (the versions of Vite, its plugins and every bundled library).
 */
const INPUTS = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/package.json",
  "apps/web/tsconfig.json",
  "packages/domain/src",
  "packages/domain/package.json",
  "packages/contract/src",
  "packages/contract/package.json",
  "tsconfig.base.json",
  "package-lock.json",
];

/** The files under a path (itself when it is a file), in a fixed order. */
function* files(path) {
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** The hash of every file's path and content under the given paths (relative to the root). */
export function inputsHash(inputs) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const file of files(path)) {
      hash.update(relative(root, file).split(sep).join("/"));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}

/**
 * A hash of every file's path, size and modification time under the given paths: the same while
 * no file was added, removed, or written to (editors, git and builds all set the time).
 */
export function statSignature(inputs) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const file of files(path)) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${relative(root, file).split(sep).join("/")}\0${size}\0${mtimeMs}\0`);
    }
  }
  return hash.digest("hex");
}

/** A stamp's content hash and (when it has one) the inputs' signature then; null when none. */
export function readStamp(file) {
  if (!existsSync(file)) return null;
  const [hash = "", signature = null] = readFileSync(file, "utf8").split("\n");
  return { hash: hash.trim(), signature: signature?.trim() || null };
}

export function writeStamp(file, { hash, signature }) {
  writeFileSync(file, `${hash}\n${signature}\n`);
}

/** The hash of what the web app's build reads. */
export const webInputsHash = () => inputsHash(INPUTS);

/** True when apps/web/dist holds a build of the current inputs. */
export function isWebBuildCurrent(hash = webInputsHash()) {
  if (!existsSync(join(distDir, "index.html"))) return false;
  return readStamp(stampFile)?.hash === hash;
}

/**
 * Builds the web app (`npm run build`) unless the build in apps/web/dist is of the current inputs.
 * The hash is taken before the build, so a file changed while it ran makes the next start build
 * again. Throws when the build fails (and leaves no stamp).
 */
export function ensureWebBuild({ log = console.log } = {}) {
  const signature = statSignature(INPUTS);
  const stamp = existsSync(join(distDir, "index.html")) ? readStamp(stampFile) : null;
  // While no input was written since the stamp, its content is the same: not read again.
  if (stamp === null || stamp.signature !== signature) {
    const hash = webInputsHash();
    if (stamp?.hash !== hash) return build(hash, signature, log);
    // Touched but not changed (a checkout, a save without edits): keep their new times.
    writeStamp(stampFile, { hash, signature });
  }
  log("The web app is built and up to date (apps/web/dist): not building it again.");
  return false;
}

function build(hash, signature, log) {
  log("Building the web app (its sources changed, or it was never built)…");
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status ?? result.signal})`);
  writeStamp(stampFile, { hash, signature });
  return true;
}

/** `npm run build` (scripts/build.mjs): always builds, and stamps the build as `npm start` would. */
export function buildWebApp(log = console.log) {
  build(webInputsHash(), statSignature(INPUTS), log);
}
