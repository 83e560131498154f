import { createHash, randomBytes } from "node:crypto";

/**
 * Bearer tokens are 256 random bits, opaque to the client. A session row must be looked up on
 * every request anyway (logout has to end it everywhere), so a signed token would add a key to
 * manage and nothing else (docs/decisions.md, "Sessions").
 */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the token: SHA-256 is enough for 256 random bits. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  return /^Bearer (\S+)$/i.exec(authorization ?? "")?.[1] ?? null;
}
