import type { QueryClient } from "@tanstack/react-query";
import type { NotificationView } from "@turnuva/contract/notification-rules";
import { changedByNotification, notificationKeys } from "@/lib/notification-keys.ts";

/** How long a dropped or refused stream waits before it is opened again. */
export const NOTIFICATION_STREAM_RETRY_MS = 5000;

/**
 * Issue 26: the signed-in person's own stream, `GET /api/notifications/events`. It needs the
 * session's token in the `Authorization` header, which EventSource cannot send (and a token never
 * goes into a URL), so it is read with fetch and its Server-Sent Events parsed here, as few bytes
 * as the shell can carry: our server writes each event as `event:` and one `data:` line, ending in
 * a blank line. Every event carries the unread count, which becomes the bell's; every event also
 * marks the panel's list stale: a new notification, a read mark (made in this tab or another: the
 * server tells every stream of the person) and `ready` (after a break the stream does not catch
 * up). A new notification also refreshes what it may have changed on a page already open (an
 * invitation, the matches waiting for the person). A dropped stream is opened again after a delay; a 401 (the session is over) ends it.
 * Returns the way to stop (logout).
 */
export function listenToNotifications(queryClient: QueryClient, token: string, onNew: (notification: NotificationView) => void): () => void {
  let stopped = false;
  let controller: AbortController;
  let retry: ReturnType<typeof setTimeout>;

  const connect = async () => {
    controller = new AbortController();
    try {
      const response = await fetch("/api/notifications/events", { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
      if (response.status === 401) return;
      const reader = response.ok ? response.body?.getReader() : undefined;
      const decoder = new TextDecoder();
      let buffer = "";
      for (let chunk; (chunk = await reader?.read()) && !chunk.done;) {
        const events = (buffer += decoder.decode(chunk.value, { stream: true })).split("\n\n");
        buffer = events.pop()!;
        for (const event of events) {
          const name = /^event: ?(.*)$/m.exec(event)?.[1];
          const data = /^data: ?(.*)$/m.exec(event)?.[1];
          if (!data) continue; // A comment (a keep-alive).
          const { unreadCount, notification } = JSON.parse(data) as { unreadCount: number; notification?: NotificationView };
          queryClient.setQueryData(notificationKeys.unread(), unreadCount);
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
          if (name !== "notification" || !notification) continue;
          for (const queryKey of changedByNotification) void queryClient.invalidateQueries({ queryKey });
          onNew(notification);
        }
      }
    } catch {
      // Dropped, unreachable or garbled: opened again below.
    }
    if (!stopped) retry = setTimeout(() => void connect(), NOTIFICATION_STREAM_RETRY_MS);
  };

  void connect();
  return () => {
    stopped = true;
    controller.abort();
    clearTimeout(retry);
  };
}
