import type { PGlite } from "@electric-sql/pglite";
import type { Listener, ListenerEvents } from "./listener.ts";
import { LIVE_CHANNEL } from "../../db/live-messages.ts";

/**
 * The embedded database, in this process: PGlite runs LISTEN/NOTIFY itself and calls back at
 * COMMIT, so the same `pg_notify` in the action's transaction serves both databases. Nothing to
 * lose and reconnect: it is up from the start until the app closes.
 */
export function embeddedListener(client: PGlite, onPayload: (payload: string) => void, events: Pick<ListenerEvents, "up">): Listener {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start() {
      unlisten = await client.listen(LIVE_CHANNEL, onPayload);
      events.up(false);
    },
    async stop() {
      // The database may be closed already (its own onClose hook): nothing is listening then.
      await unlisten?.().catch(() => undefined);
      unlisten = null;
    },
  };
}
