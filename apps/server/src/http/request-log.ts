import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

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
    const line = userId === undefined
      ? { req: request, res: reply, responseTime: reply.elapsedTime }
      : { req: request, res: reply, responseTime: reply.elapsedTime, userId };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
