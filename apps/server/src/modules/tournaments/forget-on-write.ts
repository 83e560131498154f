import type { FastifyInstance, onSendHookHandler } from "fastify";
import type { TournamentReadCache } from "./read-cache.ts";

/**
 * Read your own writes: the notification of a write reaches every instance (this one too) a moment
 * after COMMIT, which may be after its answer and the page's next read; so this instance forgets
 * the tournament (`:id`) as soon as a write's answer is on its way, committed or refused. Called at
 * the top of every plugin of tournament writes, it adds the hook to each write route declared
 * after it, and to those only: the reads (the tournament's GET above all) go without an onSend
 * hook. A callback, not an async hook: a promise per answer is measurable.
 */
export function forgetOnWrite(app: FastifyInstance, readCache: TournamentReadCache): void {
  const forget: onSendHookHandler = (request, _reply, payload, done) => {
    const { id } = (request.params ?? {}) as { id?: string };
    if (id) readCache.forget(id);
    done(null, payload);
  };
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === "GET" || method === "HEAD")) return;
    route.onSend = [...[route.onSend ?? []].flat(), forget];
  });
}
