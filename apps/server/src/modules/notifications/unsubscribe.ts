import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind } from "@turnuva/contract/notification-rules";
import type { Database } from "../../db/database.ts";
import { serverKey } from "../../db/server-keys.ts";

/**
 * One-click unsubscribe links (issue 26, RFC 8058): the link names a person and a kind and carries
 * an HMAC of both under a key the server keeps, so nobody can unsubscribe another person and the
 * link works without signing in, from any instance, for as long as the key lives.
 */
export async function unsubscribeLinks(db: Database, siteUrl: string) {
  const key = Buffer.from(await serverKey(db, "unsubscribe-hmac", () => randomBytes(32).toString("base64url")), "base64url");
  const sign = (userId: string, kind: string) => createHmac("sha256", key).update(`${userId}:${kind}`).digest("base64url");
  return {
    url(userId: string, kind: NotificationKind): string {
      const query = new URLSearchParams({ u: userId, k: kind, s: sign(userId, kind) });
      return `${siteUrl}/api/notifications/unsubscribe?${query}`;
    },
    /** The person and kind of a genuine link; null for anything else. */
    verify(userId: string, kind: string, signature: string): { userId: string; kind: NotificationKind } | null {
      if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
      const expected = Buffer.from(sign(userId, kind));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { userId, kind: kind as NotificationKind };
    },
  };
}

export type UnsubscribeLinks = Awaited<ReturnType<typeof unsubscribeLinks>>;
