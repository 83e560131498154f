import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../db/database.ts";
import { mailOutbox } from "../../db/schema.ts";
import type { MailTransport } from "./transport.ts";

export interface MailWorkerOptions {
  /** Mails claimed at once; they are sent together over the transport's connections. */
  batch: number;
  /** How long a claim holds: a worker that died mid-batch leaves rows another takes after this. */
  leaseSeconds: number;
  intervalMs: number;
  /** Attempts before a mail is given up (kept with its last error). */
  maxAttempts: number;
}

export const defaultMailWorkerOptions: MailWorkerOptions = { batch: 20, leaseSeconds: 300, intervalMs: 2000, maxAttempts: 10 };

export interface MailWorker {
  /** Claims one batch of due mails and sends it; answers how many were claimed. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops the timer and waits for the batch in hand. */
  stop(): Promise<void>;
}

/** 30 s, doubled with each failed attempt, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 60 * 60);

/**
 * The outbox worker (issue 26). A claim is one statement on its own (FOR UPDATE SKIP LOCKED, then
 * `locked_until`), so several instances never claim one row twice; the mails are sent outside any
 * transaction (PGlite runs one transaction at a time: none may wait on an SMTP server), and each
 * row is then marked sent, or moved back by the backoff with its error.
 */
export function mailWorker(
  db: Database,
  transport: MailTransport,
  log: FastifyBaseLogger,
  options: MailWorkerOptions = defaultMailWorkerOptions,
): MailWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const runOnce = async () => {
    const claimed = await claimDueMails(db, options);
    await Promise.all(
      claimed.map(async (row) => {
        try {
          await transport.send({ to: row.toAddress, subject: row.subject, text: row.text, html: row.html, headers: row.headers });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await db
            .update(mailOutbox)
            .set({
              lastError: message.slice(0, 1000),
              lockedUntil: null,
              nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
            })
            .where(eq(mailOutbox.id, row.id));
          if (row.attempts >= options.maxAttempts)
            log.warn({ mailId: row.id, attempts: row.attempts, err: error }, "mail given up after its last attempt");
          else log.info({ mailId: row.id, attempts: row.attempts, error: message }, "mail not sent: tried again later");
          return;
        }
        await db
          .update(mailOutbox)
          .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, row.id));
      }),
    );
    return claimed.length;
  };

  // One pass at a time in this process; a full batch means more may be due, so it goes on.
  const drain = async () => {
    while ((await runOnce()) === options.batch && timer) {
      // next batch
    }
  };
  const tick = () => {
    if (running) return;
    running = drain()
      .catch((error: unknown) => log.warn({ err: error }, "mail worker failed; it tries again"))
      .finally(() => {
        running = null;
      });
  };

  return {
    runOnce,
    start() {
      timer ??= setInterval(tick, options.intervalMs).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      transport.close();
    },
  };
}

/** Claims up to `batch` due mails for this worker, oldest first, skipping rows another is claiming. */
export function claimDueMails(db: Executor, { batch, leaseSeconds, maxAttempts }: MailWorkerOptions) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
        lt(mailOutbox.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(batch)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Sent mails are kept a week (to look at what went out), then swept (housekeeping.ts). */
export async function deleteOldSentMail(db: Executor, keepDays = 7): Promise<number> {
  const gone = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.sentAt, sql`now() - make_interval(days => ${keepDays})`))
    .returning({ id: mailOutbox.id });
  return gone.length;
}
