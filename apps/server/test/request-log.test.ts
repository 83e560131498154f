import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lineBlocks } from "../src/http/log-destination.ts";
import { type TestApp, startTestApp } from "./support/app.ts";
import { type BuiltTournament, buildTournament } from "./support/factories.ts";

/**
 * The request log (http/request-log.ts, issue 27's read path): one line per request, at info,
 * when its answer has gone out, with the fields Fastify's two lines carried, and never a session
 * token, though the logger no longer redacts headers (its `req` shows five fields, none of them).
 */
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});

let t: TestApp;
let built: BuiltTournament;
beforeAll(async () => {
  t = await startTestApp({ logLevel: "info" }, { logStream });
  built = await buildTournament(t.database.db, { system: "league" });
});
afterAll(() => t.close());

/** The lines written while `act` ran, parsed. */
async function linesOf(act: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const from = logLines.length;
  await act();
  // The line is written when the answer has gone out, after inject resolves at worst a tick later.
  await new Promise((resolve) => setImmediate(resolve));
  return logLines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("the request log", () => {
  it("writes one line for a tournament's read, at info, with who asked and how it was answered", async () => {
    const { authorization, user } = built.owner;
    const lines = await linesOf(() =>
      t.app.inject({ url: `/api/tournaments/${built.tournament.slug}`, headers: { authorization, cookie: "secret=çerez" } }),
    );
    expect(lines).toHaveLength(1);
    const [line] = lines as [Record<string, unknown>];
    expect(line).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: `/api/tournaments/${built.tournament.slug}`, host: "localhost:80", remoteAddress: "127.0.0.1" },
      res: { statusCode: 200 },
      userId: user.id,
    });
    expect(typeof line.reqId).toBe("string");
    expect(typeof line.responseTime).toBe("number");
    // Neither the session's token nor the cookie, anywhere in the line.
    const text = JSON.stringify(line);
    expect(text).not.toContain(built.owner.token);
    expect(text).not.toContain("çerez");
    expect(text).not.toContain("authorization");
  });

  it("leaves a query's values out of the line, and shows a path as it is", async () => {
    const [listed] = await linesOf(() => t.app.inject({ url: "/api/tournaments?search=kimse-bilmesin&page=2" }));
    expect(listed?.req).toMatchObject({ url: "/api/tournaments?search&page" });
    const [read] = await linesOf(() => t.app.inject({ url: `/api/tournaments/${built.tournament._id}` }));
    expect(read?.req).toMatchObject({ url: `/api/tournaments/${built.tournament._id}` });
  });
});

describe("the log's blocks (http/log-destination.ts)", () => {
  it("writes the lines whole and in order: in blocks of about 64 kB, and the rest when flushed", () => {
    const written: string[] = [];
    const blocks = lineBlocks((block) => void written.push(block));
    const lines = Array.from({ length: 1000 }, (_, i) => `{"n":${i},"msg":"${"x".repeat(200)}"}\n`);
    for (const line of lines.slice(0, 500)) blocks.write(line);
    // 500 lines of about 220 characters: one block written, the rest still gathered.
    expect(written.length).toBe(1);
    for (const line of lines.slice(500)) blocks.write(line);
    blocks.flush();
    expect(written.join("")).toBe(lines.join(""));
    blocks.flush();
    expect(written.join("")).toBe(lines.join(""));
  });
});
