import { serverMessages } from "@turnuva/contract";
import fp from "fastify-plugin";
import { AppError } from "../../http/app-error.ts";
import "../../http/signed-in-user.ts";
import type { AuthService } from "./service.ts";
import { bearerToken } from "./session-token.ts";

/**
 * Authentication happens once, here, before the body is read: a route says what it needs in
 * `config.auth` and finds the result in `request.user`. A token that was sent but is unknown,
 * ended or expired is a 401 even on an optional route, so the client learns its session is over.
 */
export const authentication = fp<{ auth: AuthService }>(
  async (app, { auth }) => {
    app.decorateRequest("user", null);

    app.addHook("onRoute", (route) => {
      // The API page shows a lock on the routes that need a session.
      if (route.config?.auth === "required" && route.schema) route.schema = { ...route.schema, security: [{ bearer: [] }] };
    });

    // A callback, so a request without a token (every visitor's read) costs no promise; only a
    // token waits for the session's lookup.
    app.addHook("onRequest", (request, _reply, done) => {
      const mode = request.routeOptions.config.auth;
      if (!mode) return done();
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
    });
  },
  { name: "authentication" },
);
