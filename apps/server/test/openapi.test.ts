import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApi } from "../src/http/openapi.ts";
import { type TestApp, startTestApp } from "./support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Operation {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: unknown[];
}
type Document = { openapi: string; servers: { url: string }[]; info: { license?: unknown }; paths: Record<string, Record<string, Operation>> };

const document = async () => (await t.app.inject("/api/docs/json")).json<Document>();

describe("the OpenAPI document at /api/docs/json", () => {
  it("is generated from the route schemas, with every API route and its answers", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    for (const [path, methods] of [
      ["/api/auth/register", ["post"]],
      ["/api/auth/login", ["post"]],
      ["/api/auth/me", ["get"]],
      ["/api/auth/logout", ["post"]],
      ["/api/health", ["get"]],
    ] as const) {
      for (const method of methods) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    // The API only: the sitemap is not part of the contract.
    expect(Object.keys(doc.paths).every((path) => path.startsWith("/api/"))).toBe(true);
    // Every operation documents a success answer with a schema (a 204 has no body to describe).
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.entries(operation.responses).filter(([status]) => /^2/.test(status));
        expect(success.length, `${method} ${path}`).toBeGreaterThan(0);
        for (const [status, answer] of success) {
          // JSON, but for the stored pictures, which are WebP, the live streams (issue 13) and the
          // calendars (issue 25).
          const media =
            path === "/api/images/{name}"
              ? "image/webp"
              : path.endsWith("/events")
                ? "text/event-stream"
                : path.endsWith("/calendar.ics")
                  ? "text/calendar"
                  : // Issue 26: a mail's unsubscribe link opens a page; its one-click POST answers a sentence.
                    path.endsWith("/unsubscribe")
                    ? method === "get"
                      ? "text/html"
                      : "text/plain"
                    : "application/json";
          if (status !== "204") expect(answer.content?.[media]?.schema, `${method} ${path} ${status}`).toBeDefined();
        }
      }
    }
  });

  it("describes bodies and answers field by field, and marks the routes that need a session", async () => {
    const doc = await document();
    const login = doc.paths["/api/auth/login"]!.post!;
    const body = login.requestBody!.content["application/json"]!.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(body.properties)).toEqual(["usernameOrEmail", "password"]);
    expect(body.required).toEqual(["usernameOrEmail", "password"]);
    const answer = login.responses["200"]!.content!["application/json"]!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(answer.properties)).toEqual(["token", "user"]);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(["400", "401", "429"]));

    expect(doc.paths["/api/auth/me"]!.get!.security).toEqual([{ bearer: [] }]);
  });

  it("says of every operation what it needs: nothing, a token or none (optional), or a token", async () => {
    const doc = await document();
    expect(doc.paths["/api/auth/login"]!.post!.security).toEqual([]);
    expect(doc.paths["/api/health"]!.get!.security).toEqual([]);
    expect(doc.paths["/api/platforms/{id}/members"]!.get!.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths["/api/tournaments/{id}/matches/{matchId}/confirm"]!.post!.security).toEqual([{ bearer: [] }]);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.security, `${method} ${path}`).toBeDefined();
        // A token that is sent is checked, even where none is needed: an expired one is a 401.
        const takesToken = operation.security!.some((requirement) => "bearer" in (requirement as object));
        if (takesToken) expect(Object.keys(operation.responses), `${method} ${path}`).toContain("401");
      }
    }
  });

  it("names its server, the site that serves it or PUBLIC_URL, and its licence", async () => {
    const doc = await document();
    expect(doc.servers.map((server) => server.url)).toEqual(["/"]);
    expect(doc.info.license).toEqual({ name: "Proprietary", identifier: "LicenseRef-Proprietary" });
    const deployed = Fastify();
    try {
      await deployed.register(openApi, { publicUrl: "https://turnuvam.example" });
      await deployed.ready();
      expect((await deployed.inject("/api/docs/json")).json<Document>().servers.map((server) => server.url)).toEqual(["https://turnuvam.example"]);
    } finally {
      await deployed.close();
    }
  });

  it("names every operation once, as a generated client will call it", async () => {
    const doc = await document();
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? ""))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths["/api/tournaments"]!.get!.operationId).toBe("listTournaments");
    expect(doc.paths["/api/tournaments/{id}"]!.get!.operationId).toBe("getTournament");
    expect(doc.paths["/api/tournaments/{id}/matches/{matchId}/confirm"]!.post!.operationId).toBe("confirmMatch");
    expect(doc.paths["/api/tournaments/league"]!.post!.operationId).toBe("createLeagueTournament");
    expect(doc.paths["/api/users/upload-profile-image"]!.post!.operationId).toBe("uploadProfileImage");
    expect(doc.paths["/api/users/profile-image"]!.put!.operationId).toBe("replaceProfileImage");
  });
});

describe("the API page at /api/docs", () => {
  it("is served from our own files, under the site's content security policy", async () => {
    const page = await t.app.inject("/api/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("swagger-ui-bundle.js");
    expect(String(page.headers["content-security-policy"])).toContain("script-src 'self';");
    // Nothing inline and nothing from elsewhere: every script is a file of the page's own.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.body).not.toMatch(/src="https?:/);
    const script = await t.app.inject("/api/docs/static/swagger-initializer.js");
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("resolveUrl('./json')");
    expect((await t.app.inject("/api/docs/json")).statusCode).toBe(200);
  });
});
