import { domainErrorStatus, type ErrorCode, errorStatus } from "@turnuva/contract";
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
    // `status` only where the code alone cannot say it (Fastify's own client errors, 413, 415, ...).
    options: { headers?: Record<string, string>; fields?: Record<string, string>; status?: number } = {},
  ) {
    super(message);
    // Both tables live in the contract: one status per code, whoever throws it.
    this.status = options.status ?? (isDomainErrorCode(code) ? domainErrorStatus[code] : errorStatus[code]);
    this.headers = options.headers ?? {};
    this.fields = options.fields;
  }
}

function isDomainErrorCode(code: ErrorCode | DomainErrorCode): code is DomainErrorCode {
  return Object.hasOwn(domainErrorStatus, code);
}
