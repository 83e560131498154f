import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../../db/database.ts";
import type { TournamentReadCache } from "../tournaments/read-cache.ts";
import type { LiveHub } from "./hub.ts";
import { openListener } from "./listener.ts";

export interface LiveOptions {
  database: DatabaseHandle;
  hub: LiveHub;
  readCache: TournamentReadCache;
}

/** The listening connection's name in pg_stat_activity (an operator, or a test, can find it). */
export const LISTENER_APPLICATION_NAME = "turnuvam-live";

/**
 * Wires this instance to the notification channel: every message evicts what it makes stale in
 * the read cache, and a tournament's news goes to the open streams. While the listener is down the
 * cache is not trusted (a change could pass unheard); when it is back, the cache starts empty and
 * the open streams are ended, so their browsers reconnect and catch up on what was missed.
 * On close, the streams end first (`preClose`, before the server waits for its connections), then
 * the listener stops.
 */
const live: FastifyPluginAsync<LiveOptions> = async (app, { database, hub, readCache }) => {
  const listener = openListener(
    database,
    {
      message(message) {
        if (message.kind === "user") {
          readCache.evictParticipant(message.userId);
          return;
        }
        readCache.evictTournament(message.event.tournamentId);
        hub.publish(message.event);
      },
      up(again) {
        readCache.trust();
        if (again) hub.endAll();
      },
      down() {
        readCache.distrust();
      },
    },
    { applicationName: LISTENER_APPLICATION_NAME, log: app.log },
  );
  await listener.start();
  app.addHook("preClose", async () => hub.endAll());
  app.addHook("onClose", async () => listener.stop());
};

export const liveUpdates = fp(live, { name: "live-updates" });
