// npm run bench:mail -w apps/server: how long the outbox worker takes to send 1,000 mails to a
// local SMTP server (smtp-server, test/support/smtp.ts), beside the time to write them to the
// outbox, each in a transaction of its own as a cause writes it (issue 26). On in-memory PGlite,
// and on a fresh database on DATABASE_URL when it is set (dropped at the end).
import pino from "pino";
import type { Config } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { withTransaction } from "../src/db/transaction.ts";
import { mailBody } from "../src/modules/mail/mail-body.ts";
import { queueMail } from "../src/modules/mail/outbox.ts";
import { smtpTransport } from "../src/modules/mail/transport.ts";
import { defaultMailWorkerOptions, mailWorker } from "../src/modules/mail/worker.ts";
import { testDatabase } from "../test/support/database.ts";
import { startTestSmtp } from "../test/support/smtp.ts";

const MAILS = 1000;

interface Row {
  database: string;
  writeMs: number;
  sendMs: number;
}

async function run(label: string, config: Config["database"]): Promise<Row> {
  const smtp = await startTestSmtp();
  const database = await openDatabase(config);
  try {
    const started = performance.now();
    for (let i = 0; i < MAILS; i += 1) {
      const link = `http://localhost:3000/sifre-sifirla?token=jeton${i}`;
      await withTransaction(database.db, (tx) =>
        queueMail(tx, {
          to: `alici${i}@ornek.com`,
          subject: `Deneme ${i}`,
          ...mailBody({ paragraphs: ["Merhaba, bu bir deneme e-postasıdır."], action: { label: "Aç", url: link } }),
        }),
      );
    }
    const writeMs = performance.now() - started;

    const worker = mailWorker(
      database.db,
      smtpTransport({ smtpUrl: smtp.url, from: "Turnuvam <no-reply@turnuvam.test>" }),
      pino({ level: "silent" }),
    );
    const sending = performance.now();
    while ((await worker.runOnce()) > 0) {
      // the next batch
    }
    await smtp.waitFor(MAILS, 60_000);
    const sendMs = performance.now() - sending;
    await worker.stop();
    return { database: label, writeMs, sendMs };
  } finally {
    await database.close();
    await smtp.stop();
  }
}

const rows: Row[] = [await run("PGlite (in memory)", { kind: "embedded", dataDir: null })];
if (process.env.DATABASE_URL) {
  const target = await testDatabase();
  try {
    rows.push(await run(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, target.config));
  } finally {
    await target.drop();
  }
}

console.log(`\n${MAILS} mails; worker batch ${defaultMailWorkerOptions.batch}, nodemailer pool of 5 connections\n`);
console.log("| database | write to outbox | worker sends | mails/s sent |");
console.log("|---|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.database} | ${(row.writeMs / 1000).toFixed(2)} s | ${(row.sendMs / 1000).toFixed(2)} s | ${Math.round(MAILS / (row.sendMs / 1000))} |`,
  );
}
