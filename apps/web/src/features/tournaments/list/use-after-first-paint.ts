import { startTransition, useEffect, useState } from "react";

/**
 * False until the browser has painted the component's first render, then true. For what the
 * first screen does not show (the filter's platform options, the lists' live updates): asked for
 * before that paint, their requests competed with the page's own files and first answers on a
 * slow phone and pushed the first paint of the list later (Lighthouse, /turnuvalar).
 *
 * `inSlices`: what it brings renders as a transition, which React cuts into slices between the
 * browser's own work, rather than in one task (a long league's week of 64 matches: issue 27).
 */
export function useAfterFirstPaint(inSlices = false): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs just before that frame is painted; a task it queues runs after.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => (inSlices ? startTransition(() => setPainted(true)) : setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [inSlices]);
  return painted;
}
