import {
  type NotificationData,
  type NotificationKind,
  type NotificationView,
  defaultNotificationChannels,
} from "@turnuva/contract/notification-rules";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { Transaction } from "../../db/database.ts";
import { publishInTransaction } from "../../db/live-notify.ts";
import { notificationPreferences, notifications, users } from "../../db/schema.ts";
import { queueMail } from "../mail/outbox.ts";
import { notificationMail } from "./notification-mail.ts";

/** A stored notification as the API and the stream show it. */
export function notificationJson(row: typeof notifications.$inferSelect): NotificationView {
  return {
    _id: row.id,
    kind: row.kind as NotificationKind,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** What a notifying transaction needs besides itself: where links in mails point. */
export interface NotifyContext {
  /** Absolute base of the web app's links in mails ('https://turnuvam.example'). */
  siteUrl: string;
  /** Signs the one-click unsubscribe links (notifications/unsubscribe.ts). */
  unsubscribeUrl(userId: string, kind: NotificationKind): string;
}

/**
 * Tells people something, inside the transaction of the action that causes it (issue 26): one
 * row each, their mail written to the outbox and their push marked due as each chose for the kind,
 * and their own streams told at COMMIT. A refused action rolls all of it back with itself.
 * The actor is never told of their own action.
 */
export async function notify(
  tx: Transaction,
  context: NotifyContext,
  recipientIds: readonly string[],
  kind: NotificationKind,
  data: NotificationData,
  { except }: { except?: string | null } = {},
): Promise<void> {
  const ids = [...new Set(recipientIds)].filter((id) => id !== except);
  if (ids.length === 0) return;
  const people = await tx
    .select({ id: users.id, email: users.email, wantsEmail: notificationPreferences.email, wantsPush: notificationPreferences.push })
    .from(users)
    .leftJoin(notificationPreferences, and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)))
    .where(inArray(users.id, ids));
  if (people.length === 0) return;
  const defaults = defaultNotificationChannels[kind];
  // One statement each for the rows, the mails and the counts, however many are told (a new
  // tournament of 128 tells 127 people); only the announcements go one per person.
  const rows = await tx
    .insert(notifications)
    .values(people.map((person) => ({ userId: person.id, kind, data, pushDue: person.wantsPush ?? defaults.push })))
    .returning();
  await queueMail(
    tx,
    ...people
      .filter((person) => person.wantsEmail ?? defaults.email)
      .map((person) => notificationMail(person.email, kind, data, context.siteUrl, context.unsubscribeUrl(person.id, kind))),
  );
  const unread = await tx
    .select({ userId: notifications.userId, value: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, ids), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  const unreadOf = new Map(unread.map((row) => [row.userId, row.value]));
  for (const row of rows) {
    await publishInTransaction(tx, {
      kind: "notification",
      userId: row.userId,
      notification: notificationJson(row),
      unreadCount: unreadOf.get(row.userId) ?? 0,
    });
  }
}
