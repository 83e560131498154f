import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { notFound } from "../../http/error-handler.ts";

/**
 * Serves the built web app. Unknown /api paths stay JSON 404s; every other GET gets index.html,
 * and the app itself shows 'Sayfa Bulunamadı' for routes it does not know (DESIGN §7).
 */
export async function serveWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  if (!distDir || !existsSync(join(distDir, "index.html"))) {
    if (distDir) app.log.warn({ distDir }, "web app not built: serving the API only (run `npm run build`)");
    app.setNotFoundHandler(notFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // Hashed assets never change; index.html must be revalidated to pick up a new build.
    setHeaders(reply, path) {
      reply.header(
        "cache-control",
        path.includes(`${join(distDir, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // A missing asset (an old tab asking for a chunk of a previous build) is a 404, not the page:
    // HTML under a script's name would only fail later and less clearly.
    const path = request.url.split("?")[0]!;
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      path !== "/api" &&
      !path.startsWith("/api/") &&
      !path.startsWith("/assets/");
    if (!isPage) return notFound(request, reply);
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
