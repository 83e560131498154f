// npm run bench:read-path -w apps/server (and part of `npm run bench`): what the shared path of
// `GET /api/tournaments/:identifier` costs (issue 27). The read, for a small answer (the demo's
// groups tournament) and a large one (a double league of BENCH_READ_PATH_N = 128, half played),
// at 10 and 50 connections, beside a bare Fastify route of the same process sending the very
// same bytes with the same Content-Encoding: the ratio is what the hooks, headers, request log
// and cache lookup leave of what the bytes alone allow. The request log at info, as shipped.
// On in-memory PGlite, then on DATABASE_URL's PostgreSQL server when it is set.
//
// BENCH_DURATION (s a run, 4 unless told), BENCH_ROUNDS (4); BENCH_PROFILE=<folder> writes there a CPU profile of the
// server during the first run of the route and of the bare route, named by database, answer, connections
// (the bare route's with "-bare"), so the two can be set side by side.
import autocannon from "autocannon";
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ReadPathAnswer, ReadPathReady } from "./read-path-server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARMUP_SECONDS = 2;
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const HEADERS = { accept: "application/json", "accept-encoding": process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br" };
/** Issue 27's goals: the route's share of the bare route's requests per second. */
const GOALS = { small: 0.5, large: 0.85 } as const;
// BENCH_ANSWERS=small or large: only that answer (while looking closer, with BENCH_PROFILE).
const ANSWERS = (process.env.BENCH_ANSWERS ?? "small,large").split(",");

/** Asks the server process something over IPC and waits for its answer of `type`. */
function ask<T>(child: ChildProcess, question: string, type: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: { type?: string }) => {
      if (message?.type !== type) return;
      child.off("message", onMessage);
      resolve(message as T);
    };
    child.on("message", onMessage);
    child.send(question);
  });
}

async function cpuOf(child: ChildProcess): Promise<NodeJS.CpuUsage> {
  return (await ask<{ usage: NodeJS.CpuUsage }>(child, "cpu", "cpu")).usage;
}

/** Requests per second of one address, and the server's CPU µs per request meanwhile. */
async function measure(child: ChildProcess, url: string, connections: number, profileAs?: string) {
  await autocannon({ url, headers: HEADERS, connections, duration: WARMUP_SECONDS });
  if (profileAs) await ask(child, "profile", "profiling");
  const before = await cpuOf(child);
  const result = await autocannon({ url, headers: HEADERS, connections, duration: DURATION_SECONDS });
  const after = await cpuOf(child);
  if (profileAs) await ask(child, `profiled:${profileAs}`, "profiled");
  const answered = Math.max(1, result["2xx"] + result.non2xx);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, cpu: (after.user + after.system - before.user - before.system) / answered };
}

async function run(env: NodeJS.ProcessEnv): Promise<void> {
  const child = fork(fileURLToPath(new URL("./read-path-server.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...env, NODE_ENV: "production" },
  });
  const ready = await new Promise<ReadPathReady>((resolve, reject) => {
    child.once("message", (message) => resolve(message as ReadPathReady));
    child.once("exit", (code) => reject(new Error(`read-path server exited with ${code}`)));
  });
  console.error(`\n▶ ${ready.database}: demo set and the league of ${ready.large.matches} matches in ${(ready.seedMs / 1000).toFixed(1)} s`);

  const lines: string[] = [];
  const sizes: Array<["small" | "large", ReadPathAnswer]> = [
    ["small", ready.small],
    ["large", ready.large],
  ];
  for (const [size, answer] of sizes) {
    if (!ANSWERS.includes(size)) continue;
    for (const connections of CONNECTIONS) {
      // ROUNDS pairs, the bare route then the app, and the figures are their sums: another
      // process taking the cores for a while (two cores, shared with the load tool) weighs on
      // both sides alike instead of on whichever ran at that moment.
      const bareRuns = [];
      const routeRuns = [];
      for (let round = 0; round < ROUNDS; round++) {
        const profileAs = process.env.BENCH_PROFILE && round === 0 ? `${ready.database.split(" ")[0]}-${size}-${connections}` : undefined;
        bareRuns.push(await measure(child, `${ready.bareUrl}${answer.barePath}`, connections, profileAs && `${profileAs}-bare`));
        routeRuns.push(await measure(child, `${ready.appUrl}${answer.path}`, connections, profileAs));
      }
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const bare = mean(bareRuns.map((r) => r.rps));
      const bareCpu = mean(bareRuns.map((r) => r.cpu));
      const route = { rps: mean(routeRuns.map((r) => r.rps)), cpu: mean(routeRuns.map((r) => r.cpu)) };
      const ratio = route.rps / bare;
      const what = size === "small" ? "demo's groups tournament" : `double league, ${answer.matches} matches, half played`;
      lines.push(
        `| ${size} (${what}) | ${(answer.bytes / 1000).toFixed(1)} kB ${answer.encoding} | ${connections} | ${route.rps.toFixed(0)} | ` +
          `${bare.toFixed(0)} | **${(ratio * 100).toFixed(1)} %** (goal ${GOALS[size] * 100} %) | ${route.cpu.toFixed(1)} | ${bareCpu.toFixed(1)} | ` +
          `${((bareCpu / route.cpu) * 100).toFixed(1)} % |`,
      );
      console.error(`  done: ${size}, ${connections} connections`);
    }
  }
  console.log(
    `\nGET /api/tournaments/:identifier beside a bare Fastify route sending the same bytes, ${ready.database}; ` +
      `request log at info; ${ROUNDS} rounds of ${DURATION_SECONDS} s each (after ${WARMUP_SECONDS} s of warm-up) of the bare route then the route, their means\n`,
  );
  // The last column is the ratio the server alone would allow: the bare route's CPU time per
  // request over the route's. Two cores shared with the load tool (and, on a busy machine, with
  // whatever else runs) blur req/s; the server process's own CPU time per request much less.
  console.log("| answer | bytes sent | conns | route req/s | bare req/s | ratio | route CPU µs/req | bare CPU µs/req | CPU ratio |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const line of lines) console.log(line);

  child.send("stop");
  await new Promise((resolve) => child.once("exit", resolve));
}

const { DATABASE_URL, ...withoutServer } = process.env;
await run(withoutServer);
if (DATABASE_URL) await run(process.env);
