/**
 * At most `limit` pieces of work at once; the rest wait in arrival order, at most `maxWaiting` of
 * them. Decoding a picture takes up to a few seconds and a few hundred megabytes on sharp's
 * threads: without a bound, a burst of uploads would take every thread and all the memory while
 * every other request waits; and a waiting upload holds its body (up to 10 MB), so the line is
 * bounded too: past it `run` refuses at once with `QueueFull` (docs/decisions.md, "Images").
 */
export function concurrencyLimit(limit: number, { maxWaiting = Number.POSITIVE_INFINITY }: { maxWaiting?: number } = {}) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    /** Pieces of work running now. */
    get active() {
      return active;
    },
    /** Pieces of work waiting for a turn. */
    get waiting() {
      return waiting.length;
    },
    /**
     * Runs `work` when a slot is free. Refused with `QueueFull` when the line is full; a `signal`
     * that aborts while it waits takes it out of the line (a client gone away leaves its place),
     * rejected with the signal's reason. Work that has started runs to its end.
     */
    async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      signal?.throwIfAborted();
      // Decided before the first await, so a call made while the slots are full is queued at once.
      if (active < limit) active += 1;
      else if (waiting.length >= maxWaiting) throw new QueueFull();
      else await turn(signal);
      try {
        return await work();
      } finally {
        // The slot passes straight to the next in line, or is given back.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };

  function turn(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
        reject(signal!.reason);
      };
      function start() {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }
      waiting.push(start);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }
}

export type ConcurrencyLimit = ReturnType<typeof concurrencyLimit>;

/** The line of `concurrencyLimit` is full: nothing was queued. */
export class QueueFull extends Error {
  constructor() {
    super("the waiting line is full");
  }
}

/**
 * One place per key (a user's id) at a time, in this process: `take` answers the function that
 * gives the place back, or null when the key already holds one. Give it back in a `finally`.
 */
export function onePerKey() {
  const held = new Set<string>();
  return {
    /** Keys holding their place now. */
    get held() {
      return held.size;
    },
    take(key: string): (() => void) | null {
      if (held.has(key)) return null;
      held.add(key);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        held.delete(key);
      };
    },
  };
}

export type OnePerKey = ReturnType<typeof onePerKey>;
