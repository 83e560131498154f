import { serverMessages } from "@turnuva/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { isApiPath } from "./api-path.ts";
import { AppError } from "./app-error.ts";

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * What has no route: an API path that exists for other methods is a 405 with `Allow`; any other
 * API path a JSON 404; a page path goes to the web app when it is served (DESIGN §7). Fastify
 * itself answers a known path with the wrong method as a 404, so the methods of every path are
 * kept in a router of our own to tell the two apart.
 */
export const notFoundHandling = fp<{ servePage: PageHandler | null }>(
  async (app, { servePage }) => {
    const routes = FindMyWay();
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        const name = method.toUpperCase() as HTTPMethod;
        if (!routes.hasRoute(name, route.url)) routes.on(name, route.url, () => undefined);
      }
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split("?")[0]!;
      if (isApiPath(path)) {
        const allowed = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"].filter((method) => routes.find(method as HTTPMethod, path));
        if (allowed.length > 0) {
          throw new AppError("METHOD_NOT_ALLOWED", serverMessages.methodNotAllowed, { headers: { allow: allowed.join(", ") } });
        }
        throw new AppError("NOT_FOUND", serverMessages.notFound);
      }
      if (servePage && (request.method === "GET" || request.method === "HEAD")) return servePage(request, reply);
      throw new AppError("NOT_FOUND", serverMessages.notFound);
    });
  },
  { name: "not-found" },
);
