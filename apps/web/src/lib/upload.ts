import { commonTexts } from "@/texts/common.ts";
import { ApiError, asErrorResponse, readRetryAfter, USER_CALL_TIMEOUT_MS, type ApiScope } from "./api-client.ts";
import { LONGEST_RETRY_AFTER_MS } from "./retry-policy.ts";
import { readToken } from "./token-storage.ts";

/** Part 1 §4: an upload is tried at most 3 times, 1000 ms apart. */
export const UPLOAD_ATTEMPTS = 3;
export const UPLOAD_RETRY_MS = 1000;

export interface UploadOptions {
  method?: "POST" | "PUT";
  /** The multipart field (part 1 §7: `profileImage`, `platformImage`). */
  field: string;
  file: Blob;
  /** 0..100 as the bytes leave; 100 when the server has answered. Starts again at 0 on a new attempt. */
  onProgress?: (percent: number) => void;
  scope?: ApiScope;
  /**
   * Gives up when nothing moves for this long: no byte sent and no answer. An idle limit rather
   * than a total one, so a large picture on a slow connection is not cut off while it advances.
   */
  idleTimeoutMs?: number;
}

/**
 * A failure that another attempt can cure: no answer (connection, timeout), 408, 429 and 5xx.
 * A refusal of the file itself (413, 415, 422), of the person (401, 403) or anything else in 4xx
 * will be said again. An image upload may be repeated even when the first one went through: the
 * second picture replaces the first, so nothing is doubled (unlike the writes of retry-policy.ts).
 */
export function isRetryableUpload(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);
}

/**
 * One multipart upload to our API with the stored bearer token, as `apiRequest` sends it, through
 * XMLHttpRequest: fetch cannot report how much of a body has been sent. Failures are the client's
 * `ApiError`s, with the server's message and code or ours.
 */
export function uploadOnce<T>(path: string, options: UploadOptions): Promise<T> {
  const { method = "POST", field, file, onProgress, scope = "main", idleTimeoutMs = USER_CALL_TIMEOUT_MS } = options;
  return new Promise<T>((resolve, reject) => {
    const token = readToken();
    const failure = (code: string, message: string) => new ApiError({ status: 0, code, message, fromServer: false, scope, hadToken: token !== null });
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Each sign of life starts the idle limit again.
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        xhr.abort();
        reject(failure("TIMEOUT_ERROR", commonTexts.api.timeout));
      }, idleTimeoutMs);
    };

    xhr.open(method, `/api${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      alive();
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      clearTimeout(timer);
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // Not JSON (a proxy's error page): judged by the status below.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as T);
        return;
      }
      // The server's message and code when it sent them, else ours by the status (as apiRequest does).
      const sent = asErrorResponse(data);
      const server = xhr.status >= 500;
      reject(
        new ApiError({
          code: server ? "INTERNAL_ERROR" : "UNKNOWN_ERROR",
          message: server ? commonTexts.api.server : commonTexts.api.unexpected,
          ...sent,
          status: xhr.status,
          fromServer: sent !== null,
          scope,
          hadToken: token !== null,
          retryAfterMs: readRetryAfter(xhr.getResponseHeader("retry-after")),
        }),
      );
    };
    xhr.onerror = () => {
      clearTimeout(timer);
      reject(failure("NETWORK_ERROR", commonTexts.api.network));
    };

    const body = new FormData();
    body.append(field, file);
    onProgress?.(0);
    alive();
    xhr.send(body);
  });
}

/**
 * Part 1 §4: an upload, tried again up to 3 attempts in all, 1000 ms apart, while the failure is
 * one another attempt can cure. A server that asks for a longer pause (Retry-After, 429 or 503)
 * gets it when it is at most 5 s (retry-policy.ts's limit); a longer one is not waited out behind
 * a progress bar: its message (the seconds to wait) is shown instead.
 */
export async function upload<T>(path: string, options: UploadOptions): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await uploadOnce<T>(path, options);
    } catch (error) {
      const waitMs = error instanceof ApiError ? Math.max(UPLOAD_RETRY_MS, error.retryAfterMs ?? 0) : 0;
      if (attempt >= UPLOAD_ATTEMPTS || !isRetryableUpload(error) || waitMs > LONGEST_RETRY_AFTER_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}
