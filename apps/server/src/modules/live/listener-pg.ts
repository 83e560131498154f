import type pg from "pg";
import type { Listener, ListenerEvents, ListenerOptions } from "./listener.ts";
import { LIVE_CHANNEL } from "../../db/live-messages.ts";

// Reconnection: at once, then twice as long each time up to 5 s, with jitter, so that instances
// that lost the same database do not all knock at the same moment when it comes back.
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5000;
const jitter = (ms: number) => ms / 2 + Math.random() * (ms / 2);

/**
 * A PostgreSQL server: one connection of its own (a pooled one is handed to others between
 * queries and cannot hold a LISTEN), kept for the life of the app. When it drops (the database
 * restarts, someone terminates the backend, the network goes), or cannot be made at start, `down`
 * is said at once and a new connection is tried with backoff until it LISTENs again, then
 * `up(true)`.
 */
export function serverListener(url: string, onPayload: (payload: string) => void, events: ListenerEvents, options: ListenerOptions): Listener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  // Whether notifications may have been missed since the last time we listened (or since start).
  let missed = false;

  const lost = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return; // an old connection's late error
    client = null;
    connection.removeAllListeners("notification");
    void connection.end().catch(() => undefined);
    if (stopped) return;
    missed = true;
    options.log.warn({ err: error }, "live updates: the listening connection was lost; reconnecting");
    events.down();
    schedule();
  };

  const schedule = () => {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, jitter(retryMs));
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async (): Promise<void> => {
    // Loaded here, not at the top: an instance on the embedded database never loads node-postgres.
    const { default: postgres } = await import("pg");
    if (stopped) return;
    const connection = new postgres.Client({ connectionString: url, application_name: options.applicationName, keepAlive: true });
    client = connection;
    connection.on("error", (error) => lost(connection, error));
    connection.on("end", () => lost(connection));
    connection.on("notification", (notification) => {
      if (notification.channel === LIVE_CHANNEL && notification.payload !== undefined) onPayload(notification.payload);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      lost(connection, error as Error);
      return;
    }
    if (stopped || client !== connection) return;
    retryMs = FIRST_RETRY_MS;
    if (missed) options.log.info({}, "live updates: listening again");
    events.up(missed);
    missed = false;
  };

  return {
    start: connect,
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const connection = client;
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
