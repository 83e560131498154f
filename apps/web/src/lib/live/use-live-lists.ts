import { useQueryClient } from "@tanstack/react-query";
import type { TournamentEvent } from "@turnuva/contract/live-rules";
import { useEffect, useEffectEvent, useState } from "react";
import { listenToAllTournaments } from "./all-tournaments-stream.ts";
import { isTournamentList, type CachedQuery } from "./list-keys.ts";
import { LIVE_REFRESH_MS, throttle } from "./throttle.ts";
import type { StreamRefusal } from "./why-refused.ts";

/** What one screen's lists are, when they are not every tournament list (list-keys.ts). */
export interface LiveListsScope {
  /** The news that can change what the screen shows; every tournament's when left out. */
  concerns?: (event: TournamentEvent) => boolean;
  /** The cached queries that news makes stale (those on screen are read again); every tournament list when left out. */
  lists?: (query: CachedQuery) => boolean;
}

/**
 * Keeps the tournament lists on screen current (`/turnuvalar`, a platform's 'Aktif/Yarım', the
 * platform and game pages): news that concerns them reads the lists shown again, at most once
 * every 2 s; the others are marked stale. After a break of the shared stream (which does not
 * catch up) they are read again as well. `enabled` false: not now (the screen shows something
 * else, or does not know yet what its lists are). `scope`: which news and which lists, read at
 * the time of each event. Returns whether the shared stream is refused for the address's limit
 * (null when not), for the screen's `StreamRefusalNote`: it is read again every 30 s meanwhile.
 */
export function useLiveLists(enabled = true, scope: LiveListsScope = {}): StreamRefusal | null {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<StreamRefusal | null>(null);
  const concerns = useEffectEvent((event: TournamentEvent) => scope.concerns?.(event) ?? true);
  const lists = useEffectEvent((query: CachedQuery) => (scope.lists ?? isTournamentList)(query));
  useEffect(() => {
    if (!enabled) return;
    const refresh = throttle(() => void queryClient.invalidateQueries({ predicate: (query) => lists(query) }), LIVE_REFRESH_MS);
    const stop = listenToAllTournaments({
      news: (event) => {
        if (concerns(event)) refresh();
      },
      reconnected: refresh,
      refused: setRefusal,
    });
    return () => {
      stop();
      refresh.cancel();
      setRefusal(null);
    };
  }, [queryClient, enabled]);
  return refusal;
}
