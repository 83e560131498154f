import { useCallback, useEffect, useRef } from "react";
import { recordExit } from "@/features/tournaments/api/record-exit.ts";

/**
 * Part 2 §4, unexpected exit: while the managing screen of a running tournament is open, leaving
 * the page (closing or reloading it, `pagehide`/`beforeunload`) or leaving the screen (navigating
 * elsewhere in the app, 'Kapat') records the exit with the open group tab, once per leaving.
 * `running` and `groupTab` are read when the person leaves. The returned `settled()` says the
 * screen is being left on purpose (paused, finished): nothing is recorded then, also when the
 * navigation home comes before the answer's render would have said so.
 */
export function useExitRecorder(tournamentId: string, running: boolean, groupTab: number | null): () => void {
  const now = useRef({ running, groupTab });
  const settled = useRef(false);
  useEffect(() => {
    now.current = { running, groupTab };
  }, [running, groupTab]);
  const pendingUnmount = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    // StrictMode (development) unmounts and mounts again at once: that is not a person leaving.
    if (pendingUnmount.current !== null) clearTimeout(pendingUnmount.current);
    let sent = false;
    const send = () => {
      if (sent || settled.current || !now.current.running) return;
      sent = true;
      void recordExit(tournamentId, now.current.groupTab);
    };
    // Back to a page kept in the back/forward cache: the screen is open again.
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) sent = false;
    };
    window.addEventListener("pagehide", send);
    window.addEventListener("beforeunload", send);
    window.addEventListener("pageshow", shownAgain);
    return () => {
      window.removeEventListener("pagehide", send);
      window.removeEventListener("beforeunload", send);
      window.removeEventListener("pageshow", shownAgain);
      pendingUnmount.current = setTimeout(send, 0);
    };
  }, [tournamentId]);

  return useCallback(() => {
    settled.current = true;
  }, []);
}
