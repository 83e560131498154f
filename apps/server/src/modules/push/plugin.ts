import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { pushRoutes } from "./routes.ts";
import { pushSubscriptionsService } from "./subscriptions.ts";
import { vapidKeys } from "./vapid.ts";
import { pushWorker } from "./worker.ts";

/**
 * What a test may hand in: its own push service's certificate authority, a quicker interval, or
 * no rounds at all (`intervalMs: null`), where the worker would clear push_due under a test's feet.
 */
export interface PushTestOptions {
  ca?: string;
  intervalMs?: number | null;
}

/**
 * Issue 26, Web Push: the subscription routes under the prefix (`/api/push`) and this instance's
 * push worker, which runs until the app closes.
 */
export const webPush: FastifyPluginAsync<{ db: Database; push: Config["push"]; given?: PushTestOptions }> = async (app, { db, push, given }) => {
  const keys = await vapidKeys(db, push);
  const subscriptions = pushSubscriptionsService(db, { allowPrivateEndpoints: push.allowPrivateEndpoints });
  await app.register(pushRoutes, { subscriptions, publicKey: keys.publicKey });
  if (given?.intervalMs === null) return;
  const worker = pushWorker(db, {
    keys,
    subject: push.subject,
    allowPrivateEndpoints: push.allowPrivateEndpoints,
    log: app.log,
    ...(given?.ca ? { ca: given.ca } : {}),
    ...(given?.intervalMs ? { intervalMs: given.intervalMs } : {}),
  });
  worker.start();
  app.addHook("onClose", () => worker.stop());
};
