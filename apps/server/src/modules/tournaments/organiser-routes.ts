import { tournamentWriteResponseSchema } from "@turnuva/contract/tournament-answer";
import { matchParamsSchema, roundDeadlineRequestSchema, tournamentIdParamsSchema, walkoverRequestSchema } from "@turnuva/contract/tournaments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { errorResponses } from "../../http/error-responses.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import { answerForm, matchActionResponseSchema } from "./answer-form.ts";
import { forgetOnWrite } from "./forget-on-write.ts";
import type { TournamentReadCache } from "./read-cache.ts";
import type { TournamentsService } from "./service.ts";

const tags = ["tournaments"];
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Issue 25, under `/api/tournaments`: what the organiser (the creator while a member, or the
 * platform's owner) does beyond the spec's flows: walkovers, asking the players to report again,
 * round deadlines, reopening and deleting.
 */
export const organiserRoutes: FastifyPluginAsyncZod<{ tournaments: TournamentsService; readCache: TournamentReadCache }> = async (
  app,
  { tournaments, readCache },
) => {
  forgetOnWrite(app, readCache);
  app.post(
    "/:id/matches/:matchId/walkover",
    {
      config: { auth: "required" },
      schema: {
        operationId: "awardWalkover",
        tags,
        summary: "Award an open match to one of its players, recorded as a 3–0 walkover",
        params: matchParamsSchema,
        body: walkoverRequestSchema,
        response: { 200: matchActionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      tournaments.walkover(signedInUser(request), request.params.id, request.params.matchId, request.body, answerForm(request, reply)),
  );

  app.delete(
    "/:id/matches/:matchId/reports",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "clearMatchReports",
        tags,
        summary: "Ask both players of a match to report again: their reports go",
        params: matchParamsSchema,
        response: { 200: matchActionResponseSchema, ...errors },
      },
    },
    async (request, reply) => tournaments.clearReports(signedInUser(request), request.params.id, request.params.matchId, answerForm(request, reply)),
  );

  app.put(
    "/:id/rounds/deadline",
    {
      config: { auth: "required" },
      schema: {
        operationId: "setRoundDeadline",
        tags,
        summary: "Set or clear the deadline of one round (every match of it)",
        params: tournamentIdParamsSchema,
        body: roundDeadlineRequestSchema,
        response: { 200: tournamentWriteResponseSchema, ...errors },
      },
    },
    async (request) => tournaments.setRoundDeadline(signedInUser(request), request.params.id, request.body),
  );

  app.post(
    "/:id/reopen",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "reopenTournament",
        tags,
        summary: "Take a completed tournament back to active, its results kept and its placings cleared",
        params: tournamentIdParamsSchema,
        response: { 200: tournamentWriteResponseSchema, ...errors },
      },
    },
    async (request) => tournaments.reopen(signedInUser(request), request.params.id),
  );

  app.delete(
    "/:id",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "deleteTournament",
        tags,
        summary: "Delete a tournament and everything of it (its matches, results and reports)",
        params: tournamentIdParamsSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => tournaments.remove(signedInUser(request), request.params.id),
  );
};
