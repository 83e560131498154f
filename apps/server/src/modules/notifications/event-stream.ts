import { STREAM_READY_EVENT } from "@turnuva/contract/live";
import { notificationMessages } from "@turnuva/contract/notification-rules";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SignedInUser } from "../../actor.ts";
import type { Database } from "../../db/database.ts";
import { sessions } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import type { LiveHub } from "../live/hub.ts";
import { type SseFrame, openSse } from "../live/sse.ts";
import { userTopic } from "./live-handler.ts";
import { unreadCountOf } from "./service.ts";

/** How often an open stream asks whether its session still stands (logged out, expired: it ends). */
export const SESSION_CHECK_MS = 30_000;

// Its own sentence: the bell tries again by itself (the tournament pages' one speaks of polling).
const tooManyStreams = () => new AppError("TOO_MANY_STREAMS", notificationMessages.tooManyStreams, { headers: { "retry-after": "30" } });

/**
 * A signed-in person's own stream (issue 26): `ready` with their unread count, then each new
 * notification and each change of the count, as the live handler hands them to their topic.
 * Counted against the client's address like the tournaments' streams.
 */
export function notificationStreams(db: Database, hub: LiveHub, sessionCheckMs = SESSION_CHECK_MS) {
  async function sessionStands(sessionId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
    return row !== undefined;
  }

  return {
    async open(request: FastifyRequest, reply: FastifyReply, { id: userId, sessionId }: SignedInUser): Promise<void> {
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
      // A stream outlives no session: after a logout (on any instance) it ends within a check.
      const check = setInterval(() => {
        sessionStands(sessionId)
          .then((stands) => {
            if (!stands) stream?.end();
          })
          .catch(() => undefined);
      }, sessionCheckMs).unref();
      const done = () => {
        clearInterval(check);
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
