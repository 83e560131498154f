// npm run bench:mixed -w apps/server: a mixed load on loopback against the app as shipped on the
// bench's seeded database (bench/seed.ts, served by bench/server.ts): reads of tournament details
// (several tournaments, by slug), of the tournament list's pages and of the public platforms,
// confirms of open matches (each request a different match) and logins, in a fixed mix, for
// BENCH_DURATION seconds (60 by default), on PGlite and then on PostgreSQL when DATABASE_URL is
// set. Prints, per kind and overall, requests, req/s, p50, p99, non-2xx and errors, and every
// unexpected status; exits with 1 when there was any error or unexpected status.
import { fork } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { fileURLToPath } from "node:url";
import type { Ready } from "./server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
// Not counted: the first reads of each tournament fill the read cache, the first queries warm the database.
const WARMUP_SECONDS = 5;
// Every request comes from 127.0.0.1, and logins are limited per address (10 a minute as
// shipped): the bench raises that one limit, and says so in its output.
const LOGIN_LIMIT_PER_MINUTE = 1_000_000;
const LOGIN_ACCOUNTS = 20;
const BROWSER = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

type Kind = "detail" | "tournament list" | "platform list" | "confirm" | "login";
/** The mix: 80 % reads, 15 % confirms, 5 % logins (a login costs a scrypt verification, ~0.1 s of CPU). */
const MIX: Array<[Kind, number]> = [
  ["detail", 40],
  ["tournament list", 20],
  ["platform list", 20],
  ["confirm", 15],
  ["login", 5],
];

interface Sent {
  method: "GET" | "POST";
  path: string;
  body?: string;
  headers: Record<string, string>;
}

interface Tally {
  latencies: number[];
  non2xx: number;
  errors: number;
  unexpected: Map<string, number>;
}

