// npm run bench -w apps/server: requests per second of the public platform list with 10,000
// platforms, of the tournaments' reads and score confirmation with 10,000 tournaments, and of a
// profile's calls with 100,000 played matches, beside a bare Fastify route measured in the same
// server process (DESIGN §6: figures beside a baseline of the same run, no assertions of time);
// then what a picture upload costs (bench/images.ts, about 40 s; alone: npm run bench:images).
// Beside req/s, each row gives the server process's CPU time per request, which on two cores
// shared with the load tool says more than req/s about what the server itself spends.
//
// For looking closer: BENCH_PROFILE=<folder> writes the server's CPU profile there (node
// --cpu-prof); BENCH_LOG_LEVEL=warn turns the request log off, to see what it costs (the
// figures of record are taken at info, as shipped).
import autocannon from "autocannon";
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Fixtures } from "./seed.ts";
import type { Ready } from "./server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 2;
// BENCH_CASES=<regular expression>: only the cases whose name matches (the baseline always runs,
// the pictures' part is skipped), for measuring one change at a time.
const ONLY = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : null;
// Connections unless a case says otherwise (the detail read is also measured at 50, issue 13's p99 goal).
const CONNECTIONS = 10;
// What a browser sends: answers over 1 kB are compressed, as in production.
const BROWSER = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

/** What one case asks autocannon for, besides connections and duration. */
interface Load {
  url: string;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
}

/** A case that uses something up (open matches): how much there was, and how much was asked for. */
interface Supply {
  total: number;
  taken: number;
}

interface Case {
  name: string;
  load: (ready: Ready) => Load | Promise<Load>;
  supply?: Supply;
  /** Concurrent connections for this case; CONNECTIONS when absent. */
  connections?: number;
}

/**
 * The tournament detail revalidated: the ETag of a first GET sent back as If-None-Match, as a
 * browser does on its next visit. Without an ETag on the answer it is the plain read again, and
 * the table's 2xx column says so (a 304 counts as non-2xx there).
 */
async function revalidation(ready: Ready): Promise<Load> {
  const url = `${ready.appUrl}/api/tournaments/${ready.fixtures.league.slug}`;
  const first = await fetch(url, { headers: BROWSER });
  await first.arrayBuffer();
  const etag = first.headers.get("etag");
  return { url, headers: etag ? { ...BROWSER, "if-none-match": etag } : BROWSER };
}

/**
 * Confirming a score succeeds once per match, so each request confirms the next open match of the
 * seed's confirm leagues (32 participants, 496 matches each, none confirmed): `interleaved` takes
 * the leagues in turn, so the connections' requests are on different tournaments, as when several
 * organisers play at once; `oneAtATime` plays a league to its end before the next, so every
 * connection waits for the same tournament's row lock, as two browsers of one organiser would.
 * A request past the supply re-sends a confirmed match (a 409), counted under non-2xx.
 */
function confirmCase(name: string, pick: (fixtures: Fixtures) => Fixtures["confirmLeagues"], order: "interleaved" | "oneAtATime"): Case {
  const supply: Supply = { total: 0, taken: 0 };
  return {
    name,
    supply,
    load: (ready) => {
      const leagues = pick(ready.fixtures);
      const queue: Array<[string, string]> = [];
      if (order === "oneAtATime") {
        for (const league of leagues) for (const matchId of league.matchIds) queue.push([league.id, matchId]);
      } else {
        const rounds = Math.max(...leagues.map((l) => l.matchIds.length));
        for (let k = 0; k < rounds; k++) {
          for (const league of leagues) {
            const matchId = league.matchIds[k];
            if (matchId) queue.push([league.id, matchId]);
          }
        }
      }
      // Called once per database: each run starts at its own first open match.
      supply.total = queue.length;
      supply.taken = 0;
      const headers = { ...BROWSER, authorization: `Bearer ${ready.fixtures.token}`, "content-type": "application/json" };
      return {
        url: ready.appUrl,
        requests: [
          {
            method: "POST",
            headers,
            setupRequest: (request) => {
              const n = supply.taken++;
              const [id, matchId] = queue[n % queue.length] as [string, string];
              return {
                ...request,
                path: `/api/tournaments/${id}/matches/${matchId}/confirm`,
                body: JSON.stringify({ homeScore: n % 5, awayScore: (n * 3) % 4 }),
              };
            },
          },
        ],
      };
    },
  };
}

