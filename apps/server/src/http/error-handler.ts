import { serverMessages } from "@turnuva/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/**
 * The one place errors become responses: `{ message, code }` with an honest status (DESIGN §4).
 * Internal error text never leaves the server; it goes to the log with the request's context.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastify(error);
    if (known) {
      const body: Record<string, unknown> = { message: known.message, code: known.code };
      if (known.fields) body.fields = known.fields;
      return reply.status(known.status).headers(known.headers).send(body);
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: serverMessages.internal, code: "INTERNAL_ERROR" });
  });
}

export function notFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: serverMessages.notFound, code: "NOT_FOUND" });
}

/** Fastify's own client errors (bad JSON, too large, wrong content type) in our words. */
function fromFastify(error: FastifyError): AppError | null {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new AppError("INVALID_JSON", serverMessages.invalidJson);
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new AppError("PAYLOAD_TOO_LARGE", serverMessages.payloadTooLarge);
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new AppError("UNSUPPORTED_MEDIA_TYPE", serverMessages.unsupportedMediaType);
  }
  // A JSON parse failure surfaces as a SyntaxError with status 400.
  if (error.statusCode === 400 && error instanceof SyntaxError) {
    return new AppError("INVALID_JSON", serverMessages.invalidJson);
  }
  // Any other client error keeps its status, so a client can tell what went wrong.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError("VALIDATION_ERROR", serverMessages.invalidInput, { status: error.statusCode });
  }
  return null;
}
