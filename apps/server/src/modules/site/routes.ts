import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { publicPages } from "./public-pages.ts";

/** `/sitemap.xml` and `/robots.txt`: for search engines, outside the API. */
export const siteRoutes: FastifyPluginAsync<{ publicUrl: string | null }> = async (app, { publicUrl }) => {
  const origin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  app.get("/sitemap.xml", async (request, reply) => {
    const base = origin(request);
    const urls = publicPages.map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`);
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
