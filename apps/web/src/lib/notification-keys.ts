import { waitingMatchesKey } from "./waiting-matches-key.ts";

/**
 * Issue 26: the notifications' query keys, apart from lib/query-keys.ts (which lists them too):
 * the bell and its stream are in the shell, which must not carry the other areas' keys.
 */
export const notificationKeys = {
  all: ["notifications"] as const,
  /** The unread count, set only by the person's stream (and by marking read). */
  unread: () => [...notificationKeys.all, "unread"] as const,
  /** The bell's list, in pages. */
  list: () => [...notificationKeys.all, "list"] as const,
  preferences: () => [...notificationKeys.all, "preferences"] as const,
};

/**
 * What a new notification may have changed on a page already open (query keys as in
 * lib/query-keys.ts, written here for the shell's sake): an invitation ('Platform Davetleriniz' on
 * /platformlar), the person's platforms (added, removed) and the matches waiting for them (a report
 * to accept, a new round). Only the queries on screen are fetched again.
 */
export const changedByNotification = [["platforms", "invitations"], ["platforms", "mine"], waitingMatchesKey] as const;
