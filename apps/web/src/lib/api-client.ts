import { errorResponseSchema } from "@turnuva/contract";
import { tr } from "../texts/tr.ts";
import { clearToken, readToken } from "./token-storage.ts";

/** Any schema that can check a response body; the contract's zod schemas fit. */
export interface ResponseSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/**
 * An API failure as the screens need it: the HTTP status (0 when the server was not reached), the
 * machine code, the Turkish message to show, and whether that message came from the server.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fromServer: boolean;
  /** The server's message for each field it refused, for forms to show beside the field. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fromServer: boolean, fields: Record<string, string> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
    this.fields = fields;
  }
}

/**
 * Part 1 §4: a 401 on the main API clears the stored token; on the user API it also sends the
 * person to /giris-yap. The client only knows which; the app decides what "send" means.
 */
export type ApiScope = "main" | "user";
type UnauthorizedListener = (scope: ApiScope) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  schema: ResponseSchema<T>;
  /** Attach the stored token. Public reads go without one (part 1 §6). */
  auth?: boolean;
  scope?: ApiScope;
  signal?: AbortSignal;
}

// Part 1 §7: the user API gives up after 30 s.
const TIMEOUT_MS = 30_000;

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = "GET", body, schema, auth = false, scope = "main", signal } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const token = auth ? readToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  // Our own controller joins the caller's cancellation (TanStack Query) with the timeout.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener("abort", forwardAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (cause) {
    if (timedOut) throw new ApiError(0, "TIMEOUT_ERROR", tr.api.timeout, false);
    if (signal?.aborted) throw cause;
    throw new ApiError(0, "NETWORK_ERROR", tr.api.network, false);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forwardAbort);
  }

  const data: unknown = await response.json().catch(() => null);

  if (!response.ok) {
    // Only a token we sent can have expired; a failed login is not a lost session.
    if (response.status === 401 && token) {
      clearToken();
      for (const listener of unauthorizedListeners) listener(scope);
    }
    throw toApiError(response.status, data);
  }

  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, "INVALID_RESPONSE", tr.api.unexpected, false);
  return parsed.data;
}

function toApiError(status: number, data: unknown): ApiError {
  const body = errorResponseSchema.safeParse(data);
  if (body.success) return new ApiError(status, body.data.code, body.data.message, true, body.data.fields);
  const fallback = status >= 500 ? tr.api.server : tr.api.unexpected;
  return new ApiError(status, status >= 500 ? "INTERNAL_ERROR" : "UNKNOWN_ERROR", fallback, false);
}
