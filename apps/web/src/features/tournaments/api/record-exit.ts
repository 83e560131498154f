import type { HandleExitRequest } from "@turnuva/contract/tournaments";
import { readToken } from "@/lib/token-storage.ts";

/**
 * `PUT /api/tournaments/:id/handle-exit` {activeGroupTab} (part 2 §4, unexpected exit). Sent as
 * the page goes away, so it is a `keepalive` fetch: the browser finishes it after the page has
 * gone. `sendBeacon` cannot carry a PUT or the bearer token. Nobody waits for the answer and a
 * failure changes nothing a person can act on, so it is never thrown.
 */
export async function recordExit(tournamentId: string, activeGroupTab: number | null): Promise<void> {
  const token = readToken();
  if (!token) return;
  const body: HandleExitRequest = { activeGroupTab };
  try {
    await fetch(`/api/tournaments/${encodeURIComponent(tournamentId)}/handle-exit`, {
      method: "PUT",
      keepalive: true,
      headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  } catch {
    // The page is going away, or the network is: the server keeps the tournament as it stands.
  }
}
