import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { loggableError } from "./loggable-error.ts";

/**
 * One log line per request, written when the answer has gone out, instead of Fastify's two
 * ("incoming request" when it arrives, "request completed" when it is answered). The line keeps
 * every field the two carried: `reqId`, `req` (method, url, host, remote address and port), `res`
 * (status), `responseTime` in ms, and adds `userId` when the request was signed in. Its message
 * stays "request completed" ("request errored" at error level when the answer failed to go out),
 * so whatever reads the logs keeps finding it. What the first line alone told, that a request
 * arrived and never finished, is lost; a client that waits for it sees the timeout, and Fastify's
 * other request lines (errors, a stream closed early) are untouched. Measured in decisions.md,
 * "Per-request cost": the two lines cost about as much as the whole security-header plugin did.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const userId = request.user?.id;
    const line =
      userId === undefined
        ? { req: request, res: reply, responseTime: reply.elapsedTime }
        : { req: request, res: reply, responseTime: reply.elapsedTime, userId };
    if (error) reply.log.error({ ...line, err: loggableError(error) }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/**
 * The request as its log line shows it (the logger's `req` serializer): what Fastify shows, with
 * the query's values left out (`/api/tournaments?search&page`), since they are what a person
 * typed (a search, a filter), and a path segment refused for its NUL (http/no-nul.ts) shown as
 * `…`; the names still say what was asked (issue 23). Only these five fields: the headers, with
 * their session token and cookies, never reach a line (the logger needs no redaction for them).
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function withoutQueryValues(url: string): string {
  const start = url.indexOf("?");
  // Most requests: a path without a query or a NUL, shown as it is.
  if (start === -1 && !url.includes("%00")) return url;
  const path = (start === -1 ? url : url.slice(0, start))
    .split("/")
    .map((segment) => (segment.includes("%00") ? "…" : segment))
    .join("/");
  if (start === -1) return path;
  const names = url
    .slice(start + 1)
    .split("&")
    .map((pair) => pair.split("=")[0] ?? "")
    // A name is one of ours (`search`, `page`); anything else may be a value in a name's place.
    .map((name) => (/^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(name) ? name : "…"));
  return names.length ? `${path}?${names.join("&")}` : path;
}
