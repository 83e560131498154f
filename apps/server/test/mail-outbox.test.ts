// Issue 26, e-mail: every mail is written to the outbox in its cause's transaction and sent by a
// worker over SMTP (a real server started here, test/support/smtp.ts), once even with two workers,
// again after a failure; without SMTP_URL it is written to the log instead.
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "../src/db/database.ts";
import { mailOutbox } from "../src/db/schema.ts";
import { withTransaction } from "../src/db/transaction.ts";
import { mailBody } from "../src/modules/mail/mail-body.ts";
import { type OutgoingMail, queueMail } from "../src/modules/mail/outbox.ts";
import { smtpTransport } from "../src/modules/mail/transport.ts";
import { type MailWorker, type MailWorkerOptions, defaultMailWorkerOptions, deleteOldSentMail, mailWorker } from "../src/modules/mail/worker.ts";
import { startTestApp } from "./support/app.ts";
import { type TestDatabase, testDatabase } from "./support/database.ts";
import { type TestSmtp, startTestSmtp } from "./support/smtp.ts";

const FROM = "Turnuvam <no-reply@turnuvam.test>";
const silent = pino({ level: "silent" });

let smtp: TestSmtp;
let target: TestDatabase;
let database: DatabaseHandle;
const workers: MailWorker[] = [];
const handles: DatabaseHandle[] = [];
beforeAll(async () => {
  smtp = await startTestSmtp();
  target = await testDatabase();
  database = await openDatabase(target.config);
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await Promise.all(handles.map((handle) => handle.close()));
  await database?.close();
  await target?.drop();
  await smtp?.stop();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refusing = false;
  await database.db.delete(mailOutbox);
});

/** A worker on this file's database (or another handle on it), sending to the test's SMTP server. */
function worker(db = database.db, options: Partial<MailWorkerOptions> = {}): MailWorker {
  const made = mailWorker(db, smtpTransport({ smtpUrl: smtp.url, from: FROM }), silent, { ...defaultMailWorkerOptions, ...options });
  workers.push(made);
  return made;
}

let mailCounter = 0;
function aMail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  mailCounter += 1;
  const link = `http://localhost:3000/sifre-sifirla?token=jeton${mailCounter}`;
  return {
    to: `alici${mailCounter}@ornek.com`,
    subject: `Deneme ${mailCounter}`,
    ...mailBody({ paragraphs: ["Merhaba, şifrenizi sıfırlayın."], action: { label: "Yeni şifre belirle", url: link } }),
    ...overrides,
  };
}

const queue = (mail: OutgoingMail) => withTransaction(database.db, (tx) => queueMail(tx, mail));
const rowOf = async (subject: string) => {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
  return row!;
};

