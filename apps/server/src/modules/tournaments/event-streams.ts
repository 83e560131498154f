import { STREAM_READY_EVENT, TOURNAMENT_EVENT, type TournamentEvent, liveMessages } from "@turnuva/contract/live";
import { tournamentMessages } from "@turnuva/contract/tournaments";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { LiveHub } from "../live/hub.ts";
import { openSse } from "../live/sse.ts";
import { ALL_TOURNAMENTS, eventOf, tournamentTopic } from "./live-event.ts";
import { findTournamentRow, participantIdsOf } from "./repository.ts";
import { tournamentSubscriber } from "./tournament-stream.ts";

// The page behind a refused stream polls instead (the sentence says every 30 seconds).
const tooManyStreams = () => new AppError("TOO_MANY_STREAMS", liveMessages.tooManyStreams, { headers: { "retry-after": "30" } });
const notFound = () => new AppError("TOURNAMENT_NOT_FOUND", tournamentMessages.notFound);

/** The version a reconnecting client shows: `Last-Event-ID` (the browser's), else `?version=`. */
export function clientVersionOf(request: FastifyRequest, queryVersion: number | undefined): number | null {
  const header = request.headers["last-event-id"];
  if (typeof header === "string" && /^\d{1,15}$/.test(header.trim())) return Number(header.trim());
  return queryVersion ?? null;
}

/**
 * The two streams of issue 13 (docs/decisions.md, "Live updates and the read cache"). Each counts
 * against its client's address (`request.ip`, which believes X-Forwarded-For only from the proxies
 * of TRUST_PROXY) until it ends.
 */
export function tournamentEventStreams(db: Database, hub: LiveHub) {
  function admit(request: FastifyRequest): () => void {
    const release = hub.admit(request.ip);
    if (!release) throw tooManyStreams();
    return release;
  }

  return {
    /** One tournament's news, with catch-up; 204 for a completed one the client is up to date with. */
    async tournament(request: FastifyRequest, reply: FastifyReply, identifier: string, clientVersion: number | null): Promise<void> {
      const found = await findTournamentRow(db, identifier);
      if (!found) throw notFound();
      if (found.status === "completed" && clientVersion !== null && clientVersion >= found.version) {
        await reply.status(204).send();
        return;
      }
      const release = admit(request);
      const { subscriber, start } = tournamentSubscriber();
      const unsubscribe = hub.subscribe(tournamentTopic(found.id), subscriber);
      const ended = () => {
        unsubscribe();
        release();
      };
      let current: TournamentEvent;
      try {
        // Read again now that we listen: an action committed between the two reads is queued.
        const row = (await findTournamentRow(db, found.id)) ?? found;
        const behind = clientVersion !== null && clientVersion < row.version;
        current = eventOf(row, "caught-up", [], behind ? await participantIdsOf(db, row.id) : []);
      } catch (error) {
        ended();
        throw error;
      }
      start(openSse(reply, ended), current, clientVersion);
    },

    /** Every tournament's news, for the lists and profiles: no catch-up (they refetch on reconnect). */
    everything(request: FastifyRequest, reply: FastifyReply): void {
      const release = admit(request);
      let unsubscribe = () => undefined as void;
      const stream = openSse(reply, () => {
        unsubscribe();
        release();
      });
      stream.send({ event: STREAM_READY_EVENT, data: { version: null } });
      unsubscribe = hub.subscribe<TournamentEvent>(ALL_TOURNAMENTS, {
        deliver: (event) => stream.send({ event: TOURNAMENT_EVENT, data: event }),
        end: () => stream.end(),
      });
    },
  };
}

export type TournamentEventStreams = ReturnType<typeof tournamentEventStreams>;
