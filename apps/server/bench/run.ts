// npm run bench -w apps/server: requests per second of the public platform list with 10,000
// platforms, beside a bare Fastify route measured in the same server process (DESIGN §6: figures
// beside a baseline of the same run, no assertions of time).
import autocannon from "autocannon";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Ready } from "./server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 2;
const CONNECTIONS = 10;
// What a browser sends: answers over 1 kB are compressed, as in production.
const BROWSER = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

interface Case {
  name: string;
  url: (ready: Ready) => string;
  headers?: Record<string, string>;
}

const cases: Case[] = [
  { name: "baseline: bare Fastify, {ok:true}", url: (r) => `${r.baselineUrl}/` },
  { name: "GET /api/platforms/public", url: (r) => `${r.appUrl}/api/platforms/public` },
  { name: "GET /api/platforms/public?page=400", url: (r) => `${r.appUrl}/api/platforms/public?page=400` },
  { name: "GET /api/platforms/public?game=eFootball", url: (r) => `${r.appUrl}/api/platforms/public?game=eFootball` },
  { name: "GET /api/platforms/public (no compression)", url: (r) => `${r.appUrl}/api/platforms/public`, headers: { accept: "application/json" } },
];

interface Row {
  case: string;
  "req/s": string;
  p50: string;
  p99: string;
  "% of baseline": string;
  errors: string;
}

function load(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

async function measure(env: NodeJS.ProcessEnv): Promise<void> {
  const child = fork(fileURLToPath(new URL("./server.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
    // The app's logs (info, as shipped) go to /dev/null: written and serialised, never read.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...env, NODE_ENV: "production" },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (message) => resolve(message as Ready));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  console.error(`\n▶ ${ready.database}: seeded ${JSON.stringify(ready.rows)} in ${(ready.seedMs / 1000).toFixed(1)} s`);

  const rows: Row[] = [];
  let baseline = 0;
  for (const c of cases) {
    const url = c.url(ready);
    const headers = c.headers ?? BROWSER;
    await load(url, headers, WARMUP_SECONDS);
    const result = await load(url, headers, DURATION_SECONDS);
    const rps = result.requests.average;
    if (rows.length === 0) baseline = rps;
    rows.push({
      case: c.name,
      "req/s": rps.toFixed(0),
      p50: `${result.latency.p50} ms`,
      p99: `${result.latency.p99} ms`,
      "% of baseline": `${((rps / baseline) * 100).toFixed(1)} %`,
      errors: String(result.errors + result.non2xx),
    });
    console.error(`  done: ${c.name}`);
  }
  console.log(`\n${ready.database}, ${ready.rows.platforms} platforms, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
  console.table(rows);

  child.send("stop");
  await new Promise((resolve) => child.once("exit", resolve));
}

// In-memory PGlite always; a fresh database on the PostgreSQL server of DATABASE_URL when it is set.
const { DATABASE_URL, ...withoutServer } = process.env;
await measure(withoutServer);
if (DATABASE_URL) await measure(process.env);
