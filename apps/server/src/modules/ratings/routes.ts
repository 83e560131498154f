import { platformSlugParamsSchema } from "@turnuva/contract";
import { platformRatingsResponseSchema, userRatingsResponseSchema } from "@turnuva/contract/ratings";
import { usernameParamsSchema } from "@turnuva/contract/stats";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/error-responses.ts";
import type { RatingsService } from "./service.ts";

/**
 * Issue 28: a platform's table at `/api/platforms/slug/:slug/ratings` and a user's ratings with
 * their history at `/api/users/profile/:username/ratings` (beside the profile, and unambiguous beside
 * `/api/users/profile/:username`), registered under `/api`. Public, as the platform
 * page and the profile are: a token is checked when one comes (an expired one is a 401), never needed.
 */
export const ratingsRoutes: FastifyPluginAsyncZod<{ ratings: RatingsService }> = async (app, { ratings }) => {
  app.get(
    "/platforms/slug/:slug/ratings",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "listPlatformRatings",
        tags: ["platforms"],
        summary: "A platform's members by Elo rating, with rated matches and the change over the last 30 days",
        params: platformSlugParamsSchema,
        response: { 200: platformRatingsResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ratings.ofPlatform(request.params.slug),
  );

  app.get(
    "/users/profile/:username/ratings",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "listUserRatings",
        tags: ["users"],
        summary: "A user's Elo rating on each platform they played a rated match on, with its newest history",
        params: usernameParamsSchema,
        response: { 200: userRatingsResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ratings.ofUser(request.params.username),
  );
};
