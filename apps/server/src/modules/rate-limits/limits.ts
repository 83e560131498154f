import { serverMessages } from "@turnuva/contract";
import type { onRequestAsyncHookHandler } from "fastify";
import type { AuthRateLimits } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { countHit } from "./counter.ts";

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMIT_EXCEEDED", serverMessages.tooManyAttempts(retryAfterSeconds), {
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}

/**
 * A route hook that counts every attempt from one address, valid or not, before the body is even
 * read: it runs on request, ahead of parsing and validation (docs/decisions.md, "Rate limits").
 */
export function limitPerAddress(db: Database, action: string, limits: AuthRateLimits): onRequestAsyncHookHandler {
  return async (request) => {
    const count = await countHit(db, `${action}:ip:${request.ip}`, limits.ipWindowSeconds);
    if (count.hits > limits.ipAttempts) throw tooManyAttempts(count.retryAfterSeconds);
  };
}
