import { STREAM_READY_EVENT, TOURNAMENT_EVENT, type TournamentEvent } from "@turnuva/contract/live-rules";
import { readTournamentEvent } from "./read-event.ts";
import { ALL_TOURNAMENTS_EVENTS_URL } from "./stream-urls.ts";
import { whyRefused, type StreamRefusal } from "./why-refused.ts";

export interface AllTournamentsListener {
  /** Any tournament's news. */
  news: (event: TournamentEvent) => void;
  /** The stream came back after a break: it does not catch up, so what is shown is read again. */
  reconnected: () => void;
  /**
   * Whether the stream is refused for the address's limit (429 TOO_MANY_STREAMS), null when not
   * or no longer (a stream opened, or the last refusal was something else). Told at once to a
   * listener that comes while it is refused, then on every change.
   */
  refused?: (refusal: StreamRefusal | null) => void;
}

/** How long a refused stream (429, a server error) waits before trying again, as the polling does. */
export const ALL_TOURNAMENTS_RETRY_MS = 30_000;

// One connection per tab, whatever the number of screens listening (the list, 'Aktif/Yarım', a
// profile): the server counts streams per address, and a browser opens six connections per host.
const listeners = new Set<AllTournamentsListener>();
let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
/** The question of why-refused.ts after a refusal, while it is out. */
let asking: AbortController | null = null;
let refusal: StreamRefusal | null = null;
// A place found free is tried at once, but only once per retry: refused again straight away
// (another tab took it), the stream waits the 30 s instead of trying back to back.
let freedBefore = false;

function setRefusal(next: StreamRefusal | null): void {
  if (next === refusal) return;
  refusal = next;
  for (const listener of listeners) listener.refused?.(next);
}

/** A new attempt: whatever happened meanwhile was missed. */
function reconnect(): void {
  connect();
  for (const listener of listeners) listener.reconnected();
}

function connect(): void {
  if (typeof EventSource === "undefined") return;
  const stream = new EventSource(ALL_TOURNAMENTS_EVENTS_URL);
  source = stream;
  let readyBefore = false;
  const opened = () => {
    if (source !== stream) return;
    freedBefore = false;
    setRefusal(null);
  };
  stream.addEventListener("open", opened);
  stream.addEventListener(STREAM_READY_EVENT, () => {
    opened();
    if (readyBefore) for (const listener of listeners) listener.reconnected();
    readyBefore = true;
  });
  stream.addEventListener(TOURNAMENT_EVENT, (message) => {
    const event = readTournamentEvent(message);
    if (event) for (const listener of listeners) listener.news(event);
  });
  stream.addEventListener("error", () => {
    if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
    // Refused for good: the browser will not try again on its own, nor say why. Asked once.
    source = null;
    const question = new AbortController();
    asking = question;
    void whyRefused(ALL_TOURNAMENTS_EVENTS_URL, question.signal).then((reason) => {
      if (asking !== question) return;
      asking = null;
      if (reason === "free" && !freedBefore) {
        freedBefore = true;
        reconnect();
        return;
      }
      if (reason === "too-many-streams") setRefusal("too-many-streams");
      else if (reason === "failed") setRefusal(null);
      retry = setTimeout(() => {
        retry = null;
        freedBefore = false;
        if (listeners.size > 0) reconnect();
      }, ALL_TOURNAMENTS_RETRY_MS);
    });
  });
}

/**
 * Listens to every tournament's events (`GET /api/tournaments/events`) on the tab's one shared
 * connection, opened with the first listener and closed with the last. A refusal is asked about
 * once (why-refused.ts): a place free by then, tried again at once; otherwise again 30 s later,
 * the listeners told when it is the address's limit. Returns the way to stop.
 */
export function listenToAllTournaments(listener: AllTournamentsListener): () => void {
  listeners.add(listener);
  if (refusal !== null) listener.refused?.(refusal);
  if (source === null && retry === null && asking === null) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    source?.close();
    source = null;
    if (retry !== null) clearTimeout(retry);
    retry = null;
    asking?.abort();
    asking = null;
    refusal = null;
    freedBefore = false;
  };
}
