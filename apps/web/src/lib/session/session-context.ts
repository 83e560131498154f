import { createContext } from "react";
import type { User } from "@turnuva/contract";
import type { SessionState } from "./session-state.ts";

export interface Session extends SessionState {
  /** After a successful login: stores the token and the user. */
  signIn(token: string, user: User): void;
  /** Clears user, token and the stored token (part 1 §4). */
  signOut(): void;
}

export const SessionContext = createContext<Session | null>(null);
