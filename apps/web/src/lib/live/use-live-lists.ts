import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { listenToAllTournaments } from "./all-tournaments-stream.ts";
import { isTournamentList } from "./list-keys.ts";
import { LIVE_REFRESH_MS, throttle } from "./throttle.ts";

/**
 * Keeps the tournament lists on screen current (`/turnuvalar`, a platform's 'Aktif/Yarım'): any
 * tournament's news reads the lists shown again, at most once every 2 s; the others are marked
 * stale. `enabled` false: not now (the screen shows something else).
 */
export function useLiveLists(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refresh = throttle(() => void queryClient.invalidateQueries({ predicate: isTournamentList }), LIVE_REFRESH_MS);
    const stop = listenToAllTournaments({ news: refresh, reconnected: refresh });
    return () => {
      stop();
      refresh.cancel();
    };
  }, [queryClient, enabled]);
}
