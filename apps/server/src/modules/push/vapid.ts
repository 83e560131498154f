import webpush from "web-push";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { serverKey } from "../../db/server-keys.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair (issue 26): from the environment, else made once and kept in the
 * database (server_keys), so that every instance and every restart signs with the same pair and
 * the browsers' subscriptions, made with its public key, stay valid. The pair is kept as one value:
 * two names could end up holding halves of two different pairs after a race.
 */
export async function vapidKeys(db: Database, push: Config["push"]): Promise<VapidKeys> {
  if (push.vapidKeys) return push.vapidKeys;
  const stored = await serverKey(db, "vapid-keys", () => JSON.stringify(webpush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as Partial<VapidKeys>;
  if (typeof publicKey !== "string" || typeof privateKey !== "string") throw new Error("server key vapid-keys is not a key pair");
  return { publicKey, privateKey };
}
