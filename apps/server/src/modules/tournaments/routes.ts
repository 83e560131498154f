import { tournamentAnswerSchema, tournamentWriteResponseSchema } from "@turnuva/contract/tournament-answer";
import {
  confirmMatchRequestSchema,
  createTournamentRequestSchema,
  handleExitRequestSchema,
  matchParamsSchema,
  pausedTournamentsResponseSchema,
  platformIdOfTournamentsParamsSchema,
  platformTournamentsPageQuerySchema,
  platformsWithCountsResponseSchema,
  tournamentIdParamsSchema,
  tournamentListQuerySchema,
  tournamentListResponseSchema,
  tournamentParticipantsResponseSchema,
  tournamentStatsQuerySchema,
  tournamentStatsResponseSchema,
  tournamentMessages,
  updateTournamentRequestSchema,
} from "@turnuva/contract/tournaments";
import type { System } from "@turnuva/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import type { CreationLimits } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { limitPerUser, tooMany } from "../rate-limits/limits.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import { answerForm, matchActionResponseSchema } from "./answer-form.ts";
import { sendCachedJson } from "./cached-reply.ts";
import { forgetOnWrite } from "./forget-on-write.ts";
import type { TournamentReadCache } from "./read-cache.ts";
import type { TournamentsService } from "./service.ts";

export interface TournamentsRoutesOptions {
  tournaments: TournamentsService;
  /** The one tournament read's answers, shared with modules/live, which evicts them. */
  readCache: TournamentReadCache;
  db: Database;
  limits: CreationLimits;
}

const tags = ["tournaments"];

/**
 * `/api/tournaments` (part 2 §7). Reads are public; every write is signed in and answers the whole
 * updated tournament. The static paths (`/stats`, `/paused/...`, `/group`, ...) win over `/:id`
 * in the router, and no tournament slug can be one of them (slug.ts).
 */
