/**
 * At most `limit` pieces of work at once; the rest wait in arrival order. Decoding a picture of
 * 8192 × 8192 takes a few hundred milliseconds and up to a few hundred megabytes on sharp's
 * threads: without a bound, a burst of uploads would take every thread and all the memory while
 * every other request waits (docs/decisions.md, "Images").
 */
export function concurrencyLimit(limit: number) {
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
    async run<T>(work: () => Promise<T>): Promise<T> {
      // Decided before the first await, so a call made while the slots are full is queued at once.
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
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
}

export type ConcurrencyLimit = ReturnType<typeof concurrencyLimit>;
