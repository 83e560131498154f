import { safeReturnPath } from "./paths.ts";

/**
 * What travels in the router's location state to /giris-yap: where the person came from (part 1
 * §4, protected routes remember the origin) and whether they just registered (part 1 §2 alert).
 */
export interface LoginLocationState {
  from?: string;
  registered?: boolean;
}

export function readLoginState(state: unknown): LoginLocationState {
  if (typeof state !== "object" || state === null) return {};
  const { from, registered } = state as Record<string, unknown>;
  return {
    from: typeof from === "string" ? safeReturnPath(from) : undefined,
    registered: registered === true,
  };
}

/** The path to return to after login; home when the person came from nowhere in particular. */
export function returnPathFrom(state: unknown): string {
  return safeReturnPath(readLoginState(state).from);
}
