import {
  challengeStatsSchema,
  compareParamsSchema,
  compareQuerySchema,
  comparisonSchema,
  tournamentStatsOfUserSchema,
  userStatsSchema,
  usernameParamsSchema,
} from "@turnuva/contract/stats";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/error-responses.ts";
import type { StatsService } from "./service.ts";

export interface StatsRoutesOptions {
  stats: StatsService;
}

const tags = ["stats"];

/**
 * The statistics calls that part 1 §7 and part 2 §7 put under `/api/tournaments`, a second plugin
 * beside the tournaments' own. Their first segments are static, so they win over `/:id` in the
 * router, and they are reserved words no tournament slug can take (tournaments/slug.ts). Public:
 * a token is checked when one comes (an expired one is a 401), never needed.
 */
export const statsRoutes: FastifyPluginAsyncZod<StatsRoutesOptions> = async (app, { stats }) => {
  app.get(
    "/user-stats/username/:username",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        summary: "A user's played matches: wins, losses, draws, goals scored and conceded",
        params: usernameParamsSchema,
        response: { 200: userStatsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => stats.userStats(request.params.username),
  );

  app.get(
    "/tournament-stats/username/:username",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        summary: "Tournaments a user took part in, and won (champion of a completed one)",
        params: usernameParamsSchema,
        response: { 200: tournamentStatsOfUserSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => stats.tournamentStats(request.params.username),
  );

  app.get(
    "/challenge-stats/username/:username",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        summary: "Challenges a user took part in, and of the completed ones won and lost",
        params: usernameParamsSchema,
        response: { 200: challengeStatsSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => stats.challengeStats(request.params.username),
  );

  app.get(
    "/compare/:userId1/:userId2",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        summary: "Head to head: every played match between two users, optionally within one platform's tournaments",
        params: compareParamsSchema,
        querystring: compareQuerySchema,
        response: { 200: comparisonSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => stats.compare(request.params.userId1, request.params.userId2, request.query),
  );
};
