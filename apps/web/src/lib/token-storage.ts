// Part 1 §4: the session token lives in local storage under "token". Storage can throw (private
// mode, disabled storage); the app then simply behaves as logged out.
const KEY = "token";

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    window.localStorage.setItem(KEY, token);
  } catch {
    // Without storage the session lasts until the tab is closed; nothing else to do.
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // See writeToken.
  }
}