/**
 * What a profile page asks for (issue 11), each as a case: the busy player's profile, their three
 * stats, recent performance, match history's first page and a deep one (page 300 of 390: the
 * offset read through), and the head-to-head with the rival they met 400 times.
 */
function profileCases(): Case[] {
  const busy = (r: Ready) => r.fixtures.stats.busy.username;
  const ids = (r: Ready) => `${r.fixtures.stats.busy.id}/${r.fixtures.stats.rival.id}`;
  return [
    { name: "GET /api/users/profile/:username (busy player)", load: (r) => ({ url: `${r.appUrl}/api/users/profile/${busy(r)}` }) },
    { name: "GET …/user-stats/username/:username", load: (r) => ({ url: `${r.appUrl}/api/tournaments/user-stats/username/${busy(r)}` }) },
    { name: "GET …/tournament-stats/username/:username", load: (r) => ({ url: `${r.appUrl}/api/tournaments/tournament-stats/username/${busy(r)}` }) },
    { name: "GET …/challenge-stats/username/:username", load: (r) => ({ url: `${r.appUrl}/api/tournaments/challenge-stats/username/${busy(r)}` }) },
    { name: "GET /api/users/:username/recent-performance", load: (r) => ({ url: `${r.appUrl}/api/users/${busy(r)}/recent-performance` }) },
    { name: "GET /api/users/:username/match-history", load: (r) => ({ url: `${r.appUrl}/api/users/${busy(r)}/match-history` }) },
    { name: "GET …/match-history?page=300", load: (r) => ({ url: `${r.appUrl}/api/users/${busy(r)}/match-history?page=300` }) },
    { name: "GET /api/tournaments/compare/:id1/:id2 (400 meetings)", load: (r) => ({ url: `${r.appUrl}/api/tournaments/compare/${ids(r)}` }) },
  ];
}

// The confirm leagues, split between the two confirm cases.
const firstHalf = (f: Fixtures) => f.confirmLeagues.slice(0, Math.ceil(f.confirmLeagues.length / 2));
const secondHalf = (f: Fixtures) => f.confirmLeagues.slice(Math.ceil(f.confirmLeagues.length / 2));

// The baseline first (the other rows are its percentages); the writes last, so the reads see the seed as it was.
const cases: Case[] = [
  { name: "baseline: bare Fastify, {ok:true}", load: (r) => ({ url: `${r.baselineUrl}/` }) },
  // The shared path alone: a small JSON answer with one trivial query, and the built app's index.html.
  { name: "GET /api/health", load: (r) => ({ url: `${r.appUrl}/api/health` }) },
  {
    name: "GET / (index.html, brotli)",
    load: (r) => ({ url: `${r.appUrl}/`, headers: { accept: "text/html", "accept-encoding": "gzip, deflate, br" } }),
  },
  { name: "GET /api/platforms/public", load: (r) => ({ url: `${r.appUrl}/api/platforms/public` }) },
  { name: "GET /api/platforms/public?page=400", load: (r) => ({ url: `${r.appUrl}/api/platforms/public?page=400` }) },
  { name: "GET /api/platforms/public?game=eFootball", load: (r) => ({ url: `${r.appUrl}/api/platforms/public?game=eFootball` }) },
  {
    name: "GET /api/platforms/public (no compression)",
    load: (r) => ({ url: `${r.appUrl}/api/platforms/public`, headers: { accept: "application/json" } }),
  },
  { name: "GET /api/tournaments/:slug (league of 32, half played)", load: (r) => ({ url: `${r.appUrl}/api/tournaments/${r.fixtures.league.slug}` }) },
  {
    name: "GET /api/tournaments/:slug (the same, 50 connections)",
    connections: 50,
    load: (r) => ({ url: `${r.appUrl}/api/tournaments/${r.fixtures.league.slug}` }),
  },
  { name: "GET /api/tournaments/:slug with If-None-Match (304)", load: revalidation },
  // The size of the detail's answer alone: the bare route sending the same brotli bytes.
  { name: "baseline sending the detail's bytes (bare Fastify)", load: (r) => ({ url: `${r.baselineUrl}/detail-bytes` }) },
  { name: "baseline sending the detail's bytes, 50 connections", connections: 50, load: (r) => ({ url: `${r.baselineUrl}/detail-bytes` }) },
  { name: "GET /api/tournaments?page=1", load: (r) => ({ url: `${r.appUrl}/api/tournaments?page=1` }) },
  { name: "GET /api/tournaments?page=1&status=completed", load: (r) => ({ url: `${r.appUrl}/api/tournaments?page=1&status=completed` }) },
  // A profile's calls for the busy player (3,900 matches) among the seed's 100,000 played ones.
  ...profileCases(),
  confirmCase("POST …/matches/:id/confirm (leagues of 32 in turn)", firstHalf, "interleaved"),
  confirmCase("POST …/matches/:id/confirm (one league of 32 at a time)", secondHalf, "oneAtATime"),
];

