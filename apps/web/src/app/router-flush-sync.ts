import { flushSync } from "react-dom";

/**
 * What "react-router/dom" would pass to RouterProvider, given here so only one copy of
 * react-router is ever loaded (tests resolve the two entry points to different builds). It lets a
 * navigation commit at once when asked to; logout relies on it (use-logout.ts).
 */
export function routerFlushSync(fn: () => unknown): undefined {
  flushSync(fn);
}
