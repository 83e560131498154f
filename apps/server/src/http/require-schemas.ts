import fp from "fastify-plugin";
import { isApiPath } from "./api-path.ts";
import { API_DOCS_PATH } from "./openapi.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A POST that takes nothing (logout, accepting an invitation), said outright: every other
     * POST, PUT and PATCH declares its body, so that no handler ever passes on an unchecked one.
     */
    bodyless?: true;
    /**
     * A write whose body is a multipart form carrying one file in `field` (a picture upload). No
     * zod schema can check a stream that has not been read yet: the handler reads it with a
     * reader that enforces its own rules while streaming (modules/images/upload.ts), and the API
     * page documents the form from this (http/openapi.ts).
     */
    multipart?: { field: string; description: string };
  }
}

const WRITES = new Set(["POST", "PUT", "PATCH"]);
/** `listTournaments`, `confirmMatch`: the function name a generated client gives the operation. */
const OPERATION_ID = /^[a-z][a-zA-Z0-9]*$/;

/**
 * Every API route declares its contract: at least one success response, its params when the path
 * has any, and its body when it is a write. A route without them would answer fields nobody
 * checked (a password hash, an e-mail meant for someone else) or hand a service a body nobody
 * validated, and would stay off the API page, so the app refuses to start with one. A route on
 * the API page also names its operation (`operationId`, camelCase, unique): the name a client
 * generated from the OpenAPI document calls it by (docs/api.md).
 */
export const requireSchemas = fp(
  async (app) => {
    // operationId → the route that has it, for this app only.
    const operations = new Map<string, string>();
    app.addHook("onRoute", (route) => {
      if (!isApiPath(route.url) || route.url.startsWith(API_DOCS_PATH)) return;
      const schema = route.schema as
        { response?: Record<string, unknown>; params?: unknown; body?: unknown; operationId?: string; hide?: boolean } | undefined;
      const where = `${String(route.method)} ${route.url}`;
      const success = Object.keys(schema?.response ?? {}).some((status) => /^2\d\d$/.test(status));
      if (!success) throw new Error(`${where} has no response schema for its success answer`);
      if (route.url.includes(":") && !schema?.params) throw new Error(`${where} has path parameters but no params schema`);
      const isWrite = [route.method].flat().some((method) => WRITES.has(method));
      const declared = schema?.body !== undefined || route.config?.bodyless === true || route.config?.multipart !== undefined;
      if (isWrite && !declared) {
        throw new Error(`${where} has no body schema (a write without a body says config: { bodyless: true }, a file upload config: { multipart })`);
      }
      if (route.config?.multipart && schema?.body) throw new Error(`${where} declares both a multipart form and a body schema`);
      // The GET's HEAD twin shares its schema, and the OpenAPI document leaves it out, as it leaves
      // out a hidden route (`hide: true`, a second path to a documented operation).
      if (route.method !== "HEAD" && !schema?.hide) {
        const id = schema?.operationId;
        if (!id) throw new Error(`${where} has no operationId (camelCase, such as listTournaments)`);
        if (!OPERATION_ID.test(id)) throw new Error(`${where} has the operationId ${id}, which is not camelCase`);
        const taken = operations.get(id);
        if (taken) throw new Error(`${where} has the operationId ${id} of ${taken}`);
        operations.set(id, where);
      }
    });
  },
  { name: "require-schemas" },
);
