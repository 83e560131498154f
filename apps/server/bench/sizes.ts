// npm run bench:sizes -w apps/server (and the last part of `npm run bench`): what a tournament's
// size costs (issue 27). For N = 8, 20, 32, 64 and 128, a double league of N members, half of its
// matches played: the tournament's answer in bytes (raw, gzip and brotli, and raw bytes per
// match), and 30 score confirmations through the API, their median and 99th percentile, each
// beside the league of 8 of the same run (the ratio). On PGlite, or on DATABASE_URL's server.
//
// The first half is played by writing the rows (bench/half-played.ts).
import { brotliCompressSync, gzipSync } from "node:zlib";
import { startTestApp } from "../test/support/app.ts";
import { halfPlayedDoubleLeague } from "./half-played.ts";

const SIZES = (process.env.BENCH_SIZES ?? "8,20,32,64,128").split(",").map(Number);
const CONFIRMS = Number(process.env.BENCH_CONFIRMS ?? 30);

interface Row {
  n: number;
  matches: number;
  raw: number;
  gzip: number;
  brotli: number;
  createMs: number;
  confirmP50: number;
  confirmP99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const t = await startTestApp({ creationLimits: { platformsPerHour: 1000, tournamentsPerHour: 1000, invitationsPerHour: 1000 } });
const db = t.database.db;
const rows: Row[] = [];

/** 30 confirms on a league of 8 that nobody measures, so the first size measured is not the one that warms the code up. */
async function warmUp() {
  const { built, owner } = await halfPlayedDoubleLeague(db, 8);
  const open = (await t.app.inject({ method: "GET", url: `/api/tournaments/${built.tournament._id}` })).json().actions.confirm as string[];
  for (const matchId of open.slice(0, 30)) {
    await t.app.inject({
      method: "POST",
      url: `/api/tournaments/${built.tournament._id}/matches/${matchId}/confirm`,
      headers: { authorization: owner.authorization, prefer: "return=minimal" },
      payload: { homeScore: 1, awayScore: 0 },
    });
  }
}

try {
  await warmUp();
  for (const n of SIZES) {
    const { built, owner, matches, createMs } = await halfPlayedDoubleLeague(db, n);
    const id = built.tournament._id;

    const read = await t.app.inject({ method: "GET", url: `/api/tournaments/${id}`, headers: { "accept-encoding": "identity" } });
    if (read.statusCode !== 200) throw new Error(`read answered ${read.statusCode}`);
    const body = read.rawPayload;
    const open = (read.json().actions.confirm as string[]).slice(0, CONFIRMS);

    const times: number[] = [];
    for (const matchId of open) {
      const before = performance.now();
      const confirmed = await t.app.inject({
        method: "POST",
        url: `/api/tournaments/${id}/matches/${matchId}/confirm`,
        // As the web asks (issue 27): the changes only; the whole answer is measured above.
        headers: { authorization: owner.authorization, prefer: "return=minimal" },
        payload: { homeScore: 2, awayScore: 0 },
      });
      times.push(performance.now() - before);
      if (confirmed.statusCode !== 200) throw new Error(`confirm answered ${confirmed.statusCode}: ${confirmed.body}`);
    }
    times.sort((a, b) => a - b);
    rows.push({
      n,
      matches,
      raw: body.length,
      gzip: gzipSync(body).length,
      brotli: brotliCompressSync(body).length,
      createMs,
      confirmP50: percentile(times, 50),
      confirmP99: percentile(times, 99),
    });
    console.log(`N = ${n}: ${matches} matches, ${Math.floor(matches / 2)} played, created in ${createMs.toFixed(0)} ms`);
  }
} finally {
  await t.close();
}

const base = rows[0]!;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ratio = (value: number, of: number) => `${(value / of).toFixed(1)}×`;
console.log(`\nA double league of N, half played (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}); ratios to N = ${base.n}\n`);
console.log("| N | matches | answer raw | bytes/match | gzip | brotli | raw ratio | confirm p50 | p99 | p50 ratio |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.n} | ${row.matches} | ${kB(row.raw)} | ${(row.raw / row.matches).toFixed(0)} | ${kB(row.gzip)} | ${kB(row.brotli)} | ${ratio(row.raw, base.raw)} | ` +
      `${row.confirmP50.toFixed(1)} ms | ${row.confirmP99.toFixed(1)} ms | ${ratio(row.confirmP50, base.confirmP50)} |`,
  );
}
