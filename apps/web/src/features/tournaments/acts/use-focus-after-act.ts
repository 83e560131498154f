import { useEffect, useRef, type RefObject } from "react";
import type { ActWrite } from "./use-act-write.ts";

/** How long after an act its lost focus is still looked after (the answer's render comes within it). */
const WATCH_MS = 3000;

/**
 * After an act that took away the control it was made with (a report's form becomes 'Skoru 2–1
 * bildirdiniz…', a decided match leaves the desk), the focus would fall to the page's start: it
 * goes to the match's card when it is still there (`data-act-match`), else to the section
 * (`container`, focusable with tabIndex -1). The answer reaches the screen a render or two after
 * the write says it is done, so every render checks, for a moment; focus still on something on
 * the page stays there.
 */
export function useFocusAfterAct(write: ActWrite, container: RefObject<HTMLElement | null>) {
  const pending = useRef<{ about: string; at: number } | null>(null);
  const { done } = write;
  useEffect(() => {
    if (done) pending.current = { about: done.about, at: Date.now() };
  }, [done]);
  useEffect(() => {
    const act = pending.current;
    if (!act) return;
    if (Date.now() - act.at > WATCH_MS) {
      pending.current = null;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    pending.current = null;
    const root = container.current;
    const card = root?.querySelector<HTMLElement>(`[data-act-match="${act.about}"]`);
    (card ?? root)?.focus();
  });
}
