// npm run test:durability: a stream of confirms and registrations against the server as shipped,
// kill -9 of the server mid-stream, a restart on the same data, and checks that every write a
// client saw acknowledged is there and nothing is half-written; a few rounds per database, on
// PGlite (a fresh data directory) and on PostgreSQL when DATABASE_URL is set (a fresh database,
// dropped afterwards). Prints the counts per database; exits 1 on any loss, any half-written row,
// or any answer other than 2xx during the stream.
import { type DatabaseReport, runDatabase } from "./rounds.ts";
import { type Target, pgliteTarget, postgresTarget } from "./targets.ts";

const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 3);
const started = Date.now();
const log = (line: string) => console.log(line);

const targets: Array<() => Promise<Target>> = [async () => pgliteTarget()];
if (process.env.DATABASE_URL) targets.push(postgresTarget);
else log("DATABASE_URL is unset: PGlite only (set it to run the same rounds on a PostgreSQL server too).");

const reports: DatabaseReport[] = [];
let failed = false;
for (const make of targets) {
  const target = await make();
  try {
    reports.push(await runDatabase(target, ROUNDS, log));
  } catch (error) {
    failed = true;
    log(`${target.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await target.cleanup().catch((error: unknown) => log(`${target.name}: could not clean up: ${String(error)}`));
  }
}

const sum = (r: DatabaseReport, pick: (round: DatabaseReport["rounds"][number]) => number) => r.rounds.reduce((n, round) => n + pick(round), 0);
const table = reports.map((r) => {
  const last = r.rounds.at(-1);
  return {
    database: r.database,
    rounds: r.rounds.length,
    "acknowledged confirms": sum(r, (x) => x.acknowledgedConfirms),
    "acknowledged registrations": sum(r, (x) => x.acknowledgedRegistrations),
    "unanswered in flight": sum(r, (x) => x.unansweredConfirms + x.unansweredRegistrations),
    "unanswered found applied": last?.rows.unansweredPresent ?? 0,
    "found after restart": last?.rows.found ?? 0,
    missing: sum(r, (x) => x.api.missing + x.rows.missing),
    "half-written": sum(r, (x) => x.api.halfWritten + x.rows.halfWritten),
    "other answers": sum(r, (x) => x.refused.length),
  };
});
console.log();
console.table(table);
const bad = table.some((row) => row.missing > 0 || row["half-written"] > 0 || row["other answers"] > 0);
console.log(`${bad || failed ? "FAILED" : "OK"} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(bad || failed ? 1 : 0);
