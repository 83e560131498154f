/** How often, at most, news refreshes a list or a profile: once every 2 s, however many tournaments change. */
export const LIVE_REFRESH_MS = 2_000;

export interface Throttled {
  (): void;
  /** Drops a call still waiting (the screen that wanted it has gone). */
  cancel(): void;
}

/**
 * `run` at most once every `ms`: the first call at once, calls within the next `ms` folded into
 * one at its end. A burst of events (a league's round confirmed match after match) costs a list
 * one request now and one at most `ms` later.
 */
export function throttle(run: () => void, ms: number): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = Date.now();
    run();
  };
  const call = () => {
    if (timer !== null) return;
    const wait = last + ms - Date.now();
    if (wait <= 0) fire();
    else timer = setTimeout(fire, wait);
  };
  call.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return call;
}
