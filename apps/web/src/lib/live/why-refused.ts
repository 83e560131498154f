import type { ErrorCode } from "@turnuva/contract";
import { asErrorResponse } from "@/lib/api-client.ts";

/**
 * Why the server refused a stream, as far as the screens care:
 * - "too-many-streams": 429 `TOO_MANY_STREAMS`, this address holds as many streams as it may
 *   (the screens say `liveMessages.tooManyStreams`);
 * - "free": the stream would be opened now (a place has freed since): try again at once;
 * - "failed": anything else (204 for a completed tournament, 404, a server error, no answer).
 */
export type RefusalReason = "too-many-streams" | "free" | "failed";

/** What a stream refused for the address's limit is, for the hooks and the screens; null otherwise. */
export type StreamRefusal = "too-many-streams";

const TOO_MANY_STREAMS: ErrorCode = "TOO_MANY_STREAMS";

/**
 * Asks once, after an `EventSource` was refused for good (it does not expose the status), why:
 * the same address again, by `fetch`, JSON preferred. A 200 is a stream the server has just
 * opened: it is aborted as soon as its headers are in, so its place is given back at once.
 * Not through `apiRequest`: that reads the whole body, which a stream never ends. `signal` stops
 * the question (the screen has gone).
 */
export async function whyRefused(url: string, signal: AbortSignal): Promise<RefusalReason> {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort();
  signal.addEventListener("abort", forwardAbort, { once: true });
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" }, cache: "no-store", signal: controller.signal });
    if (response.status === 200) return "free";
    if (response.status !== 429) return "failed";
    const sent = asErrorResponse(await response.json().catch(() => null));
    return sent?.code === TOO_MANY_STREAMS ? "too-many-streams" : "failed";
  } catch {
    return "failed";
  } finally {
    // Whatever the answer, nothing more of it is read: a stream's place is given back here.
    controller.abort();
    signal.removeEventListener("abort", forwardAbort);
  }
}
