// `npm start`: builds the web app when its sources changed since the build in apps/web/dist (or
// when there is none, as on a clean clone), then runs the server in this same process: no second
// process to start, and the signals that stop the server reach it directly. The server is
// apps/server/src/main.ts with NODE_ENV=production, as `npm run serve` runs it, but loaded from a
// bundle of its sources (scripts/server-bundle.mjs, made again when they change), which starts
// seconds sooner than compiling every file through tsx; through tsx when no bundle can be made.
// First: an older Node.js stops here with a clear message.
import "./require-node.mjs";
import { pathToFileURL } from "node:url";
import { ensureServerBundle } from "./server-bundle.mjs";
import { ensureWebBuild } from "./web-build.mjs";

try {
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

process.env.NODE_ENV = "production";
const bundle = await ensureServerBundle();
if (bundle) {
  // Stack traces name the TypeScript sources.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../apps/server/src/main.ts");
}
