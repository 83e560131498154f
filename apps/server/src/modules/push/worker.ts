import { Agent } from "node:https";
import { type NotificationData, type NotificationKind, notificationPath, notificationText } from "@turnuva/contract/notification-rules";
import type { PushPayload } from "@turnuva/contract/push";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import webpush, { WebPushError } from "web-push";
import { type Database, queryRows } from "../../db/database.ts";
import { pushSubscriptions } from "../../db/schema.ts";
import { endpointProblem, guardedLookup } from "./endpoint-guard.ts";
import type { VapidKeys } from "./vapid.ts";

export interface PushWorkerOptions {
  keys: VapidKeys;
  /** The contact push services ask for (VAPID_SUBJECT). */
  subject: string;
  allowPrivateEndpoints: boolean;
  /** How often due notifications are looked for. */
  intervalMs?: number;
  /** Notifications taken per round. */
  batchSize?: number;
  /** Certificate authorities to trust besides the system's (a test's own push service). */
  ca?: string;
  log: FastifyBaseLogger;
}

// Kept by the push service while the browser is off: a day, after which an invitation is old news.
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

interface DueNotification {
  id: string;
  user_id: string;
  kind: NotificationKind;
  data: NotificationData;
}

/**
 * Sends the notifications marked push_due to their recipients' browsers (issue 26). A round claims
 * a batch in one statement (FOR UPDATE SKIP LOCKED: several instances never take the same row) and
 * clears the mark as it claims, so a push is sent at most once; one lost to a crash in between is
 * still in the bell. A subscription the push service answers 404 or 410 for is gone and is removed.
 */
export function pushWorker(db: Database, options: PushWorkerOptions) {
  const { keys, subject, allowPrivateEndpoints, log } = options;
  const batchSize = options.batchSize ?? 50;
  const agent = new Agent({
    keepAlive: true,
    ...(options.ca ? { ca: options.ca } : {}),
    ...(allowPrivateEndpoints ? {} : { lookup: guardedLookup }),
  });

  async function sendTo(subscription: typeof pushSubscriptions.$inferSelect, payload: string): Promise<void> {
    // The endpoint was public when it was given; its name may point elsewhere since.
    const problem = await endpointProblem(subscription.endpoint, allowPrivateEndpoints);
    if (problem) {
      log.warn({ endpoint: subscription.endpoint, problem }, "push not sent: endpoint is not a public address");
      return;
    }
    try {
      await webpush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        contentEncoding: "aes128gcm",
        timeout: SEND_TIMEOUT_MS,
        agent,
      });
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        log.info({ endpoint: subscription.endpoint, status: error.statusCode }, "push subscription expired: removed");
        return;
      }
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      log.warn({ err: error, endpoint: subscription.endpoint, status }, "push not sent");
    }
  }

  /** One round: claims up to a batch of due notifications and sends each; the number claimed. */
  async function runOnce(): Promise<number> {
    const due = await queryRows<DueNotification>(
      db,
      sql`UPDATE notifications SET push_due = false
          WHERE id IN (SELECT id FROM notifications WHERE push_due ORDER BY created_at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
          RETURNING id, user_id, kind, data`,
    );
    if (due.length === 0) return 0;
    const userIds = [...new Set(due.map((row) => row.user_id))];
    const subscriptions = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
    const sends: Promise<void>[] = [];
    for (const notification of due) {
      const payload: PushPayload = {
        title: "Turnuvam",
        body: notificationText(notification.kind, notification.data),
        url: notificationPath(notification.kind, notification.data),
      };
      const text = JSON.stringify(payload);
      for (const subscription of subscriptions.filter((row) => row.userId === notification.user_id)) sends.push(sendTo(subscription, text));
    }
    await Promise.all(sends);
    return due.length;
  }

  let timer: NodeJS.Timeout | null = null;
  // The round under way, if any: a slow round is not overtaken by the next tick.
  let round: Promise<void> | null = null;
  return {
    runOnce,
    /** Rounds on an interval; the timer never keeps the process alive. */
    start() {
      timer ??= setInterval(() => {
        round ??= runOnce()
          .then(() => undefined)
          .catch((error: unknown) => log.warn({ err: error }, "push round failed"))
          .finally(() => {
            round = null;
          });
      }, options.intervalMs ?? 2000).unref();
    },
    /** Stops the rounds, waits for the one under way, and closes the connections. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await round;
      agent.destroy();
    },
  };
}
export type PushWorker = ReturnType<typeof pushWorker>;
