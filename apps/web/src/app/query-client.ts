import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, type ApiScope } from "@/lib/api-client.ts";
import { retryDelay, shouldRetryRead, shouldRetryWrite } from "@/lib/retry-policy.ts";
import { forgetSession } from "@/lib/session/forget-session.ts";

export interface QueryClientHooks {
  /**
   * Part 1 §4: after a 401 on the user API the person is sent to /giris-yap; so are they after a
   * 401 on a write anywhere (`write`): what they did needs them signed in.
   */
  onSessionEnded?: (scope: ApiScope, write: boolean) => void;
}

/**
 * The one query client. Retries follow part 1 §7 (lib/retry-policy.ts); answers stay fresh for 30 s
 * (part 1 §9's cache). A 401 on any call that carried the token means the session is over: the
 * token is forgotten, the cached answers dropped and the signed-in user becomes nobody, here, once
 * for every query and mutation. A public page read with an ended session just becomes a visitor's.
 */
export function createQueryClient({ onSessionEnded }: QueryClientHooks = {}): QueryClient {
  const endSessionOn401 = (write: boolean) => (error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 401 || !error.hadToken) return;
    forgetSession(client);
    onSessionEnded?.(error.scope, write);
  };

  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOn401(false) }),
    // A write refused for an ended session (a score reported after the password was changed
    // elsewhere) must not just turn the page into a visitor's, the typed score gone unexplained.
    mutationCache: new MutationCache({ onError: endSessionOn401(true) }),
    defaultOptions: {
      queries: { retry: shouldRetryRead, retryDelay, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: shouldRetryWrite, retryDelay },
    },
  });
  return client;
}
