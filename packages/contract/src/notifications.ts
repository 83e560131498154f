/**
 * Issue 26: notifications and their preferences as zod schemas; the kinds, sentences and
 * defaults are in `notification-rules.ts` (free of zod, for the pages).
 */
import * as z from "zod/mini";
import { NOTIFICATION_KINDS, type NotificationView, notificationMessages } from "./notification-rules.ts";
import { paginationSchema } from "./pagination.ts";
import { invitationsQuerySchema } from "./platforms.ts";

export * from "./notification-rules.ts";

export const notificationDataSchema = z.object({
  platform: z.optional(z.object({ slug: z.string(), name: z.string() })),
  tournament: z.optional(z.object({ slug: z.string(), name: z.string() })),
  matchId: z.optional(z.string()),
  actor: z.optional(z.string()),
  players: z.optional(z.string()),
  score: z.optional(z.string()),
  round: z.optional(z.string()),
  deadline: z.optional(z.string()),
  champion: z.optional(z.nullable(z.string())),
});

export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  data: notificationDataSchema,
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same: Same<z.infer<typeof notificationSchema>, NotificationView> = true;
void same;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.int(),
  pagination: paginationSchema,
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `?page&limit`: the same paging as the invitations (20 by default, at most 50). */
export const notificationsQuerySchema = invitationsQuerySchema;

/** A one-click unsubscribe link's person, kind and signature (missing ones make an invalid link). */
export const unsubscribeQuerySchema = z.object({
  u: z._default(z.string(), ""),
  k: z._default(z.string(), ""),
  s: z._default(z.string(), ""),
});

/** `{ ids }` (at most 100) or `{ all: true }`. */
/**
 * `{ ids }` (at most 100) or `{ all: true }`, never both: a body with both is a mistake, not a wish
 * to read everything. One object rather than a union, so each refusal says its own sentence.
 */
export const markReadRequestSchema = z
  .strictObject({
    ids: z.optional(
      z
        .array(z.uuid(notificationMessages.idsRequired))
        .check(z.minLength(1, notificationMessages.idsRequired), z.maxLength(100, notificationMessages.tooManyIds)),
    ),
    all: z.optional(z.literal(true, notificationMessages.idsOrAll)),
  })
  .check(z.refine((body) => (body.ids === undefined) !== (body.all === undefined), notificationMessages.idsOrAll));
export const markReadResponseSchema = z.object({ unreadCount: z.int() });

const channelsSchema = z.object({
  email: z.boolean({ error: notificationMessages.emailChoice }),
  push: z.boolean({ error: notificationMessages.pushChoice }),
});
export const notificationPreferencesSchema = z.object({
  preferences: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), email: z.boolean(), push: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferenceUpdateSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS, notificationMessages.kindUnknown),
  ...channelsSchema.shape,
});

/** On the per-person stream: the new notification and the count after it; `ready` first with the count. */
export const NOTIFICATION_EVENT = "notification";
export const NOTIFICATIONS_READ_EVENT = "notifications-read";
export const notificationEventSchema = z.object({ notification: notificationSchema, unreadCount: z.int() });
