import { serverMessages, textMessages } from "@turnuva/contract";
import type { preValidationHookHandler } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "./api-path.ts";
import { AppError } from "./app-error.ts";

/**
 * No NUL character reaches a query (issue 23). PostgreSQL cannot hold one in a text, so a `%00` in a
 * path or a query, or a `\u0000` in a JSON body, used to end as a 500 with the value in the log.
 * Nobody types one: it is refused at the door, 400 with our sentence, before routing, validation or
 * the database see it. The contract's text rules (text.ts) refuse it too, for the forms; this is
 * the house's guarantee for every field, the ones without a text rule included (ids, passwords).
 */
export const noNul = fp(
  async (app) => {
    app.addHook("onRequest", (request, _reply, done) => {
      // A raw NUL never gets past Node's parser; its percent-encoding would. A page's address is
      // the app's to answer (its 'Sayfa Bulunamadı'; the share pages look nothing up for it).
      const url = request.raw.url ?? "";
      if (url.includes("%00") && isApiPath(url)) return done(new AppError("BAD_REQUEST", serverMessages.badUrl));
      done();
    });
    // The body's check, on the routes that may have one: a GET or HEAD carries none, and a hook
    // on every read would cost a hook's turn for nothing (issue 27's read path).
    const noNulInBody: preValidationHookHandler = (request, _reply, done) => {
      if (hasNul(request.body)) return done(new AppError("VALIDATION_ERROR", textMessages.invalidCharacters));
      done();
    };
    app.addHook("onRoute", (route) => {
      if ([route.method].flat().every((method) => method === "GET" || method === "HEAD")) return;
      route.preValidation = [noNulInBody, ...[route.preValidation ?? []].flat()];
    });
  },
  { name: "no-nul" },
);

/** Whether a parsed JSON body holds a NUL in any string, key or value, at any depth. */
function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some(hasNul);
  for (const [key, inner] of Object.entries(value)) if (key.includes("\u0000") || hasNul(inner)) return true;
  return false;
}
