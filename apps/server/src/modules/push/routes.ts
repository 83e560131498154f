import {
  pushPublicKeyResponseSchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
  pushUnsubscribeRequestSchema,
} from "@turnuva/contract/push";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { errorResponses } from "../../http/error-responses.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import type { PushSubscriptionsService } from "./subscriptions.ts";

const tags = ["push"];

/**
 * Issue 26, under `/api/push`: the key a browser subscribes with, and its subscription given to
 * the signed-in person or taken back.
 */
export const pushRoutes: FastifyPluginAsyncZod<{ subscriptions: PushSubscriptionsService; publicKey: string }> = async (
  app,
  { subscriptions, publicKey },
) => {
  app.get(
    "/public-key",
    {
      schema: {
        operationId: "getPushPublicKey",
        tags,
        summary: "The server's VAPID public key (base64url), the applicationServerKey a browser subscribes with",
        response: { 200: pushPublicKeyResponseSchema },
      },
    },
    async () => ({ publicKey }),
  );

  app.post(
    "/subscriptions",
    {
      config: { auth: "required" },
      schema: {
        operationId: "subscribeToPush",
        tags,
        summary: "Push this browser the signed-in person's notifications (the endpoint must be https and public)",
        body: pushSubscriptionRequestSchema,
        response: { 201: pushSubscriptionResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await subscriptions.subscribe(signedInUser(request).id, request.body);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  );

  app.delete(
    "/subscriptions",
    {
      config: { auth: "required" },
      schema: {
        operationId: "unsubscribeFromPush",
        tags,
        summary: "Stop pushing to this browser (only the signed-in person's own subscription is removed)",
        body: pushUnsubscribeRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      await subscriptions.unsubscribe(signedInUser(request).id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