export const tournamentsRoutes: FastifyPluginAsyncZod<TournamentsRoutesOptions> = async (app, { tournaments, readCache, db, limits }) => {
  // Issue 23: creations per person and hour, every attempt, before the body is read. A double
  // league of 128 is 16,256 matches and about 3 s of the server's time (docs/decisions.md).
  const countCreation = limitPerUser(db, "tournament-create", { attempts: limits.tournamentsPerHour, windowSeconds: 60 * 60 }, (seconds) =>
    tooMany(tournamentMessages.tooManyTournaments(limits.tournamentsPerHour, seconds), seconds),
  );

  forgetOnWrite(app, readCache);

  app.get(
    "",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "listTournaments",
        tags,
        summary: "Tournaments, newest activity first, filtered by search, system, platform and status, a page at a time",
        querystring: tournamentListQuerySchema,
        response: { 200: tournamentListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => tournaments.list(request.query),
  );

  app.get(
    "/stats",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "countTournamentsByStatus",
        tags,
        summary: "How many tournaments are completed, active and paused (under the list's filters)",
        querystring: tournamentStatsQuerySchema,
        response: { 200: tournamentStatsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => tournaments.stats(request.query),
  );

  app.get(
    "/platforms-with-counts",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "listPlatformsWithTournamentCounts",
        tags,
        summary: "Platforms that have tournaments, with how many",
        response: { 200: platformsWithCountsResponseSchema, ...errorResponses(401) },
      },
    },
    async () => tournaments.platformsWithCounts(),
  );

  app.get(
    "/platform/:platformId",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "listPlatformTournaments",
        tags,
        summary: "A platform's tournaments, newest activity first",
        params: platformIdOfTournamentsParamsSchema,
        querystring: platformTournamentsPageQuerySchema,
        response: { 200: tournamentListResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => tournaments.byPlatform(request.params.platformId, request.query),
  );

  app.get(
    "/paused/:platformId",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "listPausedTournaments",
        tags,
        summary: "A platform's tournaments that are not completed ('Aktif/Yarım'), to resume",
        params: platformIdOfTournamentsParamsSchema,
        response: { 200: pausedTournamentsResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => tournaments.pausedOf(request.params.platformId),
  );

  app.post(
    "",
    {
      config: { auth: "required" },
      onRequest: countCreation,
      schema: {
        operationId: "createTournament",
        tags,
        summary: "Create a tournament of any system in a platform; the server draws its first fixtures",
        body: createTournamentRequestSchema,
        response: { 201: tournamentWriteResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return tournaments.create(signedInUser(request), request.body);
    },
  );

  // Part 2 §7's variant paths: the same creation with the system taken from the path.
  for (const system of ["league", "group", "elimination", "challenge"] as const satisfies readonly System[]) {
    app.post(
      `/${system}`,
      {
        config: { auth: "required" },
        onRequest: countCreation,
        schema: {
          operationId: `create${system[0]!.toUpperCase()}${system.slice(1)}Tournament`,
          tags,
          summary: `Create a tournament of the ${system} system`,
          body: createTournamentRequestSchema,
          response: { 201: tournamentWriteResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request, reply) => {
        reply.status(201);
        return tournaments.create(signedInUser(request), request.body, system);
      },
    );
  }

  app.get(
    "/:id",
    {
      config: { auth: "optional" },
      // Served compressed from the read cache (cached-reply.ts): never compressed a second time.
      compress: false,
      schema: {
        operationId: "getTournament",
        tags,
        summary: "A tournament by id or slug, with everything its page shows (ETag; If-None-Match answers 304)",
        params: tournamentIdParamsSchema,
        response: { 200: tournamentAnswerSchema, 304: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      // Through the contract once per version, as the serializer treats every other answer:
      // checked, and stripped of anything the schema does not name.
      const json = await readCache.read(request.params.id, async () => tournamentAnswerSchema.parse(await tournaments.read(request.params.id)));
      return sendCachedJson(request, reply, json);
    },
  );

  app.get(
    "/:id/participants",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "listTournamentParticipants",
        tags,
        summary: "A tournament's participants, sorted by username",
        params: tournamentIdParamsSchema,
        response: { 200: tournamentParticipantsResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => tournaments.participants(request.params.id),
  );

  const writeErrors = errorResponses(400, 401, 403, 404, 409);

  app.post(
    "/:id/matches/:matchId/confirm",
    {
      config: { auth: "required" },
      schema: {
        operationId: "confirmMatch",
        tags,
        summary: "Confirm a match's score (the creator or the platform's owner)",
        params: matchParamsSchema,
        body: confirmMatchRequestSchema,
        response: { 200: matchActionResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      tournaments.confirm(signedInUser(request), request.params.id, request.params.matchId, request.body, answerForm(request, reply)),
  );

  app.post(
    "/:id/matches/:matchId/cancel",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "cancelMatchConfirmation",
        tags,
        summary: "Cancel a confirmed score (only in the latest round)",
        params: matchParamsSchema,
        response: { 200: matchActionResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) => tournaments.cancel(signedInUser(request), request.params.id, request.params.matchId, answerForm(request, reply)),
  );

  app.post(
    "/:id/advance",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "advanceTournament",
        tags,
        summary: "Draw the next round: group stage to knockout, round to round, the last two to final and third place",
        params: tournamentIdParamsSchema,
        response: { 200: tournamentWriteResponseSchema, ...writeErrors },
      },
    },
    async (request) => tournaments.advance(signedInUser(request), request.params.id),
  );

  app.post(
    "/:id/finish",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "finishTournament",
        tags,
        summary: "Finish the tournament: completed, with champion, second and third",
        params: tournamentIdParamsSchema,
        response: { 200: tournamentWriteResponseSchema, ...writeErrors },
      },
    },
    async (request) => tournaments.finish(signedInUser(request), request.params.id),
  );

  app.put(
    "/:id",
    {
      config: { auth: "required" },
      schema: {
        operationId: "updateTournament",
        tags,
        summary: "Pause (status: paused) and/or rename a tournament that is not completed",
        params: tournamentIdParamsSchema,
        body: updateTournamentRequestSchema,
        response: { 200: tournamentWriteResponseSchema, ...writeErrors },
      },
    },
    async (request) => tournaments.update(signedInUser(request), request.params.id, request.body),
  );

  app.put(
    "/:id/resume",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "resumeTournament",
        tags,
        summary: "Resume a paused tournament; the answer's resumedState says which step to open",
        params: tournamentIdParamsSchema,
        response: { 200: tournamentWriteResponseSchema, ...writeErrors },
      },
    },
    async (request) => tournaments.resume(signedInUser(request), request.params.id),
  );

  app.put(
    "/:id/handle-exit",
    {
      config: { auth: "required" },
      schema: {
        operationId: "handleTournamentExit",
        tags,
        summary: "Record that the managing page was left unexpectedly; the tournament stays resumable",
        params: tournamentIdParamsSchema,
        body: handleExitRequestSchema,
        response: { 200: tournamentWriteResponseSchema, ...writeErrors },
      },
    },
    async (request) => tournaments.handleExit(signedInUser(request), request.params.id, request.body),
  );
};
