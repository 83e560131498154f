import { serverMessages } from "@turnuva/contract";
import type { onRequestAsyncHookHandler } from "fastify";
import type { AuthRateLimits } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { countHit } from "./counter.ts";

/** 429 with the sentence and when to come back. */
export function tooMany(message: string, retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMIT_EXCEEDED", message, { headers: { "retry-after": String(retryAfterSeconds) } });
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return tooMany(serverMessages.tooManyAttempts(retryAfterSeconds), retryAfterSeconds);
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

/**
 * A route hook that counts every request of one signed-in user to `action`, whatever comes of it,
 * before the body is read (it runs on request, after the authentication hook has found the user):
 * a refused upload has cost its bytes all the same. Keyed by the account, in the database, so
 * every instance counts together.
 */
export function limitPerUser(
  db: Database,
  action: string,
  limits: { attempts: number; windowSeconds: number },
  refusal: (retryAfterSeconds: number) => AppError,
): onRequestAsyncHookHandler {
  return async (request) => {
    if (!request.user) return;
    const count = await countHit(db, `${action}:user:${request.user.id}`, limits.windowSeconds);
    if (count.hits > limits.attempts) throw refusal(count.retryAfterSeconds);
  };
}
