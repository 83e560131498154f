import type { User } from "@turnuva/contract";
import { readToken } from "../token-storage.ts";

/** Part 1 §3 "Auth state": the only client state of substance (DESIGN §5). */
export interface SessionState {
  user: User | null;
  token: string | null;
  /** True while a stored token is being checked against /api/auth/me. */
  loading: boolean;
  error: string | null;
}

export type SessionAction =
  | { type: "verified"; user: User }
  | { type: "verifyFailed"; error: string }
  | { type: "signedIn"; token: string; user: User }
  | { type: "signedOut" };

/** On start a stored token means "maybe logged in": loading until /me answers (part 1 §4). */
export function initialSessionState(): SessionState {
  const token = readToken();
  return { user: null, token, loading: token !== null, error: null };
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case "verified":
      return { ...state, user: action.user, loading: false, error: null };
    case "verifyFailed":
      return { ...state, user: null, loading: false, error: action.error };
    case "signedIn":
      return { user: action.user, token: action.token, loading: false, error: null };
    case "signedOut":
      return { user: null, token: null, loading: false, error: null };
  }
}
