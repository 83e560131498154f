import { useEffect, useState } from "react";

/**
 * False until the browser has painted the component's first render, then true. For what the
 * first screen does not show (the filter's platform options, the lists' live updates): asked for
 * before that paint, their requests competed with the page's own files and first answers on a
 * slow phone and pushed the first paint of the list later (Lighthouse, /turnuvalar).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs just before that frame is painted; a task it queues runs after.
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
