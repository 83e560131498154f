import { NOTIFICATION_KINDS, type NotificationKind, defaultNotificationChannels, notificationMessages } from "@turnuva/contract/notification-rules";
import type { NotificationList, NotificationPreferences } from "@turnuva/contract/notifications";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Database, Executor } from "../../db/database.ts";
import { publishInTransaction } from "../../db/live-notify.ts";
import { notificationPreferences, notifications } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { notificationJson } from "./notify.ts";
import type { UnsubscribeLinks } from "./unsubscribe.ts";

// The route's body: exactly one of the two (the contract refuses both and neither).
export type MarkRead = { ids?: string[]; all?: true };

/** A person's unread count: what the bell shows. */
export async function unreadCountOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

async function setPreference(db: Executor, userId: string, kind: NotificationKind, channels: { email: boolean; push: boolean }) {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, ...channels })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: channels });
}

/** Use cases of a person's notifications (issue 26); routes.ts only calls these. Always the person's own. */
export function notificationsService(db: Database, links: UnsubscribeLinks) {
  async function preferences(userId: string): Promise<NotificationPreferences> {
    const rows = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
    const chosen = new Map(rows.map((row) => [row.kind, row]));
    return {
      preferences: NOTIFICATION_KINDS.map((kind) => {
        const { email, push } = chosen.get(kind) ?? defaultNotificationChannels[kind];
        return { kind, email, push };
      }),
    };
  }

  /** The person and kind of a link the server signed; anything else is refused. */
  function verified(query: { u: string; k: string; s: string }) {
    const genuine = links.verify(query.u, query.k, query.s);
    if (!genuine) throw new AppError("BAD_REQUEST", notificationMessages.unsubscribeInvalid);
    return genuine;
  }

  return {
    async list(userId: string, { page, limit }: { page: number; limit: number }): Promise<NotificationList> {
      const [rows, [total], unreadCount] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset((page - 1) * limit)
          .limit(limit),
        db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
        unreadCountOf(db, userId),
      ]);
      const totalCount = total?.value ?? 0;
      const totalPages = Math.ceil(totalCount / limit);
      return {
        notifications: rows.map(notificationJson),
        unreadCount,
        pagination: { currentPage: page, totalPages, totalCount, hasMore: page < totalPages, limit },
      };
    },

    /**
     * Marks the person's own notifications read (another's ids are simply not among them) and
     * tells their other tabs the new count, at COMMIT.
     */
    async markRead(userId: string, request: MarkRead): Promise<{ unreadCount: number }> {
      return withTransaction(db, async (tx) => {
        const own = and(eq(notifications.userId, userId), isNull(notifications.readAt));
        const which = request.ids ? and(own, inArray(notifications.id, request.ids)) : own;
        await tx.update(notifications).set({ readAt: new Date() }).where(which);
        const unreadCount = await unreadCountOf(tx, userId);
        await publishInTransaction(tx, { kind: "notifications-read", userId, unreadCount });
        return { unreadCount };
      });
    },

    preferences,

    async setPreference(userId: string, input: { kind: NotificationKind; email: boolean; push: boolean }): Promise<NotificationPreferences> {
      await setPreference(db, userId, input.kind, { email: input.email, push: input.push });
      return preferences(userId);
    },

    /** The one-click unsubscribe (RFC 8058): e-mail off for the link's kind, push kept as it was. */
    async unsubscribe(query: { u: string; k: string; s: string }): Promise<void> {
      const genuine = verified(query);
      await withTransaction(db, async (tx) => {
        const [chosen] = await tx
          .select()
          .from(notificationPreferences)
          .where(and(eq(notificationPreferences.userId, genuine.userId), eq(notificationPreferences.kind, genuine.kind)))
          .for("update");
        const push = chosen?.push ?? defaultNotificationChannels[genuine.kind].push;
        await setPreference(tx, genuine.userId, genuine.kind, { email: false, push });
      });
    },

    /** The kind of a genuine link, for the page that shows its button (nothing is changed yet). */
    genuineKind(query: { u: string; k: string; s: string }): NotificationKind {
      return verified(query).kind;
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
