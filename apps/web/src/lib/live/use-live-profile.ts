import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { queryKeys } from "../query-keys.ts";
import { listenToAllTournaments } from "./all-tournaments-stream.ts";
import { LIVE_REFRESH_MS, throttle } from "./throttle.ts";

/**
 * Keeps a profile's figures current: a tournament's news that names this player among its
 * participants reads every figure of theirs again (`queryKeys.users.stats(username)`), at most
 * once every 2 s. Nothing while the profile is not known yet (`userId` null).
 */
export function useLiveProfile(userId: string | null, username: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null || username === null) return;
    const refresh = throttle(() => void queryClient.invalidateQueries({ queryKey: queryKeys.users.stats(username) }), LIVE_REFRESH_MS);
    const stop = listenToAllTournaments({
      news: (event) => {
        if (event.participantIds.includes(userId)) refresh();
      },
      reconnected: refresh,
    });
    return () => {
      stop();
      refresh.cancel();
    };
  }, [queryClient, userId, username]);
}
