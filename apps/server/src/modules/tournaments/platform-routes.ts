import { platformSlugParamsSchema, platformTournamentsResponseSchema } from "@turnuva/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/error-responses.ts";
import type { TournamentsService } from "./service.ts";

/**
 * A platform's tournaments at `/api/platforms/slug/:slug/tournaments` (part 1 §7): the path is the
 * platform's, the resource the tournaments', so this module serves it (docs/architecture.md).
 */
export const platformTournamentsRoutes: FastifyPluginAsyncZod<{ tournaments: TournamentsService }> = async (app, { tournaments }) => {
  app.get(
    "/slug/:slug/tournaments",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "listPlatformTournamentsBySlug",
        tags: ["platforms"],
        summary: "A platform's active and completed tournaments",
        params: platformSlugParamsSchema,
        response: { 200: platformTournamentsResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => tournaments.ofPlatform(request.params.slug),
  );
};
