import { SignJWT, jwtVerify } from "jose";

const ALGORITHM = "HS256";
const ISSUER = "turnuvam";

export interface TokenService {
  issue(userId: string): Promise<string>;
  /** The user id of a valid token, or null for a missing, expired, tampered or foreign one. */
  verify(token: string): Promise<string | null>;
}

export function tokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        // The algorithm is fixed: a token that names another one (or `none`) is refused.
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          // A token without an expiry or a subject is not one of ours, however it was signed.
          requiredClaims: ["exp", "sub"],
        });
        return typeof payload.sub === "string" ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
