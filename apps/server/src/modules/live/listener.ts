import type { DatabaseHandle } from "../../db/database.ts";
import { embeddedListener } from "./listener-pglite.ts";
import { serverListener } from "./listener-pg.ts";
import { type LiveMessage, decodeLiveMessage } from "../../db/live-messages.ts";

export interface ListenerEvents {
  message(message: LiveMessage): void;
  /** Listening (again). `again`: after a loss, when notifications may have been missed. */
  up(again: boolean): void;
  /** No longer listening: notifications sent from now on will not be heard until `up`. */
  down(): void;
}

/** The one listening connection of this instance. */
export interface Listener {
  /** Resolves after the first attempt to listen, whether it worked or not (retries go on). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface ListenerOptions {
  /** The server's listening connection is named so (pg_stat_activity.application_name). */
  applicationName: string;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** A listener for the database the app runs on; our messages only reach `events.message`. */
export function openListener(database: DatabaseHandle, events: ListenerEvents, options: ListenerOptions): Listener {
  const onPayload = (payload: string) => {
    const message = decodeLiveMessage(payload);
    if (message) events.message(message);
  };
  return database.notifications.kind === "embedded"
    ? embeddedListener(database.notifications.client, onPayload, events)
    : serverListener(database.notifications.url, onPayload, events, options);
}
