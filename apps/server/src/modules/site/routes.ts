import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { newestPlatformSlugs } from "../platforms/repository.ts";
import { newestTournamentSlugs } from "../tournaments/list-queries.ts";
import { publicPages } from "./public-pages.ts";

/**
 * Platform and tournament pages the sitemap lists at most: with the static pages this stays under
 * the 50,000 URLs one sitemap file may hold. Past that, the newest are listed (a sitemap index
 * would take over then).
 */
export const SITEMAP_MAX_PLATFORMS = 20_000;
export const SITEMAP_MAX_TOURNAMENTS = 25_000;

/** `/sitemap.xml` and `/robots.txt`: for search engines, outside the API. */
export const siteRoutes: FastifyPluginAsync<{ publicUrl: string | null; db: Database }> = async (app, { publicUrl, db }) => {
  const origin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.get("/sitemap.xml", async (request, reply) => {
    const base = origin(request);
    // One read off each newest-first index; slugs are [a-z0-9-], safe in a URL as they are.
    const [platformSlugs, tournamentSlugs] = await Promise.all([
      newestPlatformSlugs(db, SITEMAP_MAX_PLATFORMS),
      newestTournamentSlugs(db, SITEMAP_MAX_TOURNAMENTS),
    ]);
    const platformPages = platformSlugs.map((slug) => `/platformlar/${slug}`);
    const tournamentPages = tournamentSlugs.map((slug) => `/turnuvalar/${slug}`);
    const urls = [...publicPages, ...platformPages, ...tournamentPages].map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`);
    reply.type("application/xml; charset=utf-8");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  });

  app.get("/robots.txt", async (request, reply) => {
    reply.type("text/plain; charset=utf-8");
    return `User-agent: *\nDisallow: /api/\nSitemap: ${origin(request)}/sitemap.xml\n`;
  });
};

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
