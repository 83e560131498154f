import type { FastifyPluginAsync } from "fastify";
import type { Database } from "./db/database.ts";
import { deleteExpiredSessions } from "./modules/auth/session-repository.ts";
import { forgetExpiredHits } from "./modules/rate-limits/counter.ts";

const HOUR = 60 * 60 * 1000;

/**
 * Hourly sweeps of rows that would otherwise only grow: expired sessions and rate-limit counters
 * whose window is long over. Any instance may run them; they delete only what is dead anyway.
 * The timer never keeps the process alive and stops when the app closes.
 */
export const housekeeping: FastifyPluginAsync<{ db: Database; counterGraceSeconds: number }> = async (app, { db, counterGraceSeconds }) => {
  const sweep = async () => {
    await deleteExpiredSessions(db);
    await forgetExpiredHits(db, counterGraceSeconds);
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, "housekeeping failed"));
  }, HOUR).unref();
  app.addHook("onClose", () => clearInterval(timer));
};
