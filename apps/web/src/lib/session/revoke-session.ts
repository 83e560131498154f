import { apiRequest } from "@/lib/api-client.ts";

/**
 * Ends the session on the server (ASVS 7.4.1), so the token is useless even if it was copied. The
 * browser has already forgotten it; if the server cannot be reached the session simply runs out
 * at its TOKEN_TTL, which is all that is left to do.
 */
export async function revokeSession(token: string): Promise<void> {
  await apiRequest<void>("/auth/logout", { method: "POST", token }).catch(() => undefined);
}
