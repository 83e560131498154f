// How long `npm start` takes to answer on an existing data directory (issue 13: under 2 s when the
// web app is already built). Makes a fresh data directory, starts once to fill it (the demo set
// loads into the empty database) and stops, then starts RUNS more times (5 by default) on it and
// measures, from the spawn of the command to the first 200 of `/` and of `/api/health`, polling
// both every 10 ms. Prints each run and the median. The web app must be built (`npm run build`),
// or the first measured start pays for the build (the warm-up start builds when needed).
//
//   node scripts/measure-start.mjs                      # npm start, 5 runs
//   RUNS=9 node scripts/measure-start.mjs               # more runs
//   node scripts/measure-start.mjs npm run serve        # any other command that serves on $PORT
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { freePort } from "./free-port.mjs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

const runs = Number(process.env.RUNS ?? 5);
const command = process.argv.length > 2 ? process.argv.slice(2) : ["npm", "start"];
const root = join(import.meta.dirname, "..");

const status = (port, path) =>
  new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", () => resolve(0));
    req.setTimeout(2000, () => req.destroy());
    req.end();
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the command in its own process group; resolves when both paths answered 200. */
async function startOnce(dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  let exited = false;
  const exit = new Promise((resolve) => child.on("exit", () => ((exited = true), resolve())));
  const times = {};
  const watch = async (path) => {
    while (!exited && performance.now() - started < 300_000) {
      if ((await status(port, path)) === 200) return (times[path] = performance.now() - started);
      await sleep(10);
    }
    throw new Error(`${command.join(" ")} never answered 200 on ${path}${stderr ? `:\n${stderr}` : ""}`);
  };
  try {
    await Promise.all([watch("/"), watch("/api/health")]);
    times.cpu = groupCpuSeconds(child.pid);
  } finally {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await exit;
  }
  return times;
}

/**
 * The processor time (user + system, seconds) the command's processes have used so far (Linux;
 * null elsewhere): on a busy machine the wall time says more about the others than about the start.
 */
function groupCpuSeconds(group) {
  try {
    let ticks = 0;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue;
      }
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // After the name: state, ppid, pgrp, …; utime and stime are the 14th and 15th fields.
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), "turnuvam-start-"));
try {
  console.log(`${command.join(" ")}: a first start fills ${dataDir}, then ${runs} starts on it`);
  const first = await startOnce(dataDir);
  console.log(`first start (empty database, demo set): / ${(first["/"] / 1000).toFixed(2)} s`);
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const times = await startOnce(dataDir);
    results.push(times);
    const cpu = times.cpu === null ? "" : `, processor ${times.cpu.toFixed(2)} s`;
    // The load with each run: on a shared machine a slow run is often a busy minute.
    console.log(
      `run ${run}: / ${(times["/"] / 1000).toFixed(2)} s, /api/health ${(times["/api/health"] / 1000).toFixed(2)} s${cpu}; load average ${loadavg()[0].toFixed(1)}`,
    );
  }
  const home = median(results.map((times) => times["/"]));
  const health = median(results.map((times) => times["/api/health"]));
  const cpus = results.map((times) => times.cpu).filter((cpu) => cpu !== null);
  const cpu = cpus.length ? `, processor ${median(cpus).toFixed(2)} s` : "";
  console.log(
    `median of ${runs}: / ${(home / 1000).toFixed(2)} s, /api/health ${(health / 1000).toFixed(2)} s${cpu}; load average ${loadavg()[0].toFixed(1)}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