/** A small deterministic generator, so that two runs send the same sequence of kinds. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function planner(ready: Ready) {
  const { fixtures } = ready;
  const logins = ready.logins;
  if (!logins) throw new Error("the bench server made no login accounts");
  // Details: the half-played league of 32 and tournaments of every system from the bulk.
  const slugs = [fixtures.league.slug, ...Array.from({ length: 40 }, (_, i) => `turnuva-${1 + i * 97}`)];
  // Confirms: the open matches of the confirm leagues, taken in turn.
  const queue: Array<[string, string]> = [];
  const rounds = Math.max(...fixtures.confirmLeagues.map((l) => l.matchIds.length));
  for (let k = 0; k < rounds; k++) {
    for (const league of fixtures.confirmLeagues) {
      const matchId = league.matchIds[k];
      if (matchId) queue.push([league.id, matchId]);
    }
  }
  let confirms = 0;
  let n = 0;
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  const next = random(13);
  return {
    supply: () => ({ total: queue.length, taken: confirms }),
    next(): [Kind, Sent] {
      n++;
      let pick = next() * total;
      let kind: Kind = "detail";
      for (const [k, weight] of MIX) {
        if (pick < weight) {
          kind = k;
          break;
        }
        pick -= weight;
      }
      // Past the supply of open matches a confirm would be a 409: read a detail instead (reported).
      if (kind === "confirm" && confirms >= queue.length) kind = "detail";
      switch (kind) {
        case "detail":
          return [kind, { method: "GET", path: `/api/tournaments/${slugs[n % slugs.length]}`, headers: BROWSER }];
        case "tournament list":
          return [kind, { method: "GET", path: `/api/tournaments?page=${1 + (n % 20)}`, headers: BROWSER }];
        case "platform list":
          return [kind, { method: "GET", path: n % 2 ? `/api/platforms/public?page=${1 + (n % 50)}` : "/api/platforms/public", headers: BROWSER }];
        case "confirm": {
          const [id, matchId] = queue[confirms++] as [string, string];
          return [
            kind,
            {
              method: "POST",
              path: `/api/tournaments/${id}/matches/${matchId}/confirm`,
              body: JSON.stringify({ homeScore: n % 5, awayScore: (n * 3) % 4 }),
              headers: { ...BROWSER, authorization: `Bearer ${fixtures.token}`, "content-type": "application/json" },
            },
          ];
        }
        case "login":
          return [
            kind,
            {
              method: "POST",
              path: "/api/auth/login",
              body: JSON.stringify({ usernameOrEmail: logins.usernames[n % logins.usernames.length], password: logins.password }),
              headers: { ...BROWSER, "content-type": "application/json" },
            },
          ];
      }
    },
  };
}

function send(agent: Agent, base: URL, sent: Sent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: sent.method,
        path: sent.path,
        headers: sent.body ? { ...sent.headers, "content-length": Buffer.byteLength(sent.body) } : sent.headers,
      },
      (res) => {
        res.on("data", () => undefined);
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(sent.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

async function load(
  ready: Ready,
  plan: ReturnType<typeof planner>,
  seconds: number,
): Promise<{ tallies: Map<Kind | "overall", Tally>; seconds: number; supply: { total: number; taken: number } }> {
  const base = new URL(ready.appUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const tallies = new Map<Kind | "overall", Tally>();
  const tally = (kind: Kind | "overall") => {
    let t = tallies.get(kind);
    if (!t) tallies.set(kind, (t = { latencies: [], non2xx: 0, errors: 0, unexpected: new Map() }));
    return t;
  };
  for (const [kind] of MIX) tally(kind);
  tally("overall");
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const [kind, sent] = plan.next();
      const t0 = performance.now();
      let status: number;
      try {
        status = await send(agent, base, sent);
      } catch (error) {
        for (const t of [tally(kind), tally("overall")]) {
          t.errors++;
          const key = `${sent.method} ${sent.path}: ${(error as Error).message}`;
          t.unexpected.set(key, (t.unexpected.get(key) ?? 0) + 1);
        }
        continue;
      }
      const ms = performance.now() - t0;
      for (const t of [tally(kind), tally("overall")]) {
        t.latencies.push(ms);
        if (status < 200 || status > 299) {
          t.non2xx++;
          const key = `${status} ${kind}`;
          t.unexpected.set(key, (t.unexpected.get(key) ?? 0) + 1);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
  return { tallies, seconds: (performance.now() - started) / 1000, supply: plan.supply() };
}

async function measure(env: NodeJS.ProcessEnv): Promise<boolean> {
  const child = fork(fileURLToPath(new URL("./server.ts", import.meta.url)), {
    execArgv: ["--import", "tsx"],
    // The app's logs (info, as shipped) go to /dev/null: written and serialised, never read.
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: {
      ...env,
      NODE_ENV: "production",
      BENCH_AUTH_IP_ATTEMPTS_PER_MINUTE: String(LOGIN_LIMIT_PER_MINUTE),
      BENCH_LOGIN_ACCOUNTS: String(LOGIN_ACCOUNTS),
    },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once("message", (message) => resolve(message as Ready));
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  console.error(`\n▶ ${ready.database}: seeded in ${(ready.seedMs / 1000).toFixed(1)} s; mixed load for ${DURATION_SECONDS} s`);
  // One plan for both, so that the measured part confirms matches the warm-up left open.
  const plan = planner(ready);
  await load(ready, plan, WARMUP_SECONDS);
  const { tallies, seconds, supply } = await load(ready, plan, DURATION_SECONDS);
  const rows = [...tallies].map(([kind, t]) => {
    const sorted = t.latencies.sort((a, b) => a - b);
    const requests = sorted.length + t.errors;
    return {
      kind,
      requests,
      "req/s": (requests / seconds).toFixed(0),
      p50: `${percentile(sorted, 50).toFixed(1)} ms`,
      p99: `${percentile(sorted, 99).toFixed(1)} ms`,
      "non-2xx": t.non2xx,
      errors: t.errors,
    };
  });
  console.log(
    `\nmixed load, ${ready.database}: ${CONNECTIONS} connections for ${seconds.toFixed(1)} s on loopback after ${WARMUP_SECONDS} s of warm-up, ` +
      `mix ${MIX.map(([kind, weight]) => `${kind} ${weight} %`).join(", ")}`,
  );
  console.log(
    `logins: ${LOGIN_ACCOUNTS} accounts in turn, with the per-address login limit raised to ${LOGIN_LIMIT_PER_MINUTE.toLocaleString("en")} a minute ` +
      `(AUTH_IP_ATTEMPTS_PER_MINUTE; 10 as shipped), since every request comes from 127.0.0.1; confirms: ${supply.taken} of ${supply.total} open matches` +
      (supply.taken >= supply.total ? " (supply exhausted: the rest read a detail instead)" : ""),
  );
  console.table(rows);
  const overall = tallies.get("overall");
  const clean = overall !== undefined && overall.errors === 0 && overall.non2xx === 0;
  if (overall && !clean) {
    console.log("unexpected:");
    for (const [what, count] of overall.unexpected) console.log(`  ${count} × ${what}`);
  } else {
    console.log("0 errors, 0 unexpected statuses");
  }
  child.send("stop");
  await new Promise((resolve) => child.once("exit", resolve));
  return clean;
}

// In-memory PGlite always; a fresh database on the PostgreSQL server of DATABASE_URL when it is set.
const { DATABASE_URL, ...withoutServer } = process.env;
let clean = await measure(withoutServer);
if (DATABASE_URL) clean = (await measure(process.env)) && clean;
if (!clean) process.exitCode = 1;
