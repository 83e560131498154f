import { DomainError, type DomainErrorCode } from "@turnuva/domain";
import { meResponseSchema } from "@turnuva/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import * as z from "zod/mini";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/database.ts";
import { authorize } from "../src/http/authorize.ts";
import { errorResponses } from "../src/http/error-responses.ts";
import { usersPolicy } from "@turnuva/contract/policies";
import { type TestApp, startTestApp, testConfig } from "./support/app.ts";
import { testDatabase } from "./support/database.ts";
import { buildSession } from "./support/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Routes of this test only, added before the app is ready, to reach the shared machinery.
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/test/domain/:code",
    { schema: { operationId: "testDomainRefusal", params: z.object({ code: z.string() }), response: { 200: z.object({}) } } },
    async (request) => {
      throw new DomainError(request.params.code as DomainErrorCode);
    },
  );
  app.get("/api/test/leaky-me", { schema: { operationId: "testLeakyMe", response: { 200: meResponseSchema } } }, async () => ({
    user: {
      _id: "u1",
      id: "u1",
      username: "ali",
      profileImage: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      // A careless handler returning a whole row: none of this may reach the client.
      passwordHash: "$scrypt$gizli",
      resetToken: "abc",
    },
  }));
  app.get(
    "/api/test/email-of/:id",
    {
      config: { auth: "optional" },
      schema: {
        operationId: "testEmailOf",
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ ok: z.boolean() }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      authorize(request.user, usersPolicy.canSeeEmail(request.user, { id: request.params.id }));
      return { ok: true };
    },
  );
});
afterAll(() => t.close());

