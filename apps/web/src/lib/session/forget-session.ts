import type { QueryClient } from "@tanstack/react-query";
import { sessionKeys } from "./session-keys.ts";
import { clearToken } from "@/lib/token-storage.ts";

/**
 * Part 1 §4 "clears user, token and the stored token": after logout or a 401. Every cached answer
 * goes too, since it may belong to the person who just left; the session query stays, as nobody.
 */
export function forgetSession(queryClient: QueryClient): void {
  clearToken();
  queryClient.removeQueries({ predicate: (cached) => cached.queryKey[0] !== sessionKeys.all[0] });
  queryClient.setQueryData(sessionKeys.currentUser(), null);
}
