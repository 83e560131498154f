import pino from "pino";

/**
 * Where the JSON log lines go: standard output, written in blocks rather than one synchronous
 * write per line. A synchronous write per request was the largest single cost of a cached answer
 * (about a quarter of the server's busy time on `GET /api/tournaments/:slug`, profiled under
 * autocannon; docs/decisions.md, "Per-request cost"). The block is written when it reaches
 * BLOCK_CHARS, or every half second, however small: a quiet server still shows its lines (the demo
 * login, "serving") within half a second. The buffer is flushed when the process exits (pino's
 * destination does it on `exit`, our shutdown ends with one); what a `kill -9` can lose is the
 * last half second of lines, never a write to the database.
 *
 * The lines are gathered here, in an array, and handed to pino's destination (sonic-boom, which
 * writes them without blocking and deals with partial writes and a busy pipe) a block at a time.
 * Handed one line at a time, sonic-boom appends each to a growing string and measures that
 * string's UTF-8 length on every line; with its 4 kB blocks the writes themselves came every
 * dozen requests. Issue 27's profile of the tournament read put the two at about a third of the
 * server's busy time on a small answer; an array push per line and a write per 64 kB cost a
 * fraction of that (docs/decisions.md, "Scale (issue 27)", "The read path").
 */
const FLUSH_EVERY_MS = 500;
/** Characters gathered before they are handed on: about 200 request lines. */
const BLOCK_CHARS = 64 * 1024;

export interface LineBlocks extends pino.DestinationStream {
  flush(): void;
  flushSync(): void;
}

export function logDestination(level: string): LineBlocks | undefined {
  if (level === "silent") return undefined;
  // minLength 0: what is handed on is written at once (a block is already large); maxWrite lets
  // sonic-boom keep a block whole instead of re-cutting it at 16 kB.
  const destination = pino.destination({ dest: 1, sync: false, maxWrite: 4 * BLOCK_CHARS });
  const blocks = lineBlocks(destination);
  const timer = setInterval(() => {
    try {
      blocks.flush();
    } catch {
      clearInterval(timer); // the stream was closed: nothing more to write
    }
  }, FLUSH_EVERY_MS).unref();
  // What is still gathered when the process ends goes out with pino's own last write.
  process.once("exit", () => {
    try {
      blocks.flushSync();
    } catch {
      // closed already: nothing more can be written
    }
  });
  return blocks;
}

/** Gathers lines and hands them to `destination` as one string per BLOCK_CHARS. */
export function lineBlocks(destination: pino.DestinationStream & { flush(): void; flushSync(): void }): LineBlocks {
  let lines: string[] = [];
  let chars = 0;
  const handOn = () => {
    if (lines.length === 0) return;
    const block = lines.join("");
    lines = [];
    chars = 0;
    destination.write(block);
  };
  return {
    write(line: string) {
      lines.push(line);
      chars += line.length;
      if (chars >= BLOCK_CHARS) handOn();
    },
    flush() {
      handOn();
      destination.flush();
    },
    flushSync() {
      handOn();
      destination.flushSync();
    },
  };
}
