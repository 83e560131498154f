import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./support/app.ts";

// A client generated from the OpenAPI document, as the people who call the API make one: the
// types openapi-typescript writes from /api/docs/json, and a few calls typed by them, run through
// the TypeScript compiler. The calls go by operationId, the names the document gives
// (http/require-schemas.ts); `call` stands for any generated client's functions.
const CLIENT = `
import type { operations, paths } from "./api.ts";

type Json<Answer> = Answer extends { content: { "application/json": infer Body } } ? Body : never;
type Parameters<Operation> = Operation extends { parameters: infer Given } ? Given : never;
type Input<Operation> = {
  [Part in keyof Parameters<Operation> as Parameters<Operation>[Part] extends undefined ? never : Part]: Parameters<Operation>[Part];
} & (Operation extends { requestBody: infer Body } ? { body: Json<Body> } : unknown);
type Success<Operation> = Operation extends { responses: infer Answers } ? Json<Answers[Extract<keyof Answers, 200 | 201>]> : never;

declare function call<Id extends keyof operations>(operationId: Id, input: Input<operations[Id]>): Promise<Success<operations[Id]>>;
`;

const CALLS = `${CLIENT}
export async function aVisitorSignsInAndConfirmsAScore() {
  const session = await call("login", { body: { usernameOrEmail: "demo", password: "turnuvam-demo" } });
  const token: string = session.token;
  const username: string = session.user.username;

  const tournament = await call("getTournament", { path: { id: "kis-kupasi" } });
  const system: "league" | "group" | "elimination" | "challenge" | "doubleElimination" | "swiss" = tournament.system;
  const players: string[] = tournament.participants.map((participant) => participant.username);

  const page = await call("listTournaments", { query: { status: "completed", page: 2 } });
  const more: boolean = page.pagination.hasMore;

  const confirmed = await call("confirmMatch", { path: { id: tournament._id, matchId: "m1" }, body: { homeScore: 2, awayScore: 1 } });

  // The path's own name reaches the same operation.
  const byPath: paths["/api/tournaments/{id}"]["get"] = {} as operations["getTournament"];

  // @ts-expect-error: the login takes usernameOrEmail, not username
  await call("login", { body: { username: "demo", password: "turnuvam-demo" } });
  // @ts-expect-error: a tournament is read by the id (or slug) its path needs
  await call("getTournament", {});

  return { token, username, system, players, more, confirmed, byPath };
}
`;

// The wrong calls again, without @ts-expect-error: the compiler must refuse each of them.
const WRONG_CALLS = `${CLIENT}
export async function wrongCalls() {
  await call("login", { body: { username: "demo", password: "turnuvam-demo" } });
  await call("getTournament", {});
  const tournament = await call("getTournament", { path: { id: "kis-kupasi" } });
  const system: number = tournament.system;
  await call("listTournaments", { query: { status: "finished" } });
  return system;
}
`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  const document = (await t.app.inject("/api/docs/json")).json<Parameters<typeof openapiTS>[0]>();
  dir = mkdtempSync(join(tmpdir(), "turnuvam-client-"));
  writeFileSync(join(dir, "api.ts"), astToString(await openapiTS(document)));
});
afterAll(async () => {
  await t.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Each file's type errors, as `line: message`, from one program (the types are checked once). */
function typeErrors(files: Record<string, string>): Record<string, string[]> {
  const paths = Object.entries(files).map(([name, source]) => {
    writeFileSync(join(dir, name), source);
    return join(dir, name);
  });
  const program = ts.createProgram(paths, {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    allowImportingTsExtensions: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2023.d.ts"],
    types: [],
  });
  const errors = (file: string) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => {
      const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
      return `${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`;
    });
  return Object.fromEntries(Object.keys(files).map((name, index) => [name, errors(paths[index]!)]));
}

describe("a client generated from the OpenAPI document (openapi-typescript)", () => {
  it("types the calls by operationId: the login's body, a path's parameter, the answer's fields", () => {
    const errors = typeErrors({ "calls.ts": CALLS, "wrong-calls.ts": WRONG_CALLS });
    expect(errors["calls.ts"]).toEqual([]);
    // Each wrong call is refused, so the check above means something.
    const wrong = errors["wrong-calls.ts"]!;
    expect(wrong).toHaveLength(4);
    expect(wrong[0]).toContain("'username' does not exist");
    expect(wrong[1]).toContain("Property 'path' is missing");
    expect(wrong[2]).toContain("is not assignable to type 'number'");
    expect(wrong[3]).toContain(`Type '"finished"' is not assignable`);
  });
});
