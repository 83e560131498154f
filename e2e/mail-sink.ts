import { writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server for the journeys (issue 26): the app under test sends its mails here
 * (SMTP_URL), and each one is written to `dir` as JSON (`to`, `subject`, `text`), where any
 * worker's journey reads it (tests/mail.ts). Lives as long as the process that started it.
 */
export async function startMailSink(dir: string): Promise<number> {
  let count = 0;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          count += 1;
          const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((each) => each.address ?? ""));
          writeFileSync(join(dir, `${Date.now()}-${count}.json`), JSON.stringify({ to, subject: mail.subject ?? "", text: mail.text ?? "" }));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // The sink must not keep the runner alive once the journeys are done.
  server.server.unref();
  return (server.server.address() as AddressInfo).port;
}
