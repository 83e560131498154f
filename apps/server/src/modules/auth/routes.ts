import { loginRequestSchema, loginResponseSchema, meResponseSchema, registerRequestSchema, registerResponseSchema } from "@turnuva/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import type { AuthRateLimits } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { limitPerAddress } from "../rate-limits/limits.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import type { AuthService } from "./service.ts";

export interface AuthRoutesOptions {
  auth: AuthService;
  db: Database;
  limits: AuthRateLimits;
}

/** `/api/auth`: accounts and sessions (part 1 §7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, db, limits }) => {
  app.post(
    "/register",
    {
      schema: {
        operationId: "register",
        tags: ["auth"],
        summary: "Create an account",
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 409, 429) },
      },
      onRequest: limitPerAddress(db, "register", limits),
    },
    async (request, reply) => {
      reply.status(201);
      return auth.register(request.body);
    },
  );

  app.post(
    "/login",
    {
      schema: {
        operationId: "login",
        tags: ["auth"],
        summary: "Sign in with a username or e-mail and a password; answers a bearer token",
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
      onRequest: limitPerAddress(db, "login", limits),
    },
    async (request) => auth.login(request.body),
  );

  app.get(
    "/me",
    {
      config: { auth: "required" },
      schema: {
        operationId: "getCurrentUser",
        tags: ["auth"],
        summary: "The signed-in user",
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ user: await auth.currentUser(signedInUser(request)) }),
  );

  app.post(
    "/logout",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "logout",
        tags: ["auth"],
        summary: "End this session on every instance",
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await auth.logout(signedInUser(request));
      return reply.status(204).send(null);
    },
  );
};
