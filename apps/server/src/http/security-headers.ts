import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify from "fastify";
import fp from "fastify-plugin";
import { noJsonSchemaCompilers } from "./json-schema-compilers.ts";

/**
 * Security headers for every answer: a content security policy that allows only our own scripts
 * (pictures also as data:/blob: URLs, for previews before an upload), no sniffing, no framing.
 * HSTS only when the deployment says it is served over TLS (HSTS=true): over plain HTTP on a home
 * network it would lock browsers out, and the policy does not upgrade insecure requests either.
 *
 * The headers are helmet's, with these options, but asked of it once at start: @fastify/helmet
 * rebuilds its middleware and re-parses the policy on every request, which cost about as much as
 * the rest of the shared path together (docs/decisions.md, "Per-request cost"). None of them
 * depends on the request, so a hook sets the same list, names, case and order, in one pass.
 */
export const securityHeaders = fp<{ headers: SecurityHeaderList }>(
  async (app, { headers }) => {
    // On the raw response, where helmet writes them: they go out first, and an answer that takes
    // the response over (an event stream, `reply.hijack()`) still carries them.
    app.addHook("onRequest", (_request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of headers) raw.setHeader(name, value);
      done();
    });
  },
  { name: "security-headers" },
);

export type SecurityHeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * The list, made once at start: the hook above sets it on every answer, and the answers written
 * straight to a socket (http/raw-answers.ts: a request too slow, a connection too many) carry it too.
 */
export function securityHeaderList({ hsts }: { hsts: boolean }): Promise<SecurityHeaderList> {
  return helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        imgSrc: ["'self'", "data:", "blob:"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: hsts ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
}

/** What @fastify/helmet sets on an answer with these options, as [name, value] in its order. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  // Without Fastify's JSON Schema compilers, which it would otherwise load for this probe alone.
  const probe = Fastify({ schemaController: noJsonSchemaCompilers });
  try {
    await probe.register(helmet, options);
    probe.get("/", (_request, reply) => {
      // getRawHeaderNames keeps the names' case as helmet wrote them (Node ≥ 15.13; not in @types/node 20).
      const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
      return reply.send(raw.getRawHeaderNames().map((name) => [name, String(raw.getHeader(name))]));
    });
    return (await probe.inject("/")).json<Array<[string, string]>>();
  } finally {
    await probe.close();
  }
}
