import type { Transaction } from "../../db/database.ts";
import { mailOutbox } from "../../db/schema.ts";

/** A mail as it is written to the outbox and later sent (mail/worker.ts). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post for the notification mails. */
  headers?: Record<string, string>;
}

/**
 * Writes a mail in the transaction of its cause (issue 26): it is sent only if that commits, and
 * then surely, by whichever instance's worker claims it first.
 */
export async function queueMail(tx: Transaction, mail: OutgoingMail): Promise<void> {
  await tx.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? {} });
}
