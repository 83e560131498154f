import v8 from "node:v8";
import vm from "node:vm";

// A forced collection makes the retained-heap figure meaningful and keeps one run's garbage out of
// the next run's timing; the flag is set at run time so the bench needs no node flags.
v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

/** Holds the measured result outside the function so nothing can treat it as dead. */
const holder: { kept: unknown } = { kept: null };

export interface Measurement {
  /** Median wall time of one run, in milliseconds. */
  ms: number;
  /** Timed batches. */
  samples: number;
  /** Heap still held by the result of one run after a full collection, in MiB. */
  retainedMiB: number;
}

/** Lets pending promise jobs drop their references, then collects twice. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  gc();
}

/**
 * Warms up, then times batches of runs (a batch lasts at least 5 ms, so microsecond cases are not
 * lost in timer noise) until `budgetMs` of timed work is spent, at least `minSamples` batches.
 * Garbage is collected between batches, outside the timing. Reports the median per run.
 */
export async function measure<T>(work: () => T | Promise<T>, budgetMs = 1500, minSamples = 3): Promise<Measurement> {
  const warm = performance.now();
  await work();
  const once = performance.now() - warm;
  const batch = Math.max(1, Math.ceil(5 / Math.max(once, 0.001)));
  const perRun: number[] = [];
  let spent = 0;
  while (perRun.length < minSamples || (spent < budgetMs && perRun.length < 100)) {
    await settle();
    const t = performance.now();
    for (let i = 0; i < batch; i++) await work();
    const elapsed = performance.now() - t;
    spent += elapsed;
    perRun.push(elapsed / batch);
  }
  perRun.sort((a, b) => a - b);
  await settle();
  const before = process.memoryUsage().heapUsed;
  holder.kept = await work();
  await settle();
  const retained = process.memoryUsage().heapUsed - before;
  holder.kept = null;
  return { ms: perRun[Math.floor(perRun.length / 2)] as number, samples: perRun.length, retainedMiB: Math.max(0, retained) / 2 ** 20 };
}

export function formatMs(ms: number): string {
  if (ms < 1) return `${(ms * 1000).toFixed(1)} µs`;
  if (ms < 1000) return `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

export function opsPerSecond(ms: number): string {
  const ops = 1000 / ms;
  return ops >= 100 ? `${Math.round(ops).toLocaleString("en-US")} ops/s` : `${ops.toFixed(2)} ops/s`;
}
