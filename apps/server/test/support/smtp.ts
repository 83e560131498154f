import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on this machine for one test file, and the mails it accepted (issue 26). */
export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for config.mail. */
  url: string;
  received: ParsedMail[];
  /** While true, every mail is refused after its data (451, a temporary failure). */
  refusing: boolean;
  /** Resolves once `count` mails have arrived in all (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Stops listening (a server that is down); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  let server: SMTPServer | null = null;
  let port = 0;
  const waiters = new Set<() => void>();
  const smtp: TestSmtp = {
    url: "",
    received: [],
    refusing: false,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (smtp.received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(smtp.received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waited for ${count} mails, ${smtp.received.length} arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async start() {
      // Plain SMTP on the loopback: no STARTTLS (its built-in certificate), no AUTH.
      server = new SMTPServer({
        logger: false,
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        // `stop` ends the connections a client keeps open (nodemailer's pool) at once.
        closeTimeout: 50,
        onData(stream, _session, callback) {
          const parsing = simpleParser(stream);
          parsing.then(
            (mail) => {
              if (smtp.refusing) {
                callback(Object.assign(new Error("Mailbox busy, try later"), { responseCode: 451 }));
                return;
              }
              smtp.received.push(mail);
              for (const waiter of [...waiters]) waiter();
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.server.once("error", reject);
        listening.listen(port, "127.0.0.1", () => resolve());
      });
      port = (listening.server.address() as AddressInfo).port;
      smtp.url = `smtp://127.0.0.1:${port}`;
    },
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
  };
  await smtp.start();
  return smtp;
}
