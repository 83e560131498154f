import { acceptReportRequestSchema, matchParamsSchema, reportMatchRequestSchema } from "@turnuva/contract/tournaments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/error-responses.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import { answerForm, matchActionResponseSchema } from "./answer-form.ts";
import { forgetOnWrite } from "./forget-on-write.ts";
import type { TournamentReadCache } from "./read-cache.ts";
import type { ReportsService } from "./reports-service.ts";

const tags = ["tournaments"];
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Issue 25, under `/api/tournaments`: a match's two players report its score, accept the other's
 * report, or take their own back. The answer is the whole tournament, as every write's.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportsService; readCache: TournamentReadCache }> = async (
  app,
  { reports, readCache },
) => {
  forgetOnWrite(app, readCache);
  app.post(
    "/:id/matches/:matchId/report",
    {
      config: { auth: "required" },
      schema: {
        operationId: "reportMatchScore",
        tags,
        summary: "A player reports the score of their match: the opponent's same score confirms it, a different one disputes it",
        params: matchParamsSchema,
        body: reportMatchRequestSchema,
        response: { 200: matchActionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reports.report(signedInUser(request), request.params.id, request.params.matchId, request.body, answerForm(request, reply)),
  );

  app.post(
    "/:id/matches/:matchId/accept",
    {
      config: { auth: "required" },
      schema: {
        operationId: "acceptMatchReport",
        tags,
        summary: "The opponent confirms the other player's report as it stands (its shoot-out too), optionally with the clubs",
        params: matchParamsSchema,
        body: acceptReportRequestSchema,
        response: { 200: matchActionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reports.accept(signedInUser(request), request.params.id, request.params.matchId, request.body, answerForm(request, reply)),
  );

  app.delete(
    "/:id/matches/:matchId/report",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "withdrawMatchReport",
        tags,
        summary: "A player takes their own report back while the match is open",
        params: matchParamsSchema,
        response: { 200: matchActionResponseSchema, ...errors },
      },
    },
    async (request, reply) => reports.withdraw(signedInUser(request), request.params.id, request.params.matchId, answerForm(request, reply)),
  );
};
