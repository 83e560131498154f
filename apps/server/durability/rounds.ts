// One database's run: set up through the API, then rounds of stream → kill -9 → restart → checks
// through the API → graceful stop → checks on the rows → start again.
import { type RunningServer, killQuietly, sleep, startServer } from "./server-process.ts";
import { type CheckResult, Ledger } from "./ledger.ts";
import { setUp } from "./setup.ts";
import { startStream, warmUp } from "./stream.ts";
import type { Target } from "./targets.ts";
import { verifyThroughApi } from "./verify-http.ts";
import { verifyRows } from "./verify-db.ts";

// The kill comes after a random 1–3 s of the stream, and not before this much was acknowledged
// (on a busy machine a registration, with its scrypt, can take seconds), at the latest after LONGEST_MS.
const MIN_CONFIRMS = 5;
const MIN_REGISTRATIONS = 2;
const LONGEST_MS = 20_000;

export interface RoundReport {
  round: number;
  killAfterMs: number;
  acknowledgedConfirms: number;
  acknowledgedRegistrations: number;
  unansweredConfirms: number;
  unansweredRegistrations: number;
  refused: string[];
  /** Every acknowledged write so far found after the restart, by the API and in the rows. */
  api: CheckResult;
  rows: CheckResult & { indexesChecked: number };
  restartMs: number;
}

export interface DatabaseReport {
  database: string;
  setupMs: number;
  openMatches: number;
  rounds: RoundReport[];
}

export async function runDatabase(target: Target, roundCount: number, log: (line: string) => void): Promise<DatabaseReport> {
  let server: RunningServer | null = null;
  try {
    server = await startServer(target.serverEnv);
    const setupStarted = Date.now();
    const fixtures = await setUp(server.url);
    const report: DatabaseReport = {
      database: target.name,
      setupMs: Date.now() - setupStarted,
      openMatches: fixtures.openMatches.length,
      rounds: [],
    };
    log(
      `${target.name}: set up ${fixtures.leagues.size} leagues, ${fixtures.openMatches.length} open matches in ${(report.setupMs / 1000).toFixed(1)} s`,
    );
    const ledger = new Ledger();
    for (let round = 1; round <= roundCount; round++) {
      const running: RunningServer = server ?? (server = await startServer(target.serverEnv));
      await warmUp(running.url, fixtures);
      const streamStarted = Date.now();
      const stream = startStream(running.url, fixtures, round);
      await sleep(1000 + Math.floor(Math.random() * 2000));
      const enough = () =>
        stream.writes.confirms.acknowledged.length >= MIN_CONFIRMS && stream.writes.registrations.acknowledged.length >= MIN_REGISTRATIONS;
      while (!enough() && Date.now() - streamStarted < LONGEST_MS) await sleep(10);
      const killAfterMs = Date.now() - streamStarted;
      await running.kill9();
      const writes = await stream.done;
      ledger.rounds.push(writes);
      const leftAs = target.clusterState?.();

      const restartStarted = Date.now();
      const restarted = await startServer(target.serverEnv);
      server = restarted;
      const restartMs = Date.now() - restartStarted;
      const saidAtStart = restarted.output().trim();
      // The lock the killed server left was taken over; the live server's must still refuse another.
      const lockProblem = target.lockRefusesWhileServing?.() ?? null;
      if (lockProblem) throw new Error(lockProblem);
      const api = await verifyThroughApi(restarted.url, fixtures, ledger);
      const code = await restarted.stop();
      server = null;
      if (code !== 0) throw new Error(`the server stopped with ${code} on SIGTERM`);
      const db = await target.connect();
      let rows;
      try {
        rows = await verifyRows(db, fixtures, ledger);
      } finally {
        await db.close();
      }
      const line: RoundReport = {
        round,
        killAfterMs,
        acknowledgedConfirms: writes.confirms.acknowledged.length,
        acknowledgedRegistrations: writes.registrations.acknowledged.length,
        unansweredConfirms: writes.confirms.unanswered.length,
        unansweredRegistrations: writes.registrations.unanswered.length,
        refused: writes.refused,
        api,
        rows,
        restartMs,
      };
      report.rounds.push(line);
      log(
        `${target.name} round ${round}: kill -9 after ${killAfterMs} ms; acknowledged ${line.acknowledgedConfirms} confirms, ${line.acknowledgedRegistrations} registrations; ` +
          `unanswered ${line.unansweredConfirms} + ${line.unansweredRegistrations}; ${leftAs ? `left ${leftAs}, ` : ""}restart ${restartMs} ms; ` +
          `missing ${api.missing}/${rows.missing}, half-written ${api.halfWritten}/${rows.halfWritten} (API/rows); ${rows.indexesChecked} indexes checked`,
      );
      if (saidAtStart) log(`  the restarted server said: ${saidAtStart.split("\n").slice(0, 5).join("\n    ")}`);
      for (const problem of [...writes.refused, ...api.problems, ...rows.problems].slice(0, 20)) log(`  ! ${problem}`);
    }
    return report;
  } catch (error) {
    if (server) log(`server output:\n${server.output()}`);
    throw error;
  } finally {
    killQuietly(server);
  }
}
