import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/database.ts";
import { legDecidedByWalkover } from "../../db/tie-legs.ts";
import { withTransaction } from "../../db/transaction.ts";
import { type NotifyContext, notify } from "./notify.ts";

/** How often an instance looks for deadlines coming due: a reminder is at most this late. */
export const REMINDER_INTERVAL_MS = 60_000;
// Reminders made in one transaction at most; the next run takes the rest.
const BATCH = 500;

interface DueReminder {
  match_id: string;
  deadline: Date | string;
  home_id: string;
  away_id: string;
  home_name: string;
  away_name: string;
  slug: string;
  name: string;
}

/**
 * The 'son güne 24 saatten az kaldı' reminders (issue 26). Each run claims the open matches of
 * running tournaments whose deadline falls within the next 24 hours by writing (match, deadline)
 * into deadline_reminders: the primary key lets only one instance's insert through (a second one
 * waits for the first's commit and then inserts nothing), and only the rows this run inserted are
 * told, in the same transaction. A deadline moved later is a new (match, deadline): reminded again.
 */
export function deadlineReminders(db: Database, context: NotifyContext) {
  /** One run: the reminders it made. */
  async function runOnce(): Promise<number> {
    return withTransaction(db, async (tx) => {
      const due = await queryRows<DueReminder>(
        tx,
        sql`WITH claimed AS (
              INSERT INTO deadline_reminders (match_id, deadline)
              SELECT m.id, m.deadline
                FROM matches m JOIN tournaments t ON t.id = m.tournament_id
               WHERE t.status = 'active'
                 AND m.confirmed_at IS NULL
                 AND m.home_id IS NOT NULL AND m.away_id IS NOT NULL
                 AND m.deadline > now() AND m.deadline <= now() + interval '24 hours'
                 AND NOT ${legDecidedByWalkover(sql`m.tournament_id`, sql`m.key`)}
               ORDER BY m.deadline
               LIMIT ${BATCH}
              ON CONFLICT DO NOTHING
              RETURNING match_id, deadline
            )
            SELECT c.match_id, c.deadline, m.home_id, m.away_id, h.username AS home_name, a.username AS away_name, t.slug, t.name
              FROM claimed c
              JOIN matches m ON m.id = c.match_id
              JOIN tournaments t ON t.id = m.tournament_id
              JOIN users h ON h.id = m.home_id
              JOIN users a ON a.id = m.away_id`,
      );
      for (const reminder of due) {
        const data = {
          tournament: { slug: reminder.slug, name: reminder.name },
          matchId: reminder.match_id,
          deadline: new Date(reminder.deadline).toISOString(),
        };
        await notify(tx, context, [reminder.home_id], "deadlineSoon", { ...data, actor: reminder.away_name });
        await notify(tx, context, [reminder.away_id], "deadlineSoon", { ...data, actor: reminder.home_name });
      }
      return due.length;
    });
  }

  return {
    runOnce,
    /** Runs every `intervalMs` until the returned stop; the timer never keeps the process alive. */
    start(log: FastifyBaseLogger, intervalMs = REMINDER_INTERVAL_MS): () => void {
      let running = false;
      const timer = setInterval(() => {
        // A slow run is not overtaken by the next on this instance (another instance may run beside it).
        if (running) return;
        running = true;
        runOnce()
          .catch((error: unknown) => log.warn({ err: error }, "deadline reminders failed"))
          .finally(() => (running = false));
      }, intervalMs).unref();
      return () => clearInterval(timer);
    },
  };
}

export type DeadlineReminders = ReturnType<typeof deadlineReminders>;
