import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { AppError } from "../../http/app-error.ts";
import type { PageHandler } from "../../http/not-found.ts";
import { serverMessages } from "@turnuva/contract";

/** True when `npm run build` has produced the web app in `distDir`. */
export function isWebAppBuilt(distDir: string | null): distDir is string {
  return distDir !== null && existsSync(join(distDir, "index.html"));
}

/**
 * Serves the built web app: each file as the build left it, precompressed (brotli or gzip, made at
 * build time) when the browser accepts it. Hashed assets never change; index.html, the service
 * worker (sw.js) and the manifest must be revalidated to pick up a new build.
 */
export const webApp = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const serviceWorker = join(distDir, "sw.js");
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header("cache-control", path.startsWith(join(distDir, "assets")) ? "public, max-age=31536000, immutable" : "no-cache");
        // Issue 26: the service worker controls the whole site from the root, and may say so.
        if (path.replace(/\.(br|gz)$/, "") === serviceWorker) reply.header("service-worker-allowed", "/");
      },
    });
  },
  { name: "web-app" },
);

/**
 * Every page path gets index.html, and the app itself shows 'Sayfa Bulunamadı' for routes it does
 * not know (DESIGN §7). A missing asset (an old tab asking for a chunk of a previous build) is a
 * 404, not the page: HTML under a script's name would only fail later and less clearly.
 */
export const sendPage: PageHandler = (request, reply) => {
  if (request.url.startsWith("/assets/")) throw new AppError("NOT_FOUND", serverMessages.notFound);
  return reply.header("cache-control", "no-cache").sendFile("index.html");
};
