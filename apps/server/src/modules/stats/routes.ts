import {
  challengeStatsSchema,
  compareParamsSchema,
  compareQuerySchema,
  comparisonSchema,
  matchHistoryQuerySchema,
  matchHistoryResponseSchema,
  profileResponseSchema,
  recentPerformanceSchema,
  tournamentStatsOfUserSchema,
  usedClubsSchema,
  userStatsSchema,
  usernameParamsSchema,
} from "@turnuva/contract/stats";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/error-responses.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import type { StatsService } from "./service.ts";

export interface StatsRoutesOptions {
  stats: StatsService;
}

const tags = ["stats"];
const userTags = ["users"];

/**
 * Profiles and their figures, registered once under `/api` (part 1 §7 and part 2 §7 put them in two
 * places): the profile, the own one signed in and anyone's in public, and the two sections the spec
 * puts under the user (recent performance, match history) at `/api/users/...`; the statistics and
 * the head-to-head at `/api/tournaments/...`, whose first segments are static, so they win over the
 * tournaments' `/:id` in the router and are reserved words no tournament slug can take
 * (tournaments/slug.ts). Reads other than the own profile are public: a token is checked when one
 * comes (an expired one is a 401), never needed.
 */
export const statsRoutes: FastifyPluginAsyncZod<StatsRoutesOptions> = async (app, { stats }) => {
  app.get(
    "/users/profile",
    {
      config: { auth: "required" },
      schema: {
        operationId: "getOwnProfile",
        tags: userTags,
        summary: "The signed-in user's own profile, with the e-mail",
        response: { 200: profileResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => stats.ownProfile(signedInUser(request)),
  );

  app.get(
    "/users/profile/:username",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "getUserProfile",
        tags: userTags,
        summary: "A user's public profile (never an e-mail); the username in any case",
        params: usernameParamsSchema,
        response: { 200: profileResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => stats.publicProfile(request.params.username),
  );

  const recentPerformance = {
    config: { auth: "optional" },
    schema: {
      operationId: "getUserRecentPerformance",
      tags: userTags,
      summary: "A user's newest results (up to 10: G, M, B, newest first) and win percentage over every match",
      params: usernameParamsSchema,
      response: { 200: recentPerformanceSchema, ...errorResponses(400, 401, 404) },
    },
  } as const;
  app.get("/users/:username/recent-performance", recentPerformance, async (request) => stats.recentPerformance(request.params.username));

  const matchHistory = {
    config: { auth: "optional" },
    schema: {
      operationId: "listUserMatchHistory",
      tags: userTags,
      summary: "A user's played matches, newest first, a page at a time (10 by default, at most 50)",
      params: usernameParamsSchema,
      querystring: matchHistoryQuerySchema,
      response: { 200: matchHistoryResponseSchema, ...errorResponses(400, 401, 404) },
    },
  } as const;
  app.get("/users/:username/match-history", matchHistory, async (request) => stats.matchHistory(request.params.username, request.query));

  // Issue 28: public as every figure of a profile, which shows them; derived at the moment of
  // asking like the rest (no cache to keep in step with a confirm or a cancel). 'used-clubs', not
  // 'clubs': a user called 'profile' needs the path below, and `/users/profile/clubs` would take
  // the public profile of someone called 'clubs' (a '-' is in no username).
  const usedClubs = {
    config: { auth: "optional" },
    schema: {
      operationId: "listUserClubs",
      tags: userTags,
      summary:
        "The clubs a user played with (up to 10), most used first, with matches, wins and win rate: the profile's table and the score editor's suggestions",
      params: usernameParamsSchema,
      response: { 200: usedClubsSchema, ...errorResponses(400, 401, 404) },
    },
  } as const;
  app.get("/users/:username/used-clubs", usedClubs, async (request) => stats.usedClubs(request.params.username));

  // Someone may be called 'profile': their `/profile/match-history` would reach the public profile
  // of 'match-history' (a static segment wins in the router), a name nobody can have ('-' is not
  // allowed in usernames). These give that user's calls back; the API page shows them once.
  const asProfileUser = <S extends { params: unknown }>({ params: _params, ...schema }: S) => ({ ...schema, hide: true });
  app.get("/users/profile/recent-performance", { ...recentPerformance, schema: asProfileUser(recentPerformance.schema) }, async () =>
    stats.recentPerformance("profile"),
  );
  app.get("/users/profile/match-history", { ...matchHistory, schema: asProfileUser(matchHistory.schema) }, async (request) =>
    stats.matchHistory("profile", request.query),
  );
  app.get("/users/profile/used-clubs", { ...usedClubs, schema: asProfileUser(usedClubs.schema) }, async () => stats.usedClubs("profile"));

  app.get(
    "/tournaments/user-stats/username/:username",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "getUserMatchStats",
        tags,
        summary: "A user's played matches: wins, losses, draws, goals scored and conceded",
        params: usernameParamsSchema,
        response: { 200: userStatsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => stats.userStats(request.params.username),
  );

  app.get(
    "/tournaments/tournament-stats/username/:username",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "getUserTournamentStats",
        tags,
        summary: "Tournaments a user took part in, and won (champion of a completed one)",
        params: usernameParamsSchema,
        response: { 200: tournamentStatsOfUserSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => stats.tournamentStats(request.params.username),
  );

  app.get(
    "/tournaments/challenge-stats/username/:username",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "getUserChallengeStats",
        tags,
        summary: "Challenges a user took part in, and of the completed ones won and lost",
        params: usernameParamsSchema,
        response: { 200: challengeStatsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => stats.challengeStats(request.params.username),
  );

  app.get(
    "/tournaments/compare/:userId1/:userId2",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "compareUsers",
        tags,
        summary: "Head to head: every played match between two users, optionally within one platform's tournaments",
        params: compareParamsSchema,
        querystring: compareQuerySchema,
        response: { 200: comparisonSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => stats.compare(request.params.userId1, request.params.userId2, request.query),
  );
};