describe("the domain's refusals", () => {
  it.each([
    ["SCORE_FORMAT_INVALID", 400, "Geçersiz skor formatı!"],
    ["SCORE_MISSING", 400, "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış."],
    ["MATCH_ALREADY_CONFIRMED", 409, "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış."],
    ["TOURNAMENT_COMPLETED", 409, "Turnuva tamamlandı; artık değişiklik yapılamaz."],
    ["MATCH_NOT_FOUND", 404, "Maç bulunamadı."],
  ])("%s travels as %i with the engine's Turkish text", async (code, status, message) => {
    const response = await t.app.inject(`/api/test/domain/${code}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message });
  });
});

describe("answers", () => {
  it("carry only the fields of their schema, whatever the handler returned", async () => {
    const response = await t.app.inject("/api/test/leaky-me");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { _id: "u1", id: "u1", username: "ali", profileImage: null, createdAt: "2026-01-01T00:00:00.000Z" },
    });
    expect(response.body).not.toContain("scrypt");
  });

  it("are compressed above 1 kB when the client accepts it, and left alone otherwise", async () => {
    const docs = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "br, gzip" } });
    expect(docs.headers["content-encoding"]).toBe("br");
    expect(docs.rawPayload.length).toBeLessThan((await t.app.inject("/api/docs/json")).rawPayload.length / 3);
    const gzip = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject("/api/docs/json");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // A small answer is not worth the work.
    const health = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "br, gzip" } });
    expect(health.headers["content-encoding"]).toBeUndefined();
  });

  it("may come gzipped in a request's body, which is read as sent (GETs, which carry none, skip the step)", async () => {
    const body = JSON.stringify({ usernameOrEmail: "kimse_yok", password: "yanlis-sifre-123" });
    const headers = { "content-type": "application/json" };
    const plain = await t.app.inject({ method: "POST", url: "/api/auth/login", headers, payload: body });
    const gzipped = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { ...headers, "content-encoding": "gzip" },
      payload: gzipSync(body),
    });
    expect(plain.statusCode).toBe(401);
    expect([gzipped.statusCode, gzipped.json()]).toEqual([plain.statusCode, plain.json()]);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { ...headers, "content-encoding": "zstd-x" },
      payload: body,
    });
    expect(unknown.statusCode).toBe(415);
  });
});

describe("policies", () => {
  it("turn a no into 403 UNAUTHORIZED for a member, 401 for a visitor, and a yes into the answer", async () => {
    const { user, authorization } = await buildSession(t.database.db);
    const other = await buildSession(t.database.db);
    const asOther = await t.app.inject({ url: `/api/test/email-of/${user.id}`, headers: { authorization: other.authorization } });
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json()).toEqual({ message: "Bu işlem için yetkiniz bulunmuyor.", code: "UNAUTHORIZED" });
    // A visitor is not refused for who they are but for not saying: signing in may change the answer.
    const asVisitor = await t.app.inject(`/api/test/email-of/${user.id}`);
    expect(asVisitor.statusCode).toBe(401);
    expect(asVisitor.json().code).toBe("AUTH_REQUIRED");
    const asSelf = await t.app.inject({ url: `/api/test/email-of/${user.id}`, headers: { authorization } });
    expect(asSelf.json()).toEqual({ ok: true });
  });

  it("see a visitor on an optional route, but a token that is no longer valid is a 401 there too", async () => {
    const response = await t.app.inject({ url: "/api/test/email-of/x", headers: { authorization: "Bearer gecersiz" } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe("INVALID_TOKEN");
  });
});

describe("paths without a route", () => {
  it("are a 405 with Allow when the path exists for other methods", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api/auth/me" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.json()).toEqual({ message: "Bu adres bu istek yöntemini desteklemiyor.", code: "METHOD_NOT_ALLOWED" });
    expect((await t.app.inject({ method: "GET", url: "/api/auth/logout" })).headers.allow).toBe("POST");
  });

  it("are a 404 NOT_FOUND otherwise", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/hic-yok" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "İstenen kaynak bulunamadı.", code: "NOT_FOUND" });
  });
});

describe("request ids", () => {
  it("are our own unless a trusted proxy sends one", async () => {
    const direct = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "sahte-kimlik" } });
    expect(direct.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const db = await testDatabase();
    const config = testConfig({ database: db.config, trustProxy: ["192.168.1.1"] });
    const behindProxy = await buildApp(config, { database: await openDatabase(config.database) });
    try {
      const fromProxy = await behindProxy.inject({ url: "/api/health", remoteAddress: "192.168.1.1", headers: { "x-request-id": "lb-42" } });
      expect(fromProxy.headers["x-request-id"]).toBe("lb-42");
    } finally {
      await behindProxy.close();
      await db.drop();
    }
  });
});

describe("HSTS", () => {
  it("is sent only when the deployment says it is behind TLS", async () => {
    expect((await t.app.inject("/api/health")).headers["strict-transport-security"]).toBeUndefined();
    const db = await testDatabase();
    const config = testConfig({ database: db.config, hsts: true });
    const tls = await buildApp(config, { database: await openDatabase(config.database) });
    try {
      expect((await tls.inject("/api/health")).headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await tls.close();
      await db.drop();
    }
  });
});

describe("a route without a schema", () => {
  it("stops the app from starting", async () => {
    const db = await testDatabase();
    const config = testConfig({ database: db.config });
    const app: FastifyInstance = await buildApp(config, { database: await openDatabase(config.database) });
    try {
      const register = async () => {
        app.get("/api/test/schemaless", async () => ({ passwordHash: "x" }));
        await app.ready();
      };
      await expect(register()).rejects.toThrow("GET /api/test/schemaless has no response schema for its success answer");
    } finally {
      await app.close();
      await db.drop();
    }
  });

  it("stops it too when a write does not declare its body, unless it says it takes none", async () => {
    const db = await testDatabase();
    const config = testConfig({ database: db.config });
    const app: FastifyInstance = await buildApp(config, { database: await openDatabase(config.database) });
    const bodyless: FastifyInstance = await buildApp(config, { database: await openDatabase(config.database) });
    try {
      const register = async () => {
        app.post("/api/test/unchecked", { schema: { operationId: "testUnchecked", response: { 204: z.null() } } }, async (_request, reply) =>
          reply.status(204).send(null),
        );
        await app.ready();
      };
      await expect(register()).rejects.toThrow("POST /api/test/unchecked has no body schema");

      bodyless.post(
        "/api/test/nothing",
        { config: { bodyless: true }, schema: { operationId: "testNothing", response: { 204: z.null() } } },
        async (_request, reply) => reply.status(204).send(null),
      );
      await bodyless.ready();
      expect((await bodyless.inject({ method: "POST", url: "/api/test/nothing" })).statusCode).toBe(204);
    } finally {
      await app.close();
      await bodyless.close();
      await db.drop();
    }
  });

  it("stops it too when a route on the API page has no operationId, or another route's", async () => {
    const db = await testDatabase();
    const config = testConfig({ database: db.config });
    const unnamed: FastifyInstance = await buildApp(config, { database: await openDatabase(config.database) });
    const twice: FastifyInstance = await buildApp(config, { database: await openDatabase(config.database) });
    const kebabCase: FastifyInstance = await buildApp(config, { database: await openDatabase(config.database) });
    try {
      const ok = { response: { 200: z.object({}) } };
      const unnamedRoute = async () => {
        unnamed.get("/api/test/unnamed", { schema: ok }, async () => ({}));
        await unnamed.ready();
      };
      await expect(unnamedRoute()).rejects.toThrow("GET /api/test/unnamed has no operationId");
      const kebab = async () => {
        kebabCase.get("/api/test/kebab", { schema: { ...ok, operationId: "get-kebab" } }, async () => ({}));
        await kebabCase.ready();
      };
      await expect(kebab()).rejects.toThrow("GET /api/test/kebab has the operationId get-kebab, which is not camelCase");
      const sameName = async () => {
        twice.get("/api/test/again", { schema: { ...ok, operationId: "getTournament" } }, async () => ({}));
        await twice.ready();
      };
      await expect(sameName()).rejects.toThrow("GET /api/test/again has the operationId getTournament of GET /api/tournaments/:id");
    } finally {
      await unnamed.close();
      await twice.close();
      await kebabCase.close();
      await db.drop();
    }
  });
});
