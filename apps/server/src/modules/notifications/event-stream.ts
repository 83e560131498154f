import { STREAM_READY_EVENT, liveMessages } from "@turnuva/contract/live";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import type { LiveHub } from "../live/hub.ts";
import { type SseFrame, openSse } from "../live/sse.ts";
import { userTopic } from "./live-handler.ts";
import { unreadCountOf } from "./service.ts";

const tooManyStreams = () => new AppError("TOO_MANY_STREAMS", liveMessages.tooManyStreams, { headers: { "retry-after": "30" } });

/**
 * A signed-in person's own stream (issue 26): `ready` with their unread count, then each new
 * notification and each change of the count, as the live handler hands them to their topic.
 * Counted against the client's address like the tournaments' streams.
 */
export function notificationStreams(db: Database, hub: LiveHub) {
  return {
    async open(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
      const release = hub.admit(request.ip);
      if (!release) throw tooManyStreams();
      // Listening before the count is read: what commits in between is held and sent after `ready`.
      const held: SseFrame[] = [];
      let stream: ReturnType<typeof openSse> | null = null;
      let ended = false;
      const unsubscribe = hub.subscribe<SseFrame>(userTopic(userId), {
        deliver: (frame) => (stream ? stream.send(frame) : held.push(frame)),
        end: () => {
          ended = true;
          stream?.end();
        },
      });
      const done = () => {
        unsubscribe();
        release();
      };
      let unreadCount: number;
      try {
        unreadCount = await unreadCountOf(db, userId);
      } catch (error) {
        done();
        throw error;
      }
      const open = openSse(reply, done);
      open.send({ event: STREAM_READY_EVENT, data: { unreadCount } });
      for (const frame of held.splice(0)) open.send(frame);
      stream = open;
      if (ended) open.end();
    },
  };
}

export type NotificationStreams = ReturnType<typeof notificationStreams>;
