// Runs the server suite on in-memory PGlite, then once more on the PostgreSQL server of
// DATABASE_URL when it is set (DESIGN §6: CI runs both).
import { spawnSync } from "node:child_process";

const { DATABASE_URL, ...withoutServer } = process.env;
const runs = [["PGlite (in memory)", withoutServer]];
if (DATABASE_URL) runs.push([`PostgreSQL (${new URL(DATABASE_URL).host})`, { ...process.env }]);

for (const [label, env] of runs) {
  console.log(`\n▶ server tests on ${label}`);
  const result = spawnSync("npx", ["vitest", "run", "--root", "apps/server", ...process.argv.slice(2)], {
    stdio: "inherit",
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
