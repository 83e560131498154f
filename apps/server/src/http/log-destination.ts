import pino from "pino";

/**
 * Where the JSON log lines go: standard output, written in blocks of at least 4 kB rather than
 * one synchronous write per line. A synchronous write per request was the largest single cost of
 * a cached answer (about a quarter of the server's busy time on `GET /api/tournaments/:slug`,
 * profiled under autocannon; docs/decisions.md, "Per-request cost"). The buffer is flushed when
 * the process exits (pino's destination does it on `exit`, our shutdown ends with one); what a
 * `kill -9` can lose the last half second of lines, never a write to the database. A quiet server
 * still shows its lines (the demo login, "serving") within half a second: the block is written
 * then, however small.
 */
const FLUSH_EVERY_MS = 500;

export function logDestination(level: string): pino.DestinationStream | undefined {
  if (level === "silent") return undefined;
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      clearInterval(timer); // the stream was closed: nothing more to write
    }
  }, FLUSH_EVERY_MS).unref();
  return destination;
}
