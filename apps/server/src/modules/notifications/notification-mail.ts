import { type NotificationData, type NotificationKind, notificationPath, notificationText } from "@turnuva/contract/notification-rules";
import type { OutgoingMail } from "../mail/outbox.ts";
import { mailBody } from "../mail/mail-body.ts";

/**
 * A notification told by e-mail (issue 26): its sentence as the subject and the first line, the
 * link to act on, and a one-click unsubscribe for this kind (RFC 8058).
 */
export function notificationMail(to: string, kind: NotificationKind, data: NotificationData, siteUrl: string, unsubscribeUrl: string): OutgoingMail {
  const sentence = notificationText(kind, data);
  const link = `${siteUrl}${notificationPath(kind, data)}`;
  return {
    to,
    subject: sentence.length > 120 ? `${sentence.slice(0, 117)}…` : sentence,
    ...mailBody({
      paragraphs: [sentence],
      action: { label: "Turnuvam'da aç", url: link },
      footer: { text: "Bu tür e-postaları almak istemiyorsanız:", label: "abonelikten çık", url: unsubscribeUrl },
    }),
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
