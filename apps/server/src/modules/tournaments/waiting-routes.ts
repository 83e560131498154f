import { waitingMatchesResponseSchema } from "@turnuva/contract/calendars";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/error-responses.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import type { WaitingService } from "./waiting-service.ts";

/**
 * Issue 25, under `/api/users`: the signed-in person's matches waiting for them, beside their own
 * profile (`/api/users/profile`). No username can be 'waiting-matches' ('-' is not allowed), so
 * this static path hides no public profile at `/api/users/profile/:username`.
 */
export const waitingRoutes: FastifyPluginAsyncZod<{ waiting: WaitingService }> = async (app, { waiting }) => {
  app.get(
    "/profile/waiting-matches",
    {
      config: { auth: "required" },
      schema: {
        operationId: "listOwnWaitingMatches",
        tags: ["users"],
        summary: "The signed-in player's open matches waiting for them across tournaments: to report, or to accept the opponent's report",
        response: { 200: waitingMatchesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => waiting.waitingFor(signedInUser(request)),
  );
};
