import type { FastifyPluginAsync } from "fastify";
import type { Database } from "./db/database.ts";
import { deleteSpentResetTokens } from "./modules/auth/recovery-service.ts";
import { deleteExpiredSessions } from "./modules/auth/session-repository.ts";
import { deleteOldSentMail } from "./modules/mail/worker.ts";
import { forgetExpiredHits } from "./modules/rate-limits/counter.ts";

const HOUR = 60 * 60 * 1000;

/**
 * Hourly sweeps of rows that would otherwise only grow: expired sessions, rate-limit counters
 * whose window is long over, old sent mails and spent reset links. Any instance may run them; they delete only what is dead anyway.
 * The timer never keeps the process alive and stops when the app closes.
 */
export const housekeeping: FastifyPluginAsync<{ db: Database; counterGraceSeconds: number }> = async (app, { db, counterGraceSeconds }) => {
  const sweep = async () => {
    await deleteExpiredSessions(db);
    await forgetExpiredHits(db, counterGraceSeconds);
    // Issue 26: mails sent more than a week ago, and reset links used or expired.
    await deleteOldSentMail(db);
    await deleteSpentResetTokens(db);
  };
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => app.log.warn({ err: error }, "housekeeping failed"));
  }, HOUR).unref();
  app.addHook("onClose", () => clearInterval(timer));
};
