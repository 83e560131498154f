import type { FastifyInstance } from "fastify";
import http from "node:http";

/**
 * Server-Sent Events for the live-update tests. `inject` waits for an answer to end, which a
 * stream never does: the app listens on a free port and the stream is read over a socket, frame
 * by frame, as a browser's EventSource would.
 */

export interface SseFrame {
  event?: string;
  id?: string;
  data?: string;
  retry?: string;
  /** A comment line (the heartbeat). */
  comment?: string;
}

export interface OpenStream {
  response: StreamResponse;
  /** The next frame, or an error after `timeoutMs`; null once the server has ended the stream. */
  next(timeoutMs?: number): Promise<SseFrame | null>;
  /** The next frame that is an event (not `retry:` or a comment). */
  nextEvent(timeoutMs?: number): Promise<SseFrame | null>;
  close(): Promise<void>;
}

/** Starts listening on a free port of this host (once) and gives back the base URL. */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("not listening on a port");
  return `http://127.0.0.1:${address.port}`;
}

function parse(block: string): SseFrame {
  const frame: SseFrame = {};
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comment = line.slice(1).trim();
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const field = line.slice(0, colon) as keyof SseFrame;
    const value = line.slice(colon + 1).replace(/^ /, "");
    if (field === "data") frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === "event" || field === "id" || field === "retry") frame[field] = value;
  }
  return frame;
}

/** What a test looks at of the answer: its status, headers and (for a refusal) its JSON. */
export interface StreamResponse {
  status: number;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
}

/**
 * Opens a stream; a refused one (4xx, 204) is returned too, its body kept for `json()`. Over
 * node:http on a socket of its own (no agent), destroyed on `close`: fetch's pool opens a spare
 * connection when a stream is aborted, which a closing server would then wait for.
 */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const request = http.get(url, { agent: false, headers: { accept: "text/event-stream", ...headers } });
  const incoming = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once("response", resolve);
    request.once("error", reject);
  });
  const chunks: string[] = [];
  let buffer = "";
  let done = false;
  let wake: (() => void) | null = null;
  incoming.setEncoding("utf8");
  incoming.on("data", (chunk: string) => {
    chunks.push(chunk);
    wake?.();
  });
  const ended = () => {
    done = true;
    wake?.();
  };
  incoming.once("end", ended);
  incoming.once("close", ended);
  request.once("error", ended);

  const response: StreamResponse = {
    status: incoming.statusCode ?? 0,
    headers: {
      get(name) {
        const value = incoming.headers[name.toLowerCase()];
        return value === undefined ? null : String(value);
      },
    },
    async json() {
      while (!done) await new Promise<void>((resolve) => (wake = resolve));
      return JSON.parse(chunks.join("")) as unknown;
    },
  };

  async function next(timeoutMs = 2000): Promise<SseFrame | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      buffer += chunks.splice(0).join("");
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parse(block);
      }
      if (done) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          wake = null;
          resolve();
        };
      });
    }
  }

  return {
    response,
    next,
    async nextEvent(timeoutMs = 2000) {
      for (;;) {
        const frame = await next(timeoutMs);
        if (frame === null || frame.event !== undefined || frame.data !== undefined) return frame;
      }
    },
    async close() {
      request.destroy();
    },
  };
}
