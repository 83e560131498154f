import { CHANGES_ONLY } from "@turnuva/contract/tournament-changes-rules";
import type { ErrorResponse } from "@turnuva/contract";
import { commonTexts } from "@/texts/common.ts";
import { readToken } from "./token-storage.ts";

/**
 * Part 1 §4: a 401 on the main API ends the session; on the user API it also sends the person to
 * /giris-yap. The client only records which API a call belongs to; the query client decides.
 */
export type ApiScope = "main" | "user";

/**
 * An API failure as the screens need it: the HTTP status (0 when the server was not reached), the
 * machine code, the Turkish message to show, and whether that message came from the server.
 */
export class ApiError extends Error {
  // Declared, not initialised: the constructor assigns them all at once (a smaller first screen).
  declare readonly status: number;
  declare readonly code: string;
  declare readonly fromServer: boolean;
  /** The server's message for each field it refused, for forms to show beside the field. */
  declare readonly fields: Readonly<Record<string, string>>;
  declare readonly scope: ApiScope;
  /** Only a token we sent can have expired: a refused login is not a lost session. */
  declare readonly hadToken: boolean;
  /** The server's Retry-After, in milliseconds, when it sent one. */
  declare readonly retryAfterMs: number | null;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fromServer: boolean;
    fields?: Record<string, string>;
    scope: ApiScope;
    hadToken: boolean;
    retryAfterMs?: number | null;
  }) {
    super(init.message);
    Object.assign(this, init, { name: "ApiError", fields: init.fields ?? {}, retryAfterMs: init.retryAfterMs ?? null });
  }
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Attach the stored token. Public reads go without one (part 1 §6). */
  auth?: boolean;
  /** A token other than the stored one: logout revokes the token it has just cleared. */
  token?: string;
  scope?: ApiScope;
  signal?: AbortSignal;
  /** Part 1 §7: user calls give up after 30 s; the platform list sooner (see `listTimeoutMs`). */
  timeoutMs?: number;
  /** Issue 27: a match action answers only what it changed (`Prefer: return=minimal`). */
  changesOnly?: boolean;
}

export const USER_CALL_TIMEOUT_MS = 30_000;

/**
 * One call to our API. The answer is typed by the caller from the contract and not checked again
 * here: the server serialises every answer through the contract's schema (docs/decisions.md).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, auth = false, scope = "main", signal, timeoutMs = USER_CALL_TIMEOUT_MS } = options;
  // No Accept header (every answer under /api is JSON): a public read then is the very request a
  // page's `<link rel="preload" as="fetch" crossorigin>` made (apps/server/src/modules/site/
  // route-preloads.ts); a header of its own would keep the browser from using the preloaded answer.
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const token = options.token ?? (auth ? readToken() : null);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.changesOnly) headers.Prefer = CHANGES_ONLY;
  const failure = (status: number, code: string, message: string, retryAfterMs: number | null = null) =>
    new ApiError({ status, code, message, fromServer: false, scope, hadToken: token !== null, retryAfterMs });

  // Our own controller joins the caller's cancellation (TanStack Query) with the timeout.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener("abort", forwardAbort, { once: true });

  // The time limit covers the whole answer, body included: a body that stalls halfway times out too.
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    data =
      response.status === 204
        ? undefined
        : await response.json().catch((cause: unknown) => {
            if (controller.signal.aborted) throw cause;
            return null; // Not JSON (a proxy's error page): judged by the status below.
          });
  } catch (cause) {
    if (timedOut) throw failure(0, "TIMEOUT_ERROR", commonTexts.api.timeout);
    if (signal?.aborted) throw cause;
    throw failure(0, "NETWORK_ERROR", commonTexts.api.network);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }

  if (response.ok) return data as T;

  const retryAfterMs = readRetryAfter(response.headers.get("retry-after"));
  const sent = asErrorResponse(data);
  if (sent) {
    throw new ApiError({ ...sent, status: response.status, fromServer: true, scope, hadToken: token !== null, retryAfterMs });
  }
  if (response.status >= 500) throw failure(response.status, "INTERNAL_ERROR", commonTexts.api.server, retryAfterMs);
  throw failure(response.status, "UNKNOWN_ERROR", commonTexts.api.unexpected, retryAfterMs);
}

/** The error body of DESIGN §4, read by hand so the first screen carries no schema library. */
export function asErrorResponse(data: unknown): ErrorResponse | null {
  if (typeof data !== "object" || data === null) return null;
  const { message, code, fields } = data as Record<string, unknown>;
  if (typeof message !== "string" || typeof code !== "string") return null;
  const cleanFields: Record<string, string> = {};
  if (typeof fields === "object" && fields !== null) {
    for (const [name, text] of Object.entries(fields)) if (typeof text === "string") cleanFields[name] = text;
  }
  return { message, code, fields: cleanFields };
}

/** Retry-After in seconds (what our server sends) or as an HTTP date. */
export function readRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
