import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { queryKeys } from "../query-keys.ts";
import { listenToAllTournaments } from "./all-tournaments-stream.ts";
import { LIVE_REFRESH_MS, throttle } from "./throttle.ts";
import type { StreamRefusal } from "./why-refused.ts";

/**
 * Keeps a profile's figures current: a tournament's news that names this player among its
 * participants reads every figure of theirs again (`queryKeys.users.stats(username)`), at most
 * once every 2 s. Nothing while the profile is not known yet (`userId` null). Returns whether the
 * shared stream is refused for the address's limit (null when not), for the page's
 * `StreamRefusalNote`: the figures are read again every 30 s meanwhile.
 */
export function useLiveProfile(userId: string | null, username: string | null): StreamRefusal | null {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<StreamRefusal | null>(null);
  useEffect(() => {
    if (userId === null || username === null) return;
    const refresh = throttle(() => void queryClient.invalidateQueries({ queryKey: queryKeys.users.stats(username) }), LIVE_REFRESH_MS);
    const stop = listenToAllTournaments({
      news: (event) => {
        if (event.participantIds.includes(userId)) refresh();
      },
      reconnected: refresh,
      refused: setRefusal,
    });
    return () => {
      stop();
      refresh.cancel();
      setRefusal(null);
    };
  }, [queryClient, userId, username]);
  return refusal;
}
