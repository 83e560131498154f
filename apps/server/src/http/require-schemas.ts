import fp from "fastify-plugin";
import { isApiPath } from "./api-path.ts";
import { API_DOCS_PATH } from "./openapi.ts";

/**
 * Every API route declares its contract: at least one success response, and its params when the
 * path has any. A route without them would answer fields nobody checked (a password hash, an
 * e-mail meant for someone else) and stay off the API page, so the app refuses to start with one.
 */
export const requireSchemas = fp(
  async (app) => {
    app.addHook("onRoute", (route) => {
      if (!isApiPath(route.url) || route.url.startsWith(API_DOCS_PATH)) return;
      const schema = route.schema as { response?: Record<string, unknown>; params?: unknown } | undefined;
      const where = `${String(route.method)} ${route.url}`;
      const success = Object.keys(schema?.response ?? {}).some((status) => /^2\d\d$/.test(status));
      if (!success) throw new Error(`${where} has no response schema for its success answer`);
      if (route.url.includes(":") && !schema?.params) throw new Error(`${where} has path parameters but no params schema`);
    });
  },
  { name: "require-schemas" },
);
