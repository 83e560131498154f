import { queryKeys } from "@/lib/query-keys.ts";
import { isUnder } from "./list-keys.ts";
import { useLiveLists } from "./use-live-lists.ts";
import type { StreamRefusal } from "./why-refused.ts";

/**
 * Keeps a profile's figures current: a tournament's news that names this player among its
 * participants reads every figure of theirs again (`queryKeys.users.stats(username)`), at most
 * once every 2 s, as the lists are (use-live-lists.ts). Nothing while the profile is not known yet
 * (`userId` null). Returns whether the shared stream is refused for the address's limit (null
 * when not), for the page's `StreamRefusalNote`: the figures are read again every 30 s meanwhile.
 */
export function useLiveProfile(userId: string | null, username: string | null): StreamRefusal | null {
  return useLiveLists(userId !== null && username !== null, {
    concerns: (event) => userId !== null && event.participantIds.includes(userId),
    lists: (query) => username !== null && isUnder(queryKeys.users.stats(username))(query),
  });
}
