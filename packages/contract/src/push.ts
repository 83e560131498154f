/**
 * Issue 26: Web Push. A browser's subscription as the push service gave it (`PushSubscription.toJSON()`),
 * the server's public key the browser subscribes with, and the Turkish texts of their refusals.
 */
import * as z from "zod/mini";

/** Endpoints of the push services are a few hundred characters; far longer is not one. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

export const pushMessages = {
  endpointRequired: "Bildirim aboneliğinin adresi gerekli.",
  endpointTooLong: `Bildirim aboneliğinin adresi en fazla ${PUSH_ENDPOINT_MAX_LENGTH} karakter olabilir.`,
  endpointNotHttps: "Bildirim aboneliğinin adresi https:// ile başlayan geçerli bir adres olmalı.",
  /** The endpoint names this machine or a private network: the server does not send there. */
  endpointPrivate: "Bildirim aboneliğinin adresi yerel veya özel bir ağı gösteriyor; bu adrese bildirim gönderilemez.",
  /** Its host name did not resolve to any address. */
  endpointUnresolvable: "Bildirim aboneliğinin adresi bulunamadı.",
  keysInvalid: "Bildirim aboneliğinin anahtarları geçersiz.",
} as const;

/** The payload a push carries, as the service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the web app ('/platformlar') the notification opens. */
  url: string;
}

/**
 * A base64url string (no padding) that decodes to exactly `bytes` bytes: a P-256 public key is 65
 * bytes (87 characters), an auth secret 16 (22 characters). Anything else would fail only at send.
 */
const base64UrlOfBytes = (bytes: number) =>
  z
    .string({ error: pushMessages.keysInvalid })
    .check(z.length(Math.ceil((bytes * 4) / 3), pushMessages.keysInvalid), z.regex(/^[A-Za-z0-9_-]+$/, pushMessages.keysInvalid));

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

const endpointSchema = z
  .string({ error: pushMessages.endpointRequired })
  .check(
    z.minLength(1, pushMessages.endpointRequired),
    z.maxLength(PUSH_ENDPOINT_MAX_LENGTH, pushMessages.endpointTooLong),
    z.refine(isHttpsUrl, pushMessages.endpointNotHttps),
  );

/** `POST /api/push/subscriptions`: what `PushSubscription.toJSON()` gives (expirationTime is ignored). */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64UrlOfBytes(65), auth: base64UrlOfBytes(16) }, { error: pushMessages.keysInvalid }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushSubscriptionResponseSchema = z.object({ endpoint: z.string() });

/** `DELETE /api/push/subscriptions`: the browser's own endpoint. */
export const pushUnsubscribeRequestSchema = z.object({ endpoint: endpointSchema });

/** `GET /api/push/public-key`: the VAPID public key (base64url), the browser's applicationServerKey. */
export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });
