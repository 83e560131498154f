import type { FastifyInstance } from "fastify";
import type { TournamentReadCache } from "./read-cache.ts";

/**
 * Read your own writes: the notification of a write reaches every instance (this one too) a moment
 * after COMMIT, which may be after its answer and the page's next read; so this instance forgets
 * the tournament (`:id`) as soon as a write's answer is on its way, committed or refused. Added to
 * every plugin of tournament writes. A callback, not an async hook: every read passes here, and a
 * promise per answer is measurable.
 */
export function forgetOnWrite(app: FastifyInstance, readCache: TournamentReadCache): void {
  app.addHook("onSend", (request, _reply, payload, done) => {
    const { id } = (request.params ?? {}) as { id?: string };
    if (request.method !== "GET" && request.method !== "HEAD" && id) readCache.forget(id);
    done(null, payload);
  });
}
