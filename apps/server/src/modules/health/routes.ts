import type { HealthResponse } from "@turnuva/contract";
import type { FastifyInstance } from "fastify";
import { type DatabaseHandle, isDatabaseUp } from "../../db/database.ts";

export function healthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get("/api/health", async (_request, reply): Promise<HealthResponse> => {
    const up = await isDatabaseUp(database.db);
    // 503 when the database is gone, so a load balancer takes this instance out.
    reply.status(up ? 200 : 503);
    return {
      status: up ? "ok" : "degraded",
      database: { status: up ? "up" : "down", kind: database.kind },
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
}
