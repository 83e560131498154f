import { tournamentEventsQuerySchema } from "@turnuva/contract/live";
import { tournamentIdParamsSchema } from "@turnuva/contract/tournaments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { errorResponses } from "../../http/error-responses.ts";
import { clientVersionOf, type TournamentEventStreams } from "./event-streams.ts";

export interface TournamentEventRoutesOptions {
  streams: TournamentEventStreams;
}

const tags = ["live"];

const eventStream = (what: string) => ({
  description: `${what} Server-Sent Events: \`retry: 3000\`, a \`ready\` event (data \`{ "version": n | null }\`), then a \`tournament\` event (data: the contract's TournamentEvent) after each committed action; a comment line every 15 s.`,
  content: { "text/event-stream": { schema: z.string() } },
});

// Routes that hold a connection open: no HEAD twin (it would open a stream nobody reads).
const streamRoute = { exposeHeadRoute: false } as const;

/**
 * Live updates (issue 13) under `/api/tournaments`: the static `/events` wins over `/:id` in the
 * router, and no tournament's slug can be `events` (tournaments/slug.ts).
 */
export const tournamentEventRoutes: FastifyPluginAsyncZod<TournamentEventRoutesOptions> = async (app, { streams }) => {
  app.get(
    "/events",
    {
      ...streamRoute,
      schema: {
        operationId: "streamAllTournamentEvents",
        tags,
        summary: "Every tournament's news as it is committed, for the lists and the profiles (no catch-up)",
        response: { 200: eventStream("Every tournament's"), ...errorResponses(429) },
      },
    },
    async (request, reply) => streams.everything(request, reply),
  );

  app.get(
    "/:id/events",
    {
      ...streamRoute,
      schema: {
        operationId: "streamTournamentEvents",
        tags,
        summary:
          "A tournament's news (by id or slug); Last-Event-ID or ?version= catches up at once; 204 for a completed tournament the client is up to date with",
        params: tournamentIdParamsSchema,
        querystring: tournamentEventsQuerySchema,
        response: {
          200: eventStream("The tournament's"),
          204: z.null(),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => streams.tournament(request, reply, request.params.id, clientVersionOf(request, request.query.version)),
  );
};
