import { healthResponseSchema } from "@turnuva/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type DatabaseHandle, isDatabaseUp } from "../../db/database.ts";

/** `/api/health`: for load balancers and CI. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    // "" rather than "/": the path is /api/health, without a trailing slash.
    "",
    {
      schema: {
        operationId: "getHealth",
        tags: ["health"],
        summary: "Is this instance able to serve? 503 when its database is down",
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const up = await isDatabaseUp(database.db);
      // 503 when the database is gone, so a load balancer takes this instance out.
      reply.status(up ? 200 : 503);
      return {
        status: up ? "ok" : "degraded",
        database: { status: up ? "up" : "down", kind: database.kind },
        uptimeSeconds: Math.round(process.uptime()),
      } as const;
    },
  );
};
