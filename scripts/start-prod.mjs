// `npm run start:prod`: the production install's start. It runs what `npm run build` made (the
// server bundle in apps/server/dist, which serves apps/web/dist) with NODE_ENV=production, and
// needs nothing but the dependencies (`npm ci --omit=dev`): it builds nothing, so a tree whose
// build is missing is told to build rather than started half.
import "./require-node.mjs";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "..");
const server = join(root, "apps/server/dist/server.mjs");
const web = join(process.env.WEB_DIST_DIR ?? join(root, "apps/web/dist"), "index.html");

for (const [file, what] of [
  [server, "the server bundle"],
  [web, "the web app"],
]) {
  if (!existsSync(file)) {
    console.error(`${what} is missing (${file}): run \`npm run build\` (with the development dependencies) first.`);
    process.exit(1);
  }
}

process.env.NODE_ENV = "production";
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
