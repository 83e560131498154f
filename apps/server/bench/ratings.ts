// npm run bench:ratings -w apps/server (and part of `npm run bench`): what a ratings read costs
// (issue 28) with one platform of 100,000 rated matches and 401 members: its table
// (GET /api/platforms/slug/:slug/ratings) and the busy player's ratings with their history
// (GET /api/users/profile/:username/ratings), each beside a bare Fastify route of the same process
// sending the very same bytes: the ratio is what the route's queries and the shared path leave of
// what the bytes alone allow. The reads replay nothing (modules/ratings keeps the ratings as the
// actions change results); the one full rating of the 100,000 matches, at the seed, is timed too.
// On in-memory PGlite, then on DATABASE_URL's PostgreSQL server when it is set.
//
// BENCH_DURATION (s a run, 4 unless told), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10).
import autocannon from "autocannon";
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { RatingsReady } from "./ratings-server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

function cpuOf(child: ChildProcess): Promise<NodeJS.CpuUsage> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string; usage?: NodeJS.CpuUsage }) => {
      if (message?.type !== "cpu" || !message.usage) return;
      child.off("message", onMessage);
      resolve(message.usage);
    };
    child.on("message", onMessage);
    child.send("cpu");
  });
}

/** Requests per second of one address, its p99, and the server's CPU µs per request meanwhile. */
async function measure(child: ChildProcess, url: string) {
  await autocannon({ url, headers: HEADERS, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const before = await cpuOf(child);
  const result = await autocannon({ url, headers: HEADERS, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const after = await cpuOf(child);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const answered = Math.max(1, result["2xx"]);
  return { rps: result.requests.average, p99: result.latency.p99, cpu: (after.user + after.system - before.user - before.system) / answered };
}

async function run(env: NodeJS.ProcessEnv): Promise<void> {
  const child = fork(fileURLToPath(new URL("./ratings-server.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...env, NODE_ENV: "production" },
  });
  const ready = await new Promise<RatingsReady>((resolve, reject) => {
    child.once("message", (message) => resolve(message as RatingsReady));
    child.once("exit", (code) => reject(new Error(`ratings server exited with ${code}`)));
  });
  console.error(`\n▶ ${ready.database}: ${ready.matches} rated matches, ${ready.members} members, seeded in ${(ready.seedMs / 1000).toFixed(1)} s`);

  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const lines: string[] = [];
  for (const answer of ready.answers) {
    const bareRuns = [];
    const routeRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareRuns.push(await measure(child, `${ready.bareUrl}${answer.barePath}`));
      routeRuns.push(await measure(child, `${ready.appUrl}${answer.path}`));
    }
    const bare = { rps: mean(bareRuns.map((r) => r.rps)), cpu: mean(bareRuns.map((r) => r.cpu)) };
    const route = { rps: mean(routeRuns.map((r) => r.rps)), cpu: mean(routeRuns.map((r) => r.cpu)), p99: Math.max(...routeRuns.map((r) => r.p99)) };
    lines.push(
      `| ${answer.name === "table" ? "GET /api/platforms/slug/:slug/ratings" : "GET /api/users/profile/:username/ratings"} | ` +
        `${(answer.bytes / 1000).toFixed(1)} kB ${answer.encoding} | ${route.rps.toFixed(0)} | ${bare.rps.toFixed(0)} | ` +
        `**${((route.rps / bare.rps) * 100).toFixed(1)} %** | ${route.p99} ms | ${route.cpu.toFixed(0)} | ${bare.cpu.toFixed(0)} |`,
    );
    console.error(`  done: ${answer.name}`);
  }
  console.log(
    `\nRatings reads beside a bare Fastify route sending the same bytes, ${ready.database}; one platform of ${ready.matches} rated matches ` +
      `and ${ready.members} members (rating them all once, as the first start after migration 0011 does: ${(ready.rateMs / 1000).toFixed(1)} s); ` +
      `${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_SECONDS} s (after ${WARMUP_SECONDS} s of warm-up), their means\n`,
  );
  console.log("| read | bytes sent | route req/s | bare req/s | ratio | route p99 | route CPU µs/req | bare CPU µs/req |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const line of lines) console.log(line);

  child.send("stop");
  await new Promise((resolve) => child.once("exit", resolve));
}

const { DATABASE_URL, ...withoutServer } = process.env;
await run(withoutServer);
if (DATABASE_URL) await run(process.env);
