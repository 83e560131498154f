import type { TournamentEvent } from "@turnuva/contract/live";
import type { NotificationView } from "@turnuva/contract/notification-rules";

/**
 * What travels on the one notification channel every instance listens to (docs/decisions.md,
 * "Live updates and the read cache"): a tournament's news, for the streams and the read cache, and
 * a user whose picture changed, for the read cache alone (a tournament's answer shows its
 * participants' pictures, which change without the tournament's version moving).
 */
export type LiveMessage =
  | { kind: "tournament"; event: TournamentEvent }
  | { kind: "user"; userId: string }
  // Issue 26: a person's new notification, or their unread count after they read some; only
  // that person's own stream hears it (notifications/live-handler.ts).
  | { kind: "notification"; userId: string; notification: NotificationView; unreadCount: number }
  | { kind: "notifications-read"; userId: string; unreadCount: number };

export const LIVE_CHANNEL = "turnuvam_live";

// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more, and the refusal would abort the
// action's transaction: a message is made to fit before it is sent.
const PAYLOAD_LIMIT = 7999;

/**
 * The payload of a message, under the limit. A tournament event too large drops its changes first
 * (open pages then wait for their read of the whole tournament, as before the changes travelled),
 * then its matches (clients refetch the tournament anyway), then, for a tournament of hundreds,
 * its participant list (a profile page then misses one refresh rather than the action failing).
 */
export function encodeLiveMessage(message: LiveMessage): string {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) <= PAYLOAD_LIMIT || message.kind !== "tournament") return text;
  const withoutChanges = JSON.stringify({ ...message, event: { ...message.event, changes: undefined } });
  if (Buffer.byteLength(withoutChanges) <= PAYLOAD_LIMIT) return withoutChanges;
  const withoutMatches = JSON.stringify({ ...message, event: { ...message.event, changes: undefined, matches: [] } });
  if (Buffer.byteLength(withoutMatches) <= PAYLOAD_LIMIT) return withoutMatches;
  return JSON.stringify({ ...message, event: { ...message.event, changes: undefined, matches: [], participantIds: [] } });
}

/** Our own payloads; anything else on the channel (a person's NOTIFY from psql) is ignored. */
export function decodeLiveMessage(payload: string): LiveMessage | null {
  try {
    const message = JSON.parse(payload) as Partial<LiveMessage> | null;
    if (message?.kind === "tournament" && typeof message.event?.tournamentId === "string") return message as LiveMessage;
    if (message?.kind === "user" && typeof message.userId === "string") return message as LiveMessage;
    if ((message?.kind === "notification" || message?.kind === "notifications-read") && typeof message.userId === "string")
      return message as LiveMessage;
  } catch {
    // not ours
  }
  return null;
}
