import { NOTIFICATION_EVENT, NOTIFICATIONS_READ_EVENT } from "@turnuva/contract/notifications";
import type { LiveHub } from "../live/hub.ts";
import type { LiveHandler } from "../live/plugin.ts";
import type { SseFrame } from "../live/sse.ts";

/** The hub's topic of one person's streams (issue 26): their tabs, on this instance. */
export const userTopic = (userId: string) => `user:${userId}`;

/**
 * What a person's streams hear from the notification channel: their own new notification with
 * their unread count, and their count after they read some (in another tab). Each message names
 * its person and goes to that person's topic alone.
 */
export function notificationsLiveHandler(hub: LiveHub): LiveHandler {
  return {
    message(message) {
      if (message.kind === "notification") {
        const data = { notification: message.notification, unreadCount: message.unreadCount };
        hub.publish<SseFrame>(userTopic(message.userId), { event: NOTIFICATION_EVENT, data });
      } else if (message.kind === "notifications-read") {
        hub.publish<SseFrame>(userTopic(message.userId), { event: NOTIFICATIONS_READ_EVENT, data: { unreadCount: message.unreadCount } });
      }
    },
  };
}
