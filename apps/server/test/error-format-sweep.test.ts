import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildSession } from "./support/factories.ts";

/**
 * Issue 23: every error the server sends is `{ message, code }` in Turkish, with an honest 4xx and
 * the security headers. Rather than a list of the routes of today, this walks the OpenAPI document
 * (every route has a schema, http/require-schemas.ts) and sends each operation what it cannot
 * take: malformed and over-long path parameters, query values of the wrong kind, and bodies of the
 * wrong shape; a route added tomorrow is swept the same way.
 */

interface Parameter {
  in: "path" | "query";
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
  security?: unknown[];
}
type Document = { paths: Record<string, Record<string, Operation>> };

// Zod's own wordings (its Turkish locale) and the English of the parts under us.
const NOT_OURS =
  /beklenen|Geçersiz değer|Geçersiz seçenek|Çok büyük|Çok küçük|Geçersiz metin|Tanınmayan anahtar|içinde geçersiz|Invalid|expected|Error|error/;

let t: TestApp;
let session: BuiltSession;
let doc: Document;
beforeAll(async () => {
  t = await startTestApp({ creationLimits: { platformsPerHour: 10_000, tournamentsPerHour: 10_000, invitationsPerHour: 10_000 } });
  session = await buildSession(t.database.db);
  doc = (await t.app.inject("/api/docs/json")).json<Document>();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

/** The path with every parameter given `value` (already encoded), and the rest of it plain. */
const address = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);

async function expectOurs(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: method as "GET",
    url,
    headers: { authorization: session.authorization, ...headers },
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  const where = `${method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
  // Streams and pictures answer in their own formats when they answer at all; errors are JSON.
  if (response.statusCode < 400) return response.statusCode;
  expect(response.statusCode, where).toBeLessThan(500);
  const body = response.json<Record<string, unknown>>();
  expect(
    Object.keys(body)
      .filter((key) => key !== "fields")
      .sort(),
    where,
  ).toEqual(["code", "message"]);
  expect(body.code, where).toMatch(/^[A-Z_]+$/);
  expect(body.code, where).not.toMatch(/^FST_/);
  expect(String(body.message), where).not.toMatch(NOT_OURS);
  expect(response.headers["content-security-policy"], where).toBeDefined();
  return response.statusCode;
}

describe("every operation of the document", () => {
  it("answers malformed, over-long and NUL path parameters in our words", async () => {
    for (const { path, method } of operations().filter(({ path }) => path.includes("{"))) {
      for (const value of ["%C0%AF", "a".repeat(150), "a%00b", "%FF", "..%2F..%2F"]) {
        const status = await expectOurs(method, address(path, value), method === "GET" ? undefined : {});
        expect([400, 404, 405, 401, 403, 409, 413, 415], `${method} ${path} ${value}`).toContain(status);
      }
    }
  });

  it("answers query values of the wrong kind in our words", async () => {
    for (const { path, method, operation } of operations()) {
      for (const parameter of (operation.parameters ?? []).filter((p) => p.in === "query")) {
        for (const value of ["abc", "-1", "0", "1.5", "1e99", "NaN", "%C0%AF", "x".repeat(300)]) {
          await expectOurs(method, `${address(path, "00000000-0000-4000-8000-000000000000")}?${parameter.name}=${value}`);
        }
      }
    }
  });

  it("answers bodies of the wrong shape in our words", async () => {
    const bodies: unknown[] = [
      "[]",
      '"metin"',
      "12",
      "null",
      "{",
      JSON.stringify({ name: 5, email: [], participants: "x", homeScore: {}, userId: 7 }),
    ];
    for (const { path, method } of operations().filter(({ operation }) => operation.requestBody?.content["application/json"])) {
      for (const body of bodies) {
        await expectOurs(method, address(path, "00000000-0000-4000-8000-000000000000"), body, { "content-type": "application/json" });
      }
      // Not JSON at all, and a type nobody accepts here.
      await expectOurs(method, address(path, "00000000-0000-4000-8000-000000000000"), "a=b", { "content-type": "application/x-www-form-urlencoded" });
    }
  });
});
