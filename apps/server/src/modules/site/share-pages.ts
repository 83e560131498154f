import { createHash } from "node:crypto";
import { join } from "node:path";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { findPlatformViewBySlug } from "../platforms/repository.ts";
import { isUuid } from "../../db/ids.ts";
import { findTournamentPreview } from "../tournaments/repository.ts";
import { platformHead, tournamentHead } from "./page-heads.ts";
import { type PageHead, pageTemplate, renderPage } from "./page-template.ts";
import { fetchPreload, platformTabPage, type PreloadedPage, routePreloads, withHeadTags } from "./route-preloads.ts";
import { sendPage } from "./web-app.ts";

// What a slug can be (modules/platforms/slug.ts: [a-z0-9-], at most 60); anything else names
// nothing and is not worth a query (nor fit for one: PostgreSQL refuses a NUL in text).
const SLUG_SHAPE = /^[a-z0-9-]{1,60}$/;
const mayBeSlug = (value: string) => SLUG_SHAPE.test(value.toLowerCase());
// An identifier encodeURIComponent leaves as it is: the app's API call names it the same way.
const URL_SAFE = /^[A-Za-z0-9-]+$/;

/**
 * The first API calls of /turnuvalar with no filters in its address, as the app makes them
 * (apps/web/src/features/tournaments/api/get-tournaments.ts and get-tournament-stats.ts: the
 * default tab 'completed', page 1 of 18; the counts with no filter).
 */
export const TOURNAMENT_LIST_FIRST_CALLS = ["/api/tournaments?status=completed&page=1&limit=18", "/api/tournaments/stats"] as const;

/**
 * The pages people share: the app as every page gets it, with the page's own head written by the
 * server (title, description, Open Graph and Twitter card tags, canonical address), so that a
 * link pasted into WhatsApp or Discord, whose preview bots run no JavaScript, shows what it is.
 * One indexed read per page. A slug nobody has gets the app with its generic head as a 404: the
 * app shows its not-found view, and a preview or a search engine does not keep a dead address.
 * Everything else the page route does stays: `no-cache` (with an ETag to revalidate against),
 * the security headers and compression of the house.
 */
export const sharePages: FastifyPluginAsync<{ distDir: string; db: Database; publicUrl: string | null }> = async (
  app,
  { distDir, db, publicUrl },
) => {
  const template = pageTemplate(join(distDir, "index.html"));
  const preloads = routePreloads(distDir);
  /** The page's chunks and its first API calls, named in its head so they load beside the entry. */
  const hints = (page: PreloadedPage, apiPaths: readonly string[]) => [...apiPaths.map(fetchPreload), ...preloads.tags(page)];
  const origin = (request: FastifyRequest) => publicUrl ?? `${request.protocol}://${request.host}`;

  async function answer(request: FastifyRequest, reply: FastifyReply, read: () => Promise<PageHead | null>, headTags: readonly string[] = []) {
    const page = await template.current();
    let head: PageHead | null;
    try {
      head = await read();
    } catch (error) {
      // The preview is a courtesy: without the database the app still loads and says what is wrong.
      request.log.error({ err: error }, "page head not read: serving the generic page");
      return send(request, reply, 200, page.generic);
    }
    return head ? send(request, reply, 200, withHeadTags(renderPage(page, head), headTags)) : send(request, reply, 404, page.generic);
  }

  /**
   * `/{prefix}/{identifier}`: a wildcard rather than a parameter, so that an identifier too long
   * for Fastify's parameters is a page nobody has (404) rather than a 414; deeper paths
   * (`/platformlar/{id}/duzenle`) and a trailing slash are other pages, as every page is.
   */
  const route = (
    prefix: string,
    read: (identifier: string, request: FastifyRequest) => Promise<PageHead | null>,
    headTags: (identifier: string) => readonly string[] = () => [],
    deeper: (rest: string, request: FastifyRequest, reply: FastifyReply) => unknown = (_rest, request, reply) => sendPage(request, reply),
  ) =>
    app.get(`${prefix}/*`, (request, reply) => {
      const identifier = (request.params as { "*": string })["*"];
      if (identifier === "" || identifier.includes("/")) return deeper(identifier, request, reply);
      return answer(request, reply, () => read(identifier, request), headTags(identifier));
    });
  /** A page with the app's generic head and its chunks named (no call: its first ones need the session). */
  const generic = async (request: FastifyRequest, reply: FastifyReply, page: PreloadedPage) =>
    send(request, reply, 200, withHeadTags((await template.current()).generic, hints(page, [])));

  const tournamentPage = async (identifier: string, request: FastifyRequest) => {
    const tournament = isUuid(identifier) || mayBeSlug(identifier) ? await findTournamentPreview(db, identifier) : null;
    return tournament && tournamentHead(tournament, origin(request));
  };
  // The detail page's chunks and its one call (features/tournaments/api/get-tournament.ts).
  route("/turnuvalar", tournamentPage, (identifier) => hints("tournament", URL_SAFE.test(identifier) ? [`/api/tournaments/${identifier}`] : []));
  // The list: the generic page with its chunks, and its first calls when the address holds no
  // filter (with one, the app asks for other addresses).
  app.get("/turnuvalar", async (request, reply) => {
    const page = await template.current();
    const filtered = request.url.includes("?");
    return send(request, reply, 200, withHeadTags(page.generic, hints("tournaments", filtered ? [] : TOURNAMENT_LIST_FIRST_CALLS)));
  });
  // The share form the wizards copy (part 2 §2): the app moves on to /turnuvalar/{slug}, the one
  // address the canonical link names.
  route("/tournaments", tournamentPage);
  route(
    "/platformlar",
    async (slug, request) => {
      const platform = mayBeSlug(slug) ? await findPlatformViewBySlug(db, slug) : null;
      return platform && platformHead(platform, origin(request));
    },
    () => hints("platform", []),
    (rest, request, reply) => (EDIT_PAGE.test(rest) ? generic(request, reply, "platformEdit") : sendPage(request, reply)),
  );
  // The member's pages, whose lazy parts load one inside the other: with a platform in the
  // address, its manager, tabs and the tab shown are named too.
  app.get("/platformlar", (request, reply) => {
    const query = request.query as Record<string, unknown>;
    return generic(request, reply, typeof query.platformId === "string" ? platformTabPage(query.menu) : "platforms");
  });
  app.get("/profil", (request, reply) => generic(request, reply, "ownProfile"));
  app.get("/profil/*", (request, reply) => {
    const username = (request.params as { "*": string })["*"];
    return username === "" || username.includes("/") ? sendPage(request, reply) : generic(request, reply, "profile");
  });
};

/** `/platformlar/{platformId}/duzenle` (part 1 §2), as the wildcard's rest. */
const EDIT_PAGE = /^[^/]+\/duzenle$/;

function send(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
  reply.header("cache-control", "no-cache").header("etag", etag).type("text/html; charset=utf-8");
  if (status === 200 && request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.code(status).send(html);
}
