import { vi } from "vitest";
import type { RecordedRequest } from "./network-stub.ts";

const EVENTS_PATH = "/api/notifications/events";

/**
 * The person's notification stream at the network boundary, on top of `stubServer` (call that
 * first): `GET /api/notifications/events` answers with a body that stays open, into which the test
 * writes Server-Sent Events as our server does (`event:` and `data:` lines, a blank line after);
 * every other request goes to `stubServer`'s handlers. A cancelled request (logout) ends its body
 * as the browser would.
 */
export function stubNotificationStream() {
  const server = globalThis.fetch;
  const opened: RecordedRequest[] = [];
  /** How many of the opened streams the app has ended itself (logout). */
  let ended = 0;
  let body: ReadableStreamDefaultController<Uint8Array> | null = null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init: RequestInit = {}) => {
      if (input !== EVENTS_PATH) return server(input, init);
      opened.push({ method: init.method ?? "GET", path: input, headers: (init.headers ?? {}) as Record<string, string>, body: undefined });
      const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
      const current = body!;
      init.signal?.addEventListener("abort", () => {
        ended += 1;
        current.error(new DOMException("Aborted", "AbortError"));
      });
      return new Response(stream, { status: 200, headers: { "Content-Type": "text/event-stream" } });
    }),
  );
  const encoder = new TextEncoder();
  return {
    /** Every stream opened, with its headers. */
    opened,
    ended: () => ended,
    send(event: string, data: unknown) {
      if (!body) throw new Error("No notification stream is open.");
      body.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    /** The server (or the network) ends the open stream. */
    drop() {
      body?.close();
      body = null;
    },
  };
}