describe("the outbox worker", () => {
  it("sends a queued mail over SMTP with its subject, text, HTML and List-Unsubscribe, then marks it sent", async () => {
    const mail = aMail({
      headers: { "List-Unsubscribe": "<http://localhost:3000/abonelik?x=1>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    await queue(mail);
    expect(await worker().runOnce()).toBe(1);
    const [received] = await smtp.waitFor(1);
    expect(received!.subject).toBe(mail.subject);
    expect(received!.text?.trim()).toBe(mail.text.trim());
    expect(received!.html).toContain('<a href="http://localhost:3000/sifre-sifirla?token=');
    const header = (name: string) => received!.headerLines.find((line) => line.key === name)?.line;
    expect(header("list-unsubscribe")).toBe("List-Unsubscribe: <http://localhost:3000/abonelik?x=1>");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(received!.from?.text).toContain("no-reply@turnuvam.test");
    const row = await rowOf(mail.subject);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lockedUntil).toBeNull();
  });

  it("sends each of 50 mails exactly once while two workers run at once", async () => {
    const subjects = Array.from({ length: 50 }, () => aMail());
    await withTransaction(database.db, async (tx) => {
      for (const mail of subjects) await queueMail(tx, mail);
    });
    // On PostgreSQL the second worker has a connection pool of its own, as a second instance would.
    const other = target.config.kind === "server" ? await openDatabase(target.config) : database;
    if (other !== database) handles.push(other);
    const [first, second] = [worker(database.db, { batch: 5 }), worker(other.db, { batch: 5 })];
    const drain = async (w: MailWorker) => {
      while ((await w.runOnce()) > 0) {
        // the next batch
      }
    };
    await Promise.all([drain(first), drain(second), drain(first), drain(second)]);
    await smtp.waitFor(50);
    // A moment for a duplicate to arrive if one was sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const arrived = smtp.received.map((mail) => mail.subject).sort();
    expect(arrived).toEqual(subjects.map((mail) => mail.subject).sort());
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.filter((row) => row.sentAt === null)).toEqual([]);
    expect(new Set(rows.map((row) => row.attempts))).toEqual(new Set([1]));
  });

  it("keeps a refused mail with its error and a later attempt, and sends it once that attempt is due", async () => {
    const mail = aMail();
    await queue(mail);
    const w = worker();
    smtp.refusing = true;
    expect(await w.runOnce()).toBe(1);
    let row = await rowOf(mail.subject);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/451|busy/i);
    expect(row.lockedUntil).toBeNull();
    const [due] = await queryRows<{ wait: number }>(
      database.db,
      sql`SELECT extract(epoch FROM next_attempt_at - now())::float AS wait FROM mail_outbox WHERE id = ${row.id}`,
    );
    const wait = Number(due!.wait);
    // The first retry comes 30 s later (backoff).
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);

    // The server takes mail again, but the retry is not due yet.
    smtp.refusing = false;
    expect(await w.runOnce()).toBe(0);
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, row.id));
    expect(await w.runOnce()).toBe(1);
    expect((await smtp.waitFor(1)).map((m) => m.subject)).toEqual([mail.subject]);
    row = await rowOf(mail.subject);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBeNull();
  });

  it("tries again after the SMTP server was down", async () => {
    const mail = aMail();
    await queue(mail);
    const w = worker();
    await smtp.stop();
    try {
      expect(await w.runOnce()).toBe(1);
    } finally {
      await smtp.start();
    }
    const row = await rowOf(mail.subject);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, row.id));
    expect(await w.runOnce()).toBe(1);
    expect((await smtp.waitFor(1)).map((m) => m.subject)).toEqual([mail.subject]);
    expect((await rowOf(mail.subject)).sentAt).not.toBeNull();
  });

  it("gives a mail up after its last attempt and keeps it with the error", async () => {
    const mail = aMail();
    await queue(mail);
    await database.db.update(mailOutbox).set({ attempts: 9 }).where(eq(mailOutbox.subject, mail.subject));
    const w = worker(database.db, { maxAttempts: 10 });
    smtp.refusing = true;
    expect(await w.runOnce()).toBe(1);
    smtp.refusing = false;
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.subject, mail.subject));
    expect(await w.runOnce()).toBe(0);
    const row = await rowOf(mail.subject);
    expect(row.attempts).toBe(10);
    expect(row.sentAt).toBeNull();
    expect(row.lastError).toMatch(/451|busy/i);
  });

  it("queues a mail only when its transaction commits", async () => {
    const kept = aMail();
    const dropped = aMail();
    await queue(kept);
    await expect(
      withTransaction(database.db, async (tx) => {
        await queueMail(tx, dropped);
        throw new Error("the cause was refused");
      }),
    ).rejects.toThrow("the cause was refused");
    const subjects = (await database.db.select().from(mailOutbox)).map((row) => row.subject);
    expect(subjects).toEqual([kept.subject]);
  });
});

describe("housekeeping", () => {
  it("sweeps mails sent more than a week ago and keeps the newer ones and the unsent", async () => {
    const [old, recent, unsent] = [aMail(), aMail(), aMail()];
    for (const mail of [old, recent, unsent]) await queue(mail);
    await database.db
      .update(mailOutbox)
      .set({ sentAt: sql`now() - interval '8 days'` })
      .where(eq(mailOutbox.subject, old.subject));
    await database.db
      .update(mailOutbox)
      .set({ sentAt: sql`now() - interval '6 days'` })
      .where(eq(mailOutbox.subject, recent.subject));
    expect(await deleteOldSentMail(database.db)).toBe(1);
    const left = (await database.db.select().from(mailOutbox)).map((row) => row.subject).sort();
    expect(left).toEqual([recent.subject, unsent.subject].sort());
  });
});

// Each starts an app of its own (migrations included), slow on a busy machine.
describe("the app's worker", { timeout: 90_000 }, () => {
  it("sends over SMTP_URL from MAIL_FROM", async () => {
    const t = await startTestApp({ mail: { smtpUrl: smtp.url, from: FROM } });
    try {
      const mail = aMail();
      await withTransaction(t.database.db, (tx) => queueMail(tx, mail));
      const [received] = await smtp.waitFor(1, 10_000);
      expect(received!.subject).toBe(mail.subject);
      expect(received!.to).toMatchObject({ text: mail.to });
    } finally {
      await t.close();
    }
  });

  it("without SMTP_URL writes the recipient, subject and link of each mail to the log at info level", async () => {
    const lines: Array<{ level: number; msg: string; mail?: { to: string; subject: string; links: string[] } }> = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const t = await startTestApp({ logLevel: "info", mail: null }, { logStream });
    try {
      const mail = aMail();
      await withTransaction(t.database.db, (tx) => queueMail(tx, mail));
      const link = /http:\/\/\S+/.exec(mail.text)![0];
      await expect
        .poll(() => lines.find((line) => line.mail?.to === mail.to), { timeout: 10_000, interval: 100 })
        .toMatchObject({
          level: 30,
          mail: { to: mail.to, subject: mail.subject, links: [link] },
        });
      // Written to the log is as far as it goes: the row counts as sent (marked just after the line).
      const sentAt = async () => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, mail.subject)))[0]?.sentAt;
      await expect.poll(sentAt, { timeout: 5000, interval: 50 }).toBeInstanceOf(Date);
      expect(smtp.received).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
