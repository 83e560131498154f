// npm run bench:live -w apps/server: how long a confirmed score takes to reach a browser's stream
// on another instance (issue 13). Two app instances on one fresh PostgreSQL database (DATABASE_URL;
// dropped at the end), a 16-player league, 100 confirms sent to the first one after another over
// HTTP, each timed from just before its request is sent until its event arrives on a stream open
// on the second. Without DATABASE_URL: one instance on in-memory PGlite, the stream on the same
// instance (in-process notification), which says so.
import { expandTournament, type TournamentWriteAnswer } from "@turnuva/contract/tournament-answer";
import type { Tournament } from "@turnuva/contract/tournaments";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/database.ts";
import { testConfig } from "../test/support/app.ts";
import { testDatabase } from "../test/support/database.ts";
import { buildTournament } from "../test/support/factories.ts";
import { listening, openStream } from "../test/support/sse.ts";

const CONFIRMS = 100;

const target = await testDatabase();
const config = testConfig({ database: target.config });
const apps: FastifyInstance[] = [];
try {
  const database = await openDatabase(config.database);
  const first = await buildApp(config, { database });
  apps.push(first);
  const server = target.config.kind === "server" ? target.config : null;
  const onServer = server !== null;
  const second = onServer ? await buildApp(config, { database: await openDatabase(config.database) }) : first;
  if (second !== first) apps.push(second);
  console.log(
    onServer
      ? `PostgreSQL (${new URL(server.url).host}): confirms on instance 1, the stream on instance 2`
      : "PGlite (in memory, DATABASE_URL unset): one instance, the stream on the same instance (in-process notification)",
  );

  const built = await buildTournament(database.db, { participantCount: 16 });
  const [firstUrl, secondUrl] = [await listening(first), await listening(second)];
  const stream = await openStream(`${secondUrl}/api/tournaments/${built.tournament.id}/events`);
  if ((await stream.nextEvent())?.event !== "ready") throw new Error("the stream did not open");

  let tournament: Tournament = built.tournament;
  const latencies: number[] = [];
  // Beside it, for scale: how long the confirm's own answer took (the event cannot beat the commit).
  const answers: number[] = [];
  for (let i = 0; i < CONFIRMS; i += 1) {
    const matchId = tournament.actions.confirm[0];
    if (!matchId) throw new Error(`no open match left after ${i} confirms`);
    const started = performance.now();
    const arrived = stream.nextEvent(5000).then((frame) => ({ frame, at: performance.now() }));
    const response = await fetch(`${firstUrl}/api/tournaments/${tournament.id}/matches/${matchId}/confirm`, {
      method: "POST",
      headers: { authorization: built.owner.authorization, "content-type": "application/json" },
      body: JSON.stringify({ homeScore: i % 4, awayScore: i % 3 }),
    });
    answers.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`confirm ${i + 1}: ${response.status} ${await response.text()}`);
    tournament = expandTournament(((await response.json()) as TournamentWriteAnswer).tournament);
    const { frame, at } = await arrived;
    if (frame?.id !== String(tournament.version))
      throw new Error(`confirm ${i + 1}: expected the event of version ${tournament.version}, got ${frame?.id}`);
    latencies.push(at - started);
  }
  await stream.close();

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const summary = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.ceil(q * sorted.length) - 1]!;
    return `median ${ms(at(0.5))}, p90 ${ms(at(0.9))}, worst ${ms(sorted.at(-1)!)}`;
  };
  console.log(`${CONFIRMS} confirms, request sent → event on the stream: ${summary(latencies)}`);
  console.log(`                  request sent → the confirm's answer: ${summary(answers)}`);
} finally {
  for (const app of apps.reverse()) await app.close(); // each closes its database
  await target.drop();
}
