import { pushMessages, type PushSubscriptionRequest } from "@turnuva/contract/push";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { pushSubscriptions } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { endpointProblem } from "./endpoint-guard.ts";

/**
 * A browser's subscriptions, kept per signed-in person (issue 26). A browser has one endpoint: when
 * another person signs in on it and subscribes, the endpoint moves to them, so one browser never
 * shows two people's notifications.
 */
export function pushSubscriptionsService(db: Database, { allowPrivateEndpoints }: { allowPrivateEndpoints: boolean }) {
  return {
    async subscribe(userId: string, subscription: PushSubscriptionRequest): Promise<void> {
      const problem = await endpointProblem(subscription.endpoint, allowPrivateEndpoints);
      if (problem) {
        const message = problem === "private" ? pushMessages.endpointPrivate : pushMessages.endpointUnresolvable;
        throw new AppError("VALIDATION_ERROR", message, { fields: { endpoint: message } });
      }
      const { endpoint, keys } = subscription;
      await db
        .insert(pushSubscriptions)
        .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: keys.p256dh, auth: keys.auth } });
    },

    /** Only the person's own: another's endpoint is left as it is, with the same answer. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
    },
  };
}
export type PushSubscriptionsService = ReturnType<typeof pushSubscriptionsService>;
