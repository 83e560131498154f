/** The Network Information API, where the browser has it (Chromium; not Firefox or Safari). */
interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW_CONNECTIONS = new Set(["slow-2g", "2g", "3g"]);

/**
 * Part 1 §9: the public platform list gives up after 5 s, 10 s on a slow connection; every other
 * call keeps the client's 30 s (USER_CALL_TIMEOUT_MS). A browser that does not say how fast it is gets the short limit.
 */
export function listTimeoutMs(connection: ConnectionInfo | undefined = browserConnection()): number {
  const slow = connection?.saveData === true || SLOW_CONNECTIONS.has(connection?.effectiveType ?? "");
  return slow ? 10_000 : 5_000;
}

function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
