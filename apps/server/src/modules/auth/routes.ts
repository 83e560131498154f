import {
  accountRecoveryMessages,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
} from "@turnuva/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import type { AuthRateLimits } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { limitPerAddress } from "../rate-limits/limits.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import { recoveryService } from "./recovery-service.ts";
import type { AuthService } from "./service.ts";

export interface AuthRoutesOptions {
  auth: AuthService;
  db: Database;
  limits: AuthRateLimits;
  /** The absolute base of the reset link in the mail (http/site-url.ts). */
  siteUrl: string;
}

/** `/api/auth`: accounts and sessions (part 1 §7). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, db, limits, siteUrl }) => {
  const recovery = recoveryService(db, limits, siteUrl);

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

  // Issue 26: account recovery. The same answer whether or not the address has an account.
  app.post(
    "/forgot-password",
    {
      schema: {
        operationId: "forgotPassword",
        tags: ["auth"],
        summary: "Ask for a password reset link by e-mail; the same answer whether or not the address has an account",
        body: forgotPasswordRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 429) },
      },
      onRequest: limitPerAddress(db, "forgot-password", limits),
    },
    async (request, reply) => {
      await recovery.forgotPassword(request.body.email);
      reply.status(202);
      return { message: accountRecoveryMessages.forgotAccepted };
    },
  );

  app.post(
    "/reset-password",
    {
      schema: {
        operationId: "resetPassword",
        tags: ["auth"],
        summary: "Set a new password with the token of a reset link; ends every session of the account",
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
      onRequest: limitPerAddress(db, "reset-password", limits),
    },
    async (request) => {
      await recovery.resetPassword(request.body);
      return { message: accountRecoveryMessages.passwordReset };
    },
  );

  app.post(
    "/change-password",
    {
      config: { auth: "required" },
      schema: {
        operationId: "changePassword",
        tags: ["auth"],
        summary: "Change the password with the current one; ends the account's other sessions",
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      await recovery.changePassword(signedInUser(request), request.body);
      return { message: accountRecoveryMessages.passwordChanged };
    },
  );
};
