import type { TournamentEvent } from "@turnuva/contract/live";
import { STREAM_READY_EVENT, TOURNAMENT_EVENT } from "@turnuva/contract/live";
import type { Subscriber } from "../live/hub.ts";
import type { SseStream } from "../live/sse.ts";

/**
 * One tournament's stream, between subscribing and the first frame: it is subscribed before the
 * tournament's current version is read, so an action committed in between is queued rather than
 * lost, and sent after `ready` only if it is newer than what was announced.
 */
export function tournamentSubscriber() {
  let stream: SseStream | null = null;
  let queued: TournamentEvent[] = [];
  let lastVersion = 0;

  const send = (event: TournamentEvent) => {
    if (!stream || event.version <= lastVersion) return;
    lastVersion = event.version;
    stream.send({ event: TOURNAMENT_EVENT, id: event.version, data: event });
    // Nothing follows a completed tournament: the browser reconnects with this version and is
    // answered 204, which stops it (no open connection waits for news that cannot come).
    if (event.status === "completed" || event.change === "deleted") stream.end();
  };

  const subscriber: Subscriber<TournamentEvent> = {
    deliver(event) {
      if (stream) send(event);
      else queued.push(event);
    },
    end() {
      stream?.end();
    },
  };

  return {
    subscriber,
    /**
     * The stream is open: `ready` with the current version, then, for a client that showed an
     * older one, `caught-up` at once (its id the current version), then what was queued.
     */
    start(open: SseStream, current: TournamentEvent, clientVersion: number | null) {
      stream = open;
      lastVersion = current.version;
      open.send({ event: STREAM_READY_EVENT, id: current.version, data: { version: current.version } });
      if (clientVersion !== null && clientVersion < current.version) {
        open.send({ event: TOURNAMENT_EVENT, id: current.version, data: { ...current, change: "caught-up" } satisfies TournamentEvent });
      }
      const pending = queued;
      queued = [];
      for (const event of pending) send(event);
      if (current.status === "completed") open.end();
    },
  };
}
