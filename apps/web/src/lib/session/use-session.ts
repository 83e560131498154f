import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "@turnuva/contract";
import { commonTexts } from "@/texts/common.ts";
import { ApiError } from "@/lib/api-client.ts";
import { sessionKeys } from "./session-keys.ts";
import { readToken, writeToken } from "@/lib/token-storage.ts";
import { useCurrentUser } from "./current-user.ts";
import { forgetSession } from "./forget-session.ts";
import { revokeSession } from "./revoke-session.ts";

/** Part 1 §3 "Auth state": user, token, loading and error, with the two ways to change it. */
export interface Session {
  user: User | null;
  /** True while a stored token is being checked against /api/auth/me. */
  loading: boolean;
  /** Why a stored token could not be checked (server unreachable); the person counts as a visitor. */
  error: string | null;
  /** After a successful login: stores the token and the user. */
  signIn(token: string, user: User): void;
  /** Forgets the token here, ends it on the server and drops every cached answer. */
  signOut(): void;
}

export function useSession(): Session {
  const queryClient = useQueryClient();
  const query = useCurrentUser();

  const signIn = useCallback(
    (token: string, user: User) => {
      writeToken(token);
      queryClient.setQueryData(sessionKeys.currentUser(), user);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    const token = readToken();
    forgetSession(queryClient);
    if (token) void revokeSession(token);
  }, [queryClient]);

  // A failed check keeps the token (a passing outage should not log everyone out); the person is
  // treated as a visitor until the next start (docs/decisions.md).
  const error = query.isError ? (query.error instanceof ApiError ? query.error.message : commonTexts.sessionCheckFailed) : null;
  return { user: query.data ?? null, loading: query.isPending, error, signIn, signOut };
}
