import { serverMessages } from "@turnuva/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isApiPath } from "./api-path.ts";
import type { PageHandler } from "./not-found.ts";
import type { SecurityHeaders } from "./security-headers.ts";

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs, in our
 * words (issue 23) rather than its English `FST_ERR_*` answers. A path whose percent-encoding is
 * not UTF-8 (`/api/platforms/%C0%AF`) is a 400; a path parameter longer than any id, slug or
 * username can be is a page that is not there: 404 on the API, the app's 'Sayfa Bulunamadı' page
 * elsewhere. These answers skip the hooks, so they carry the security headers themselves: the
 * page's with the page, the API's with our JSON.
 */
export function frameworkErrors(headers: SecurityHeaders, page: () => PageHandler | null) {
  const pageHeaders = Object.fromEntries(headers.page);
  const apiHeaders = Object.fromEntries(headers.api);
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void => {
    const path = (request.raw.url ?? "").split("?")[0] ?? "";
    const servePage = page();
    const isPage = !isApiPath(path) && !path.startsWith("/assets/");
    if (error.code === "FST_ERR_MAX_PARAM_LENGTH" && isPage && servePage && request.method === "GET") {
      servePage(request, reply.headers(pageHeaders).code(404));
      return;
    }
    reply.headers(apiHeaders);
    if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
      void reply.code(404).send({ message: serverMessages.notFound, code: "NOT_FOUND" });
    } else if (error.code === "FST_ERR_BAD_URL") {
      void reply.code(400).send({ message: serverMessages.badUrl, code: "BAD_REQUEST" });
    } else {
      request.log.error({ err: { type: error.name, code: error.code } }, "router error");
      void reply.code(500).send({ message: serverMessages.internal, code: "INTERNAL_ERROR" });
    }
  };
}
