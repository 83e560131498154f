import { ApiError } from "./api-client.ts";

/**
 * Part 1 §7: up to 3 attempts with the delay growing by 1000 ms, on failures that another try can
 * cure: no answer (network, timeout), 408, 429, 500, 502, 503, 504. The rest (400, 401, 403, 404,
 * 409, ...) will say the same again. TanStack Query counts failures from 0.
 */
export const MAX_ATTEMPTS = 3;
export const RETRY_STEP_MS = 1000;
/** A Retry-After longer than this is not waited out behind a spinner: the person is told instead. */
export const LONGEST_RETRY_AFTER_MS = 5000;

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
/**
 * A write is tried again only when the server certainly did not act on it: it timed the request
 * out (408), refused it for its rate (429) or was not serving (503). A lost connection, our own
 * timeout or a 500 may come after the write took effect, so those are never repeated.
 */
const WRITE_RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 503]);

function waitsTooLong(error: ApiError): boolean {
  return error.retryAfterMs !== null && error.retryAfterMs > LONGEST_RETRY_AFTER_MS;
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || failureCount + 1 >= MAX_ATTEMPTS || waitsTooLong(error)) return false;
  return error.status === 0 || RETRYABLE_STATUSES.has(error.status);
}

export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError) || failureCount + 1 >= MAX_ATTEMPTS || waitsTooLong(error)) return false;
  return WRITE_RETRYABLE_STATUSES.has(error.status);
}

/** 1000 ms before the second attempt, 2000 ms before the third; longer if the server asks. */
export function retryDelay(failureCount: number, error: unknown): number {
  const step = (failureCount + 1) * RETRY_STEP_MS;
  return error instanceof ApiError && error.retryAfterMs !== null ? Math.max(step, error.retryAfterMs) : step;
}
