import {
  matchHistoryQuerySchema,
  matchHistoryResponseSchema,
  profileResponseSchema,
  recentPerformanceSchema,
  usernameParamsSchema,
} from "@turnuva/contract/stats";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/error-responses.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import type { StatsService } from "../stats/service.ts";
import type { UsersService } from "./service.ts";

export interface UsersRoutesOptions {
  users: UsersService;
  stats: StatsService;
}

const tags = ["users"];

/**
 * `/api/users` (part 1 §7): the profile, the own one signed in, anyone's in public, and the two
 * profile sections the spec puts under the user (recent performance, match history). Reads other
 * than the own profile are public.
 */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { users, stats }) => {
  app.get(
    "/profile",
    {
      config: { auth: "required" },
      schema: {
        tags,
        summary: "The signed-in user's own profile, with the e-mail",
        response: { 200: profileResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => users.ownProfile(signedInUser(request)),
  );

  app.get(
    "/profile/:username",
    {
      config: { auth: "optional" },
      schema: {
        tags,
        summary: "A user's public profile (never an e-mail); the username in any case",
        params: usernameParamsSchema,
        response: { 200: profileResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => users.publicProfile(request.params.username),
  );

  const recentPerformance = {
    config: { auth: "optional" },
    schema: {
      tags,
      summary: "A user's newest results (up to 10: G, M, B, newest first) and win percentage over every match",
      params: usernameParamsSchema,
      response: { 200: recentPerformanceSchema, ...errorResponses(400, 404) },
    },
  } as const;
  app.get("/:username/recent-performance", recentPerformance, async (request) => stats.recentPerformance(request.params.username));

  const matchHistory = {
    config: { auth: "optional" },
    schema: {
      tags,
      summary: "A user's played matches, newest first, a page at a time (10 by default, at most 50)",
      params: usernameParamsSchema,
      querystring: matchHistoryQuerySchema,
      response: { 200: matchHistoryResponseSchema, ...errorResponses(400, 404) },
    },
  } as const;
  app.get("/:username/match-history", matchHistory, async (request) => stats.matchHistory(request.params.username, request.query));

  // Someone may be called 'profile': their `/profile/match-history` would reach the public profile
  // of 'match-history' (a static segment wins in the router), a name nobody can have ('-' is not
  // allowed in usernames). These two give that user's calls back; the API page shows them once.
  const asProfileUser = <S extends { params: unknown }>({ params: _params, ...schema }: S) => ({ ...schema, hide: true });
  app.get("/profile/recent-performance", { ...recentPerformance, schema: asProfileUser(recentPerformance.schema) }, async () =>
    stats.recentPerformance("profile"),
  );
  app.get("/profile/match-history", { ...matchHistory, schema: asProfileUser(matchHistory.schema) }, async (request) =>
    stats.matchHistory("profile", request.query),
  );
};
