import {
  invitationParamsSchema,
  invitationsQuerySchema,
  platformIdParamsSchema,
  platformMessageResponseSchema,
  sentInvitationsResponseSchema,
} from "@turnuva/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/error-responses.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import type { PlatformsService } from "./service.ts";

const tags = ["platforms"];

/**
 * Issue 25, under `/api/platforms`: leaving a platform, declining an invitation, the owner's view
 * of the invitations waiting (the address typed, never whose it is) and taking one back, and
 * deleting a platform with every tournament in it.
 */
export const membershipRoutes: FastifyPluginAsyncZod<{ platforms: PlatformsService }> = async (app, { platforms }) => {
  app.post(
    "/:id/leave",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "leavePlatform",
        tags,
        summary: "Leave a platform (a member who is not its owner); their matches and tournaments stay",
        params: platformIdParamsSchema,
        response: { 200: platformMessageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => platforms.leave(signedInUser(request), request.params.id),
  );

  app.post(
    "/:id/decline-invite",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "declinePlatformInvitation",
        tags,
        summary: "Turn down one's invitation to a platform",
        params: platformIdParamsSchema,
        response: { 200: platformMessageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => platforms.declineInvitation(signedInUser(request), request.params.id),
  );

  app.get(
    "/:id/invitations",
    {
      config: { auth: "required" },
      schema: {
        operationId: "listSentPlatformInvitations",
        tags,
        summary: "The platform's pending invitations (owner only): the address typed and when, never whose account it is",
        params: platformIdParamsSchema,
        querystring: invitationsQuerySchema,
        response: { 200: sentInvitationsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => platforms.sentInvitations(signedInUser(request), request.params.id, request.query),
  );

  app.delete(
    "/:id/invitations/:invitationId",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "cancelPlatformInvitation",
        tags,
        summary: "Take a pending invitation back (owner only)",
        params: invitationParamsSchema,
        response: { 200: platformMessageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => platforms.cancelInvitation(signedInUser(request), request.params.id, request.params.invitationId),
  );

  app.delete(
    "/:id",
    {
      config: { auth: "required", bodyless: true },
      schema: {
        operationId: "deletePlatform",
        tags,
        summary: "Delete a platform with every tournament in it (owner only)",
        params: platformIdParamsSchema,
        response: { 200: platformMessageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => platforms.remove(signedInUser(request), request.params.id),
  );
};
