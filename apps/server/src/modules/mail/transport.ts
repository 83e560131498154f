import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import type { Config } from "../../config.ts";
import type { OutgoingMail } from "./outbox.ts";

/** Where the outbox worker hands a mail (mail/worker.ts): an SMTP server, or the log. */
export interface MailTransport {
  /** Resolves once the mail is accepted; rejects with the reason it was not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; else every mail is written to the log at info
 * level with its recipient, subject and links, so a person trying the product locally can follow a
 * reset link from the log (issue 26).
 */
export function mailTransport(mail: Config["mail"], log: FastifyBaseLogger): MailTransport {
  return mail ? smtpTransport(mail) : logTransport(log);
}

export function smtpTransport({ smtpUrl, from }: NonNullable<Config["mail"]>): MailTransport {
  const transporter = createTransport(
    {
      url: smtpUrl,
      // A few kept connections: the worker sends a claimed batch at once (bench/mail.ts).
      pool: true,
      maxConnections: 5,
      // A server that does not answer must not hold a claimed batch beyond its lease.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from },
  );
  return {
    async send(mail) {
      await transporter.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    },
    close: () => transporter.close(),
  };
}

/** The addresses in a mail's plain text: what a person would click in it. */
export function linksOf(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
}

export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    async send(mail) {
      log.info({ mail: { to: mail.to, subject: mail.subject, links: linksOf(mail.text) } }, "mail not sent (no SMTP_URL): written to the log");
    },
    close: () => undefined,
  };
}
