import { createHash } from "node:crypto";
import { join } from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { findPlatformViewBySlug, isUuid } from "../platforms/repository.ts";
import { findTournamentPreview } from "../tournaments/repository.ts";
import { platformHead, tournamentHead } from "./page-heads.ts";
import { type PageHead, pageTemplate, renderPage } from "./page-template.ts";
import { sendPage } from "./web-app.ts";

// What a slug can be (modules/platforms/slug.ts: [a-z0-9-], at most 60); anything else names
// nothing and is not worth a query (nor fit for one: PostgreSQL refuses a NUL in text).
const SLUG_SHAPE = /^[a-z0-9-]{1,60}$/;
const mayBeSlug = (value: string) => SLUG_SHAPE.test(value.toLowerCase());

/**
 * The pages people share: the app as every page gets it, with the page's own head written by the
 * server (title, description, Open Graph and Twitter card tags, canonical address), so that a
 * link pasted into WhatsApp or Discord, whose preview bots run no JavaScript, shows what it is.
 * One indexed read per page. A slug nobody has gets the app with its generic head as a 404: the
 * app shows its not-found view, and a preview or a search engine does not keep a dead address.
 * Everything else the page route does stays: `no-cache` (with an ETag to revalidate against),
 * the security headers and compression of the house.
 */
export const sharePages: FastifyPluginAsync<{ distDir: string; db: Database; publicUrl: string | null }> = async (app, { distDir, db, publicUrl }) => {
  const template = pageTemplate(join(distDir, "index.html"));
  const origin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  async function answer(request: FastifyRequest, reply: FastifyReply, read: () => Promise<PageHead | null>) {
    const page = await template.current();
    let head: PageHead | null;
    try {
      head = await read();
    } catch (error) {
      // The preview is a courtesy: without the database the app still loads and says what is wrong.
      request.log.error({ err: error }, "page head not read: serving the generic page");
      return send(request, reply, 200, page.generic);
    }
    return head ? send(request, reply, 200, renderPage(page, head)) : send(request, reply, 404, page.generic);
  }

  /**
   * `/{prefix}/{identifier}`: a wildcard rather than a parameter, so that an identifier too long
   * for Fastify's parameters is a page nobody has (404) rather than a 414; deeper paths
   * (`/platformlar/{id}/duzenle`) and a trailing slash are other pages, as every page is.
   */
  const route = (prefix: string, read: (identifier: string, request: FastifyRequest) => Promise<PageHead | null>) =>
    app.get(`${prefix}/*`, (request, reply) => {
      const identifier = (request.params as { "*": string })["*"];
      if (identifier === "" || identifier.includes("/")) return sendPage(request, reply);
      return answer(request, reply, () => read(identifier, request));
    });

  const tournamentPage = async (identifier: string, request: FastifyRequest) => {
    const tournament = isUuid(identifier) || mayBeSlug(identifier) ? await findTournamentPreview(db, identifier) : null;
    return tournament && tournamentHead(tournament, origin(request));
  };
  route("/turnuvalar", tournamentPage);
  // The share form the wizards copy (part 2 §2): the app moves on to /turnuvalar/{slug}, the one
  // address the canonical link names.
  route("/tournaments", tournamentPage);
  route("/platformlar", async (slug, request) => {
    const platform = mayBeSlug(slug) ? await findPlatformViewBySlug(db, slug) : null;
    return platform && platformHead(platform, origin(request));
  });
};

function send(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
  reply.header("cache-control", "no-cache").header("etag", etag).type("text/html; charset=utf-8");
  if (status === 200 && request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.code(status).send(html);
}
