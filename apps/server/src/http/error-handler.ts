import { type ErrorCode, serverMessages } from "@turnuva/contract";
import { DomainError } from "@turnuva/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error.ts";
import { loggableError } from "./loggable-error.ts";

/**
 * The one place errors become responses: `{ message, code }` with an honest status (DESIGN §4).
 * Internal error text never leaves the server; the log gets what it is and where it came from,
 * never the values that were sent (loggable-error.ts).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | DomainError, request, reply) => {
    const known = toAppError(error);
    if (known) {
      const body: Record<string, unknown> = { message: known.message, code: known.code };
      if (known.fields) body.fields = known.fields;
      return reply.status(known.status).headers(known.headers).send(body);
    }
    request.log.error({ err: loggableError(error) }, "unhandled error");
    return reply.status(500).send({ message: serverMessages.internal, code: "INTERNAL_ERROR" });
  });
}

function toAppError(error: FastifyError | AppError | DomainError): AppError | null {
  if (error instanceof AppError) return error;
  // A rule of the game said no: its Turkish message as it is, its status from the contract's table.
  if (error instanceof DomainError) return new AppError(error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error.validation);
  return fromFastify(error);
}

/**
 * The route's schema refused the request: the first problem's Turkish message is the message (the
 * form shows the same one), and every field's first problem rides along in `fields`.
 */
function validationError(issues: ReadonlyArray<{ instancePath: string; message?: string }>): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    if (field && issue.message) fields[field] ??= issue.message;
  }
  // A body of the wrong shape (an array, a string, nothing) has no field to blame.
  const first = issues[0];
  const message = first && first.instancePath !== "/" && first.message ? first.message : serverMessages.invalidInput;
  return new AppError("VALIDATION_ERROR", message, Object.keys(fields).length ? { fields } : {});
}

/** Fastify's own client errors (bad JSON, too large, wrong content type, not found) in our words. */
function fromFastify(error: FastifyError): AppError | null {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new AppError("INVALID_JSON", serverMessages.invalidJson);
  }
  // A JSON parse failure surfaces as a SyntaxError with status 400.
  if (error.statusCode === 400 && error instanceof SyntaxError) return new AppError("INVALID_JSON", serverMessages.invalidJson);
  const status = error.statusCode;
  if (!status || status < 400 || status >= 500) return null;
  // Any other client error keeps its status and gets the code that names it.
  const [code, message] = clientErrors[status] ?? ["BAD_REQUEST", serverMessages.badRequest];
  return new AppError(code, message, { status });
}

const clientErrors: Record<number, [ErrorCode, string]> = {
  404: ["NOT_FOUND", serverMessages.notFound],
  405: ["METHOD_NOT_ALLOWED", serverMessages.methodNotAllowed],
  413: ["PAYLOAD_TOO_LARGE", serverMessages.payloadTooLarge],
  415: ["UNSUPPORTED_MEDIA_TYPE", serverMessages.unsupportedMediaType],
};
