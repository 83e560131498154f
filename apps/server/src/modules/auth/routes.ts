import type { FastifyInstance } from "fastify";
import { userJson } from "../users/user-json.ts";
import type { AuthService } from "./service.ts";

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  app.post("/api/auth/register", async (request, reply) => {
    reply.status(201);
    return auth.register(request.body, request.ip);
  });

  app.post("/api/auth/login", async (request) => auth.login(request.body, request.ip));

  app.get("/api/auth/me", async (request) => {
    const user = await auth.requireUser(request.headers.authorization);
    return { user: userJson(user, { self: true }) };
  });
}
