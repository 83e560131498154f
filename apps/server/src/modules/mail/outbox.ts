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
 * Writes mails in the transaction of its cause (issue 26): it is sent only if that commits, and
 * then surely, by whichever instance's worker claims it first.
 */
export async function queueMail(tx: Transaction, ...mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? {} })));
}
