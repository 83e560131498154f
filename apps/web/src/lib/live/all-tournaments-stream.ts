import { STREAM_READY_EVENT, TOURNAMENT_EVENT, type TournamentEvent } from "@turnuva/contract/live-rules";
import { readTournamentEvent } from "./read-event.ts";
import { ALL_TOURNAMENTS_EVENTS_URL } from "./stream-urls.ts";

export interface AllTournamentsListener {
  /** Any tournament's news. */
  news: (event: TournamentEvent) => void;
  /** The stream came back after a break: it does not catch up, so what is shown is read again. */
  reconnected: () => void;
}

/** How long a refused stream (429, a server error) waits before trying again, as the polling does. */
export const ALL_TOURNAMENTS_RETRY_MS = 30_000;

// One connection per tab, whatever the number of screens listening (the list, 'Aktif/Yarım', a
// profile): the server counts streams per address, and a browser opens six connections per host.
const listeners = new Set<AllTournamentsListener>();
let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;

function connect(): void {
  if (typeof EventSource === "undefined") return;
  const stream = new EventSource(ALL_TOURNAMENTS_EVENTS_URL);
  source = stream;
  let readyBefore = false;
  stream.addEventListener(STREAM_READY_EVENT, () => {
    if (readyBefore) for (const listener of listeners) listener.reconnected();
    readyBefore = true;
  });
  stream.addEventListener(TOURNAMENT_EVENT, (message) => {
    const event = readTournamentEvent(message);
    if (event) for (const listener of listeners) listener.news(event);
  });
  stream.addEventListener("error", () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    // Refused for good: the browser will not try again on its own.
    source = null;
    retry = setTimeout(() => {
      retry = null;
      if (listeners.size === 0) return;
      connect();
      // Whatever happened meanwhile was missed.
      for (const listener of listeners) listener.reconnected();
    }, ALL_TOURNAMENTS_RETRY_MS);
  });
}

/**
 * Listens to every tournament's events (`GET /api/tournaments/events`) on the tab's one shared
 * connection, opened with the first listener and closed with the last. Returns the way to stop.
 */
export function listenToAllTournaments(listener: AllTournamentsListener): () => void {
  listeners.add(listener);
  if (source === null && retry === null) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    source?.close();
    source = null;
    if (retry !== null) clearTimeout(retry);
    retry = null;
  };
}
