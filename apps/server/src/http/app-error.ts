import { type ErrorCode, errorStatus } from "@turnuva/contract";

/** An error meant for the person at the other end: its message is Turkish and safe to send. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}
