import { type ErrorCode, errorStatus } from "@turnuva/contract";

/** An error meant for the person at the other end: its message is Turkish and safe to send. */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** Each invalid field's first problem, for forms that show it under the field. */
  readonly fields: Record<string, string> | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    // `status` only where a code covers several (Fastify's own client errors keep theirs).
    options: { headers?: Record<string, string>; fields?: Record<string, string>; status?: number } = {},
  ) {
    super(message);
    this.status = options.status ?? errorStatus[code];
    this.headers = options.headers ?? {};
    this.fields = options.fields;
  }
}
