import type { FastifyReply } from "fastify";

/** How long a browser waits before it reconnects, sent first on every stream. */
export const RETRY_MS = 3000;
/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
// A client that reads nothing (a suspended tab behind a proxy that buffers) would make us hold
// every event for it: past this much unsent, its stream is ended and it catches up on reconnect.
const MAX_UNSENT_BYTES = 1024 * 1024;

export interface SseFrame {
  event: string;
  /** The SSE `id`: a browser sends the last one back as Last-Event-ID when it reconnects. */
  id?: number;
  data: unknown;
}

export interface SseStream {
  send(frame: SseFrame): void;
  end(): void;
  readonly ended: boolean;
}

/**
 * Takes the response over from Fastify (`hijack`) and opens a Server-Sent Events stream on it.
 * Written by hand rather than through `reply.send`, so no serialiser, no compression and no
 * response hook ever holds an event back: the headers Fastify and helmet set so far (the request
 * id, the security headers) are written with the stream's own. `onEnd` runs once, whoever ends it
 * (the client going away, the server closing, a slow reader).
 */
export function openSse(reply: FastifyReply, onEnd: () => void, heartbeatMs = HEARTBEAT_MS): SseStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...Object.fromEntries(Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined)),
    "content-type": "text/event-stream",
    // no-transform: a proxy must not compress or re-chunk the stream (it would hold events back).
    "cache-control": "no-cache, no-transform",
    // nginx buffers answers by default; this one must reach the browser as it is written.
    "x-accel-buffering": "no",
    // The connection ends with the stream: kept alive, an ended stream's idle socket would be one
    // more thing for a closing server to wait for, and a browser reconnects on a new one anyway.
    connection: "close",
  });
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    onEnd();
  };
  const write = (text: string) => {
    if (ended) return;
    raw.write(text);
    if (raw.writableLength > MAX_UNSENT_BYTES) stream.end();
  };
  const heartbeat = setInterval(() => write(":\n\n"), heartbeatMs);
  heartbeat.unref();
  raw.on("close", finish);
  const stream: SseStream = {
    send({ event, id, data }) {
      write(`event: ${event}\n${id === undefined ? "" : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (ended) return;
      finish();
      raw.end();
    },
    get ended() {
      return ended;
    },
  };
  write(`retry: ${RETRY_MS}\n\n`);
  return stream;
}
