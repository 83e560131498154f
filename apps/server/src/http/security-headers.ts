import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "./api-path.ts";
import { noJsonSchemaCompilers } from "./json-schema-compilers.ts";
import { API_DOCS_PATH } from "./openapi.ts";

/**
 * Security headers for every answer, in two sets (docs/decisions.md, "Security headers of an API
 * answer"). A page (the app, its files, a share page, /api/docs) gets helmet's: a content security
 * policy that allows only our own scripts (pictures also as data:/blob: URLs, for previews before
 * an upload), no sniffing, no framing. HSTS only when the deployment says it is served over TLS
 * (HSTS=true): over plain HTTP on a home network it would lock browsers out, and the policy does
 * not upgrade insecure requests either. An API answer (JSON, an event stream, a picture, a
 * calendar) is never a document: it gets the headers that still mean something for it, and a
 * policy that allows nothing at all.
 *
 * The headers are helmet's, with these options, but asked of it once at start: @fastify/helmet
 * rebuilds its middleware and re-parses the policy on every request, which cost about as much as
 * the rest of the shared path together (docs/decisions.md, "Per-request cost"). None of them
 * depends on the request, so a hook sets the same list, names, case and order, in one pass.
 */
export const securityHeaders = fp<{ headers: SecurityHeaders }>(
  async (app, { headers }) => {
    // On the raw response, where helmet writes them: they go out first, and an answer that takes
    // the response over (an event stream, `reply.hijack()`) still carries them.
    app.addHook("onRequest", (request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of isApiAnswer(request.url) ? headers.api : headers.page) raw.setHeader(name, value);
      done();
    });
  },
  { name: "security-headers" },
);

export type SecurityHeaderList = ReadonlyArray<readonly [string, string]>;
export interface SecurityHeaders {
  /** Helmet's, for what a browser shows as a document. */
  page: SecurityHeaderList;
  /** For the API's answers, which no browser shows as a document. */
  api: SecurityHeaderList;
}

/**
 * Whether an address (a path, maybe with a query) is answered by the API rather than as a page:
 * /api/docs is Swagger UI's page, which needs the page's policy to run its scripts.
 */
export function isApiAnswer(url: string): boolean {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  return isApiPath(path) && !path.startsWith(API_DOCS_PATH);
}

/**
 * What an API answer keeps of the page's set, after OWASP's REST Security cheat sheet: no
 * sniffing (a JSON answer is never read as HTML or a script), no framing, not loaded by another
 * site's page, and HSTS when it is on (it is about the host, whatever the answer). The policy
 * allows nothing: an answer that is not a document needs no source of anything. What it leaves
 * out is about documents only (COOP, Origin-Agent-Cluster, the referrer, DNS prefetching, the old
 * XSS filter) or about software gone (IE8's downloads, Flash's cross-domain policies).
 */
const API_KEEPS = new Set(["strict-transport-security", "x-content-type-options", "cross-origin-resource-policy"]);
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The two sets, made once at start: the hook above sets them on every answer, and the answers
 * written straight to a socket (http/raw-answers.ts: a request too slow, a connection too many)
 * carry the API's.
 */
export async function securityHeaderSets({ hsts }: { hsts: boolean }): Promise<SecurityHeaders> {
  const page = await helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        imgSrc: ["'self'", "data:", "blob:"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: hsts ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
  const api: Array<[string, string]> = [
    ["Content-Security-Policy", API_POLICY],
    ...page.filter(([name]) => API_KEEPS.has(name.toLowerCase())),
    ["X-Frame-Options", "DENY"],
  ];
  return { page, api };
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
