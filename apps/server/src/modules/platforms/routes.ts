import {
  createPlatformRequestSchema,
  invitePlatformMemberRequestSchema,
  invitationsQuerySchema,
  inviteResponseSchema,
  platformMessages,
  membersPreviewResponseSchema,
  myPlatformsResponseSchema,
  platformCheckResponseSchema,
  platformDetailSchema,
  platformIdParamsSchema,
  platformInvitationsResponseSchema,
  platformMembersResponseSchema,
  platformSlugParamsSchema,
  platformWriteResponseSchema,
  publicPlatformsQuerySchema,
  publicPlatformsResponseSchema,
  removeMemberResponseSchema,
  removePlatformMemberRequestSchema,
  updatePlatformRequestSchema,
} from "@turnuva/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CreationLimits } from "../../config.ts";
import type { Database } from "../../db/database.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import { limitPerUser, tooMany } from "../rate-limits/limits.ts";
import type { PlatformsService } from "./service.ts";

export interface PlatformsRoutesOptions {
  platforms: PlatformsService;
  db: Database;
  limits: CreationLimits;
}

const HOUR = 60 * 60;

const tags = ["platforms"];

/**
 * `/api/platforms` (part 1 §7): communities, their members and invitations. The static paths
 * (`/my`, `/check`, `/public`, `/invitations`, `/slug/...`) win over `/:id` in the router, so no
 * platform id can hide them. A platform's tournaments are the tournaments module's
 * (tournaments/platform-routes.ts).
 */
export const platformsRoutes: FastifyPluginAsyncZod<PlatformsRoutesOptions> = async (app, { platforms, db, limits }) => {
  // Issue 23: founding and inviting are counted per person and hour, every attempt, before the
  // body is read (an invitation to an address without an account counts too: that is a probe).
  const countCreation = limitPerUser(db, "platform-create", { attempts: limits.platformsPerHour, windowSeconds: HOUR }, (seconds) =>
    tooMany(platformMessages.tooManyPlatforms(limits.platformsPerHour, seconds), seconds),
  );
  const countInvitation = limitPerUser(db, "platform-invite", { attempts: limits.invitationsPerHour, windowSeconds: HOUR }, (seconds) =>
    tooMany(platformMessages.tooManyInvitations(limits.invitationsPerHour, seconds), seconds),
  );

  app.post(
    "",
    {
      config: { auth: "required" },
      onRequest: countCreation,
      schema: {
        operationId: "createPlatform",
        tags,
        summary: "Found a platform; the founder becomes its owner and first member",
        body: createPlatformRequestSchema,
        response: { 201: platformWriteResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return platforms.create(signedInUser(request), request.body);
    },
  );

  app.get(
    "/my",
    {
      config: { auth: "required" },
      schema: {
        operationId: "listMyPlatforms",
        tags,
        summary: "The signed-in user's platforms, newest membership first",
        response: { 200: myPlatformsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => platforms.mine(signedInUser(request).id),
  );

  app.get(
    "/check",
    {
      config: { auth: "required" },
      schema: {
        operationId: "checkMyPlatforms",
        tags,
        summary: "How many platforms the signed-in user is in (for the Create button)",
        response: { 200: platformCheckResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => platforms.check(signedInUser(request).id),
  );

  app.get(
    "/invitations",
    {
      config: { auth: "required" },
      schema: {
        operationId: "listMyInvitations",
        tags,
        summary: "The signed-in user's pending invitations, newest first, a page at a time",
        querystring: invitationsQuerySchema,
        response: { 200: platformInvitationsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => platforms.invitations(signedInUser(request).id, request.query),
  );

  app.get(
    "/public",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "listPublicPlatforms",
        tags,
        summary: "Every platform, or one game's, newest first, a page at a time",
        querystring: publicPlatformsQuerySchema,
        response: { 200: publicPlatformsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => platforms.publicList(request.query),
  );

  app.get(
    "/slug/:slug",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "getPlatformBySlug",
        tags,
        summary: "A platform by its address, with its completed tournaments' count",
        params: platformSlugParamsSchema,
        response: { 200: platformDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => platforms.bySlug(request.params.slug),
  );

  app.get(
    "/slug/:slug/members-preview",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "getPlatformMembersPreview",
        tags,
        summary: "A platform's first members by name, and how many there are",
        params: platformSlugParamsSchema,
        response: { 200: membersPreviewResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => platforms.membersPreview(request.user, request.params.slug),
  );

  app.get(
    "/:id",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "getPlatform",
        tags,
        summary: "A platform by its id (the edit page)",
        params: platformIdParamsSchema,
        response: { 200: platformDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => platforms.byId(request.params.id),
  );

  app.put(
    "/:id",
    {
      config: { auth: "required" },
      schema: {
        operationId: "updatePlatform",
        tags,
        summary: "Change a platform's description, game and play area (owner only; the name is fixed)",
        params: platformIdParamsSchema,
        body: updatePlatformRequestSchema,
        response: { 200: platformWriteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => platforms.update(signedInUser(request), request.params.id, request.body),
  );

  app.get(
    "/:id/members",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "listPlatformMembers",
        tags,
        summary: "A platform's members by name; e-mails only to its members",
        params: platformIdParamsSchema,
        response: { 200: platformMembersResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => platforms.members(request.user, request.params.id),
  );

  app.post(
    "/:id/invite",
    {
      config: { auth: "required" },
      onRequest: countInvitation,
      schema: {
        operationId: "invitePlatformMember",
        tags,
        summary: "Invite a registered user by e-mail (owner only); the answer does not name who it is for",
        params: platformIdParamsSchema,
        body: invitePlatformMemberRequestSchema,
        response: { 201: inviteResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return platforms.invite(signedInUser(request), request.params.id, request.body);
    },
  );

  app.post(
    "/:id/accept-invite",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "acceptPlatformInvitation",
        tags,
        summary: "Accept the signed-in user's invitation: they become a member",
        params: platformIdParamsSchema,
        response: { 200: platformWriteResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => platforms.acceptInvitation(signedInUser(request), request.params.id),
  );

  app.post(
    "/:id/remove-member",
    {
      config: { auth: "required" },
      schema: {
        operationId: "removePlatformMember",
        tags,
        summary: "Remove a member (owner only; the owner cannot be removed)",
        params: platformIdParamsSchema,
        body: removePlatformMemberRequestSchema,
        response: { 200: removeMemberResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => platforms.removeMember(signedInUser(request), request.params.id, request.body),
  );
};
