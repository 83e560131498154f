import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../../db/database.ts";
import type { LiveHub } from "./hub.ts";
import { type ListenerEvents, openListener } from "./listener.ts";

/**
 * What a module does with the notifications (tournaments/live-handler.ts): each message, and the
 * moments the listener is lost and found again (a cache must not be trusted in between).
 */
export type LiveHandler = Partial<ListenerEvents>;

export interface LiveOptions {
  database: DatabaseHandle;
  hub: LiveHub;
  handlers: LiveHandler[];
}

/** The listening connection's name in pg_stat_activity (an operator, or a test, can find it). */
export const LISTENER_APPLICATION_NAME = "turnuvam-live";

/**
 * Wires this instance to the notification channel: every message goes to each module's handler.
 * When the listener is back after a loss, the open streams are ended, so their browsers reconnect
 * and catch up on what was missed. On close, the streams end first (`preClose`, before the server
 * waits for its connections), then the listener stops.
 */
const live: FastifyPluginAsync<LiveOptions> = async (app, { database, hub, handlers }) => {
  const listener = openListener(
    database,
    {
      message(message) {
        for (const handler of handlers) handler.message?.(message);
      },
      up(again) {
        for (const handler of handlers) handler.up?.(again);
        if (again) hub.endAll();
      },
      down() {
        for (const handler of handlers) handler.down?.();
      },
    },
    { applicationName: LISTENER_APPLICATION_NAME, log: app.log },
  );
  await listener.start();
  app.addHook("preClose", async () => hub.endAll());
  app.addHook("onClose", async () => listener.stop());
};

export const liveUpdates = fp(live, { name: "live-updates" });
