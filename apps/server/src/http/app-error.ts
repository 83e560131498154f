import { type ErrorCode, errorStatus } from "@turnuva/contract";
import type { DomainErrorCode } from "@turnuva/domain";

/** An error meant for the person at the other end: its message is Turkish and safe to send. */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** Each invalid field's first problem, for forms that show it under the field. */
  readonly fields: Record<string, string> | undefined;
  constructor(
    readonly code: ErrorCode | DomainErrorCode,
    message: string,
    // `status` where the code alone does not say it (a domain code, Fastify's own client errors).
    options: { headers?: Record<string, string>; fields?: Record<string, string>; status?: number } = {},
  ) {
    super(message);
    this.status = options.status ?? (code in errorStatus ? errorStatus[code as ErrorCode] : 400);
    this.headers = options.headers ?? {};
    this.fields = options.fields;
  }
}