interface Row {
  case: string;
  conns: number;
  "req/s": string;
  p50: string;
  p99: string;
  "% of baseline": string;
  /** The server process's CPU time (user + system) per request answered. */
  "CPU µs/req": string;
  "2xx": number;
  "non-2xx": number;
  errors: number;
}

/** The bench server's CPU time so far (process.cpuUsage(), µs), asked over IPC. */
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

function run(load: Load, connections: number, seconds: number) {
  return autocannon({ headers: BROWSER, ...load, connections, duration: seconds });
}

async function measure(env: NodeJS.ProcessEnv): Promise<void> {
  const child = fork(fileURLToPath(new URL("./server.ts", import.meta.url)), {
    execArgv: ["--import", "tsx", ...(process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])],
    // The app's logs (info, as shipped) go to /dev/null: written and serialised, never read.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...env, NODE_ENV: "production" },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (message) => resolve(message as Ready));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const steps = Object.entries(ready.seedSteps)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)}`)
    .join(", ");
  console.error(`\n▶ ${ready.database}: seeded ${JSON.stringify(ready.rows)} in ${(ready.seedMs / 1000).toFixed(1)} s (${steps})`);

  const rows: Row[] = [];
  const notes: string[] = [];
  let baseline = 0;
  for (const c of cases) {
    if (ONLY && rows.length > 0 && !ONLY.test(c.name)) continue;
    const load = await c.load(ready);
    const connections = c.connections ?? CONNECTIONS;
    await run(load, connections, WARMUP_SECONDS);
    const before = await cpuOf(child);
    const result = await run(load, connections, DURATION_SECONDS);
    const after = await cpuOf(child);
    const cpuMicros = after.user + after.system - before.user - before.system;
    const rps = result.requests.average;
    if (rows.length === 0) baseline = rps;
    rows.push({
      case: c.name,
      conns: connections,
      "req/s": rps.toFixed(0),
      p50: `${result.latency.p50} ms`,
      p99: `${result.latency.p99} ms`,
      "% of baseline": `${((rps / baseline) * 100).toFixed(1)} %`,
      "CPU µs/req": (cpuMicros / Math.max(1, result["2xx"] + result.non2xx)).toFixed(1),
      "2xx": result["2xx"],
      "non-2xx": result.non2xx,
      errors: result.errors,
    });
    if (c.supply && c.supply.taken > c.supply.total) {
      notes.push(`${c.name}: ${c.supply.taken} requests for ${c.supply.total} open matches; the rest confirmed a match twice (409)`);
    }
    console.error(`  done: ${c.name}`);
  }
  const { league, stats } = ready.fixtures;
  console.log(
    `\n${ready.database}, ${ready.rows.platforms} platforms, ${ready.rows.tournaments} tournaments (detail: ${league.matches} matches, ${league.confirmed} confirmed), ` +
      `${ready.rows.matches} matches (profiles: ${stats.busyMatches} of the busy player, ${stats.meetings} against the rival), ` +
      `${CONNECTIONS} connections unless the table says otherwise, ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s of warm-up`,
  );
  console.log(
    ready.webApp
      ? `GET / serves the built web app from ${ready.webApp}`
      : "GET / : the web app is not built (run `npm run build`), so the app serves the API only and / is its 404",
  );
  console.table(rows);
  for (const note of notes) console.log(`note: ${note}`);

  child.send("stop");
  await new Promise((resolve) => child.once("exit", resolve));
}

/** The pictures' figures, in processes of their own: no database, and memory that is theirs alone. */
async function measureImages(): Promise<void> {
  const child = fork(fileURLToPath(new URL("./images.ts", import.meta.url)), { execArgv: ["--import", "tsx"], stdio: "inherit" });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`bench/images.ts exited with ${code}`);
}

// In-memory PGlite always; a fresh database on the PostgreSQL server of DATABASE_URL when it is set.
const { DATABASE_URL, ...withoutServer } = process.env;
await measure(withoutServer);
if (DATABASE_URL) await measure(process.env);
if (!ONLY) await measureImages();
