// `npm run build`: everything the app needs to run, so that a production install starts on its
// dependencies alone (`npm ci --omit=dev && npm run start:prod`): the web app in apps/web/dist
// (built and stamped as `npm start` would, so a start afterwards does not build it again) and the
// server bundled into apps/server/dist.
import { buildProductionServer } from "./server-bundle.mjs";
import { buildWebApp } from "./web-build.mjs";

try {
  buildWebApp();
  console.log(`Bundled the server: ${await buildProductionServer()}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
