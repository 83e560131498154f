import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { User } from "@turnuva/contract";
import { tr } from "../../texts/tr.ts";
import { ApiError, onUnauthorized } from "../api-client.ts";
import { clearToken, writeToken } from "../token-storage.ts";
import { fetchCurrentUser } from "./fetch-current-user.ts";
import { SessionContext, type Session } from "./session-context.ts";
import { initialSessionState, sessionReducer } from "./session-state.ts";

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, undefined, initialSessionState);
  const queryClient = useQueryClient();

  // Part 1 §4: on start, a stored token without a loaded user is checked against the server.
  const needsCheck = state.token !== null && state.user === null && state.loading;
  useEffect(() => {
    if (!needsCheck) return;
    const controller = new AbortController();
    fetchCurrentUser(controller.signal).then(
      (user) => dispatch({ type: "verified", user }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A 401 has already cleared the stored token (api-client). Any other failure (server
        // down, no network) keeps it, so a passing outage does not log everyone out; the person
        // is treated as logged out until the next start.
        if (error instanceof ApiError && error.status === 401) dispatch({ type: "signedOut" });
        else dispatch({ type: "verifyFailed", error: error instanceof ApiError ? error.message : tr.session.verifyFailed });
      },
    );
    return () => controller.abort();
  }, [needsCheck]);

  // Any 401 on a call that carried the token means the session is over.
  useEffect(() => onUnauthorized(() => dispatch({ type: "signedOut" })), []);

  const signIn = useCallback((token: string, user: User) => {
    writeToken(token);
    dispatch({ type: "signedIn", token, user });
  }, []);

  const signOut = useCallback(() => {
    clearToken();
    dispatch({ type: "signedOut" });
    // Cached answers may belong to the person who just left.
    queryClient.removeQueries();
  }, [queryClient]);

  const session = useMemo<Session>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext value={session}>{children}</SessionContext>;
}
