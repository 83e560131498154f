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
