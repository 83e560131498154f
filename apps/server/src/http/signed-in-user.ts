import { serverMessages } from "@turnuva/contract";
import type { FastifyRequest } from "fastify";
import type { SignedInUser } from "../actor.ts";
import { AppError } from "./app-error.ts";

// Who is asking, as every route sees it: a route says what it needs in `config.auth`, and the
// authentication plugin (modules/auth/authentication.ts) fills `request.user` before the body is read.
declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * "required": a route for signed-in users only (401 without a valid session).
     * "optional": anyone, and `request.user` is set when a valid session comes along.
     * Absent: a public route; the token is not even looked at.
     */
    auth?: "required" | "optional";
  }
  interface FastifyRequest {
    /** The signed-in user, found once per request by the authentication hook; null for visitors. */
    user: SignedInUser | null;
  }
}

/** The user of a route with `config: { auth: "required" }`, where the hook guarantees one. */
export function signedInUser(request: FastifyRequest): SignedInUser {
  if (!request.user) throw new AppError("AUTH_REQUIRED", serverMessages.authRequired);
  return request.user;
}
