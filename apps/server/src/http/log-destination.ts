import pino from "pino";

/**
 * Where the JSON log lines go: standard output, in blocks. A synchronous write per line was the
 * largest single cost of a cached answer (docs/decisions.md, "Per-request cost"); pino's
 * asynchronous destination in 4 kB blocks that replaced it still cost about a third of the busy
 * time of a small cached answer (issue 27's profile, docs/decisions.md, "Scale (issue 27)", "The
 * read path"): sonic-boom appended each line to a growing string and measured its UTF-8 length
 * every time, and every dozen requests handed a write to libuv's thread pool, waking a thread.
 *
 * So the lines are gathered here, in an array, and written as one block of about 64 kB (some 200
 * request lines), or every half second however small, so a quiet server still shows its lines
 * (the demo login, "serving") at once. A block is written synchronously, by pino's destination in
 * its sync mode (which deals with partial writes and a busy pipe): one write per 200 requests,
 * and nothing in flight when the process ends, where an asynchronous write still in the thread
 * pool was lost or cut (a pipe takes part of a large one). What is gathered when the process exits
 * is written then; what a `kill -9` can lose is the last half second of lines, never a write to
 * the database.
 */
const FLUSH_EVERY_MS = 500;
/** Characters gathered before they are written: about 200 request lines. */
const BLOCK_CHARS = 64 * 1024;

export interface LineBlocks extends pino.DestinationStream {
  /** Writes what is gathered, before returning. */
  flush(): void;
}

export function logDestination(level: string): LineBlocks | undefined {
  if (level === "silent") return undefined;
  // maxWrite: a block goes out in one write, not cut at sonic-boom's 16 kB.
  const destination = pino.destination({ dest: 1, sync: true, maxWrite: 4 * BLOCK_CHARS });
  const blocks = lineBlocks((block) => destination.write(block));
  const timer = setInterval(() => {
    try {
      blocks.flush();
    } catch {
      clearInterval(timer); // the stream was closed: nothing more to write
    }
  }, FLUSH_EVERY_MS).unref();
  process.once("exit", () => {
    try {
      blocks.flush();
    } catch {
      // closed already: nothing more can be written
    }
  });
  return blocks;
}

/** Gathers lines and hands them to `write` as one string per BLOCK_CHARS, and the rest when flushed. */
export function lineBlocks(write: (block: string) => void): LineBlocks {
  let lines: string[] = [];
  let chars = 0;
  const handOn = () => {
    const block = lines.join("");
    lines = [];
    chars = 0;
    write(block);
  };
  return {
    write(line: string) {
      lines.push(line);
      chars += line.length;
      if (chars >= BLOCK_CHARS) handOn();
    },
    flush() {
      if (lines.length > 0) handOn();
    },
  };
}
