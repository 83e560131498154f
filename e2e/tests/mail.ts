import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The mails the sink (mail-sink.ts) has received for `address` so far. */
function mailsTo(address: string): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: the journeys' config starts the mail sink");
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as ReceivedMail)
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Waits for a mail to `address` whose subject contains `subject` (the outbox worker sends within seconds). */
export async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(address).find((mail) => mail.subject.includes(subject));
        return found !== undefined;
      },
      { message: `a mail to ${address} about "${subject}"`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
