import { serverMessages } from "@turnuva/contract";
import type { onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../http/app-error.ts";
import "../../http/signed-in-user.ts";
import type { AuthService } from "./service.ts";
import { bearerToken } from "./session-token.ts";

type SecurityRequirements = Record<string, string[]>[];
const SECURITY: Record<"required" | "optional" | "none", SecurityRequirements> = {
  required: [{ bearer: [] }],
  optional: [{}, { bearer: [] }],
  none: [],
};

/**
 * Authentication happens once, here, before the body is read: a route says what it needs in
 * `config.auth` and finds the result in `request.user`. A token that was sent but is unknown,
 * ended or expired is a 401 even on an optional route, so the client learns its session is over.
 */
export const authentication = fp<{ auth: AuthService }>(
  async (app, { auth }) => {
    app.decorateRequest("user", null);

    // What the OpenAPI document says each route needs, so that the API page shows a lock where a
    // session is needed and a generated client sends the token where it counts: a public route
    // needs none (`[]`), an optional one takes a token or none (`{}`), a required one a token.
    // And who is asking, found before the route's own first hook (a limit per person needs it)
    // on the routes that say `config.auth`, and only there: a hook of every request would read
    // the route's config through `request.routeOptions`, which Fastify builds anew on each read.
    app.addHook("onRoute", (route) => {
      if (route.schema) route.schema = { ...route.schema, security: SECURITY[route.config?.auth ?? "none"] };
      const mode = route.config?.auth;
      if (mode) route.onRequest = [whoIsAsking(mode), ...[route.onRequest ?? []].flat()];
    });

    /**
     * A callback, so a request without a token (every visitor's read) costs no promise; only a
     * token waits for the session's lookup.
     */
    function whoIsAsking(mode: "required" | "optional"): onRequestHookHandler {
      return (request, _reply, done) => {
        const token = bearerToken(request.headers.authorization);
        if (!token) return done(mode === "required" ? new AppError("AUTH_REQUIRED", serverMessages.authRequired) : undefined);
        auth.signedInUser(token).then(
          (user) => {
            if (!user) return done(new AppError("INVALID_TOKEN", serverMessages.sessionExpired));
            request.user = user;
            done();
          },
          (error: unknown) => done(error as Error),
        );
      };
    }
  },
  { name: "authentication" },
);
