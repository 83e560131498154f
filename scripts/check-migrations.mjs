// `npm run check:migrations`: fails when the committed SQL migrations do not cover the drizzle
// schema, i.e. when `npm run db:generate -w apps/server` would write a new migration. drizzle-kit
// runs on a copy of apps/server/drizzle in a temporary directory, so the real folder is never
// touched; whatever it writes there is compared with what was copied and then thrown away.
//
// drizzle-kit only compares the schema with the newest snapshot (drizzle/meta/NNNN_snapshot.json),
// not with the SQL files: a hand-written migration must come with a snapshot that matches it.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";

const serverDir = resolve(import.meta.dirname, "../apps/server");
const migrationsDir = join(serverDir, "drizzle");
// drizzle-kit's package exports do not include its bin, so it is found next to its entry point.
const drizzleKitDir = dirname(createRequire(join(serverDir, "package.json")).resolve("drizzle-kit"));
const drizzleKit = join(drizzleKitDir, JSON.parse(readFileSync(join(drizzleKitDir, "package.json"), "utf8")).bin["drizzle-kit"]);

/** Every file under `dir`, relative to it, with its contents. */
const readTree = (dir) =>
  new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => [relative(dir, file), readFileSync(file, "utf8")]),
  );

const work = mkdtempSync(join(tmpdir(), "turnuva-migrations-"));
let failure = null;
let output;
try {
  cpSync(migrationsDir, join(work, "drizzle"), { recursive: true });
  const before = readTree(join(work, "drizzle"));

  // The project's own config, with the schema paths made absolute and `out` pointed at the copy.
  // drizzle-kit reads `out` relative to the working directory, so it runs inside `work`.
  writeFileSync(
    join(work, "drizzle.config.ts"),
    [
      `import { resolve } from "node:path";`,
      `import base from ${JSON.stringify(join(serverDir, "drizzle.config.ts"))};`,
      `const schema = [base.schema].flat().map((path) => resolve(${JSON.stringify(serverDir)}, path).replaceAll("\\\\", "/"));`,
      `export default { ...base, schema, out: "./drizzle" };`,
      "",
    ].join("\n"),
  );

  // No stdin: when drizzle-kit cannot tell a rename from a drop and a create it would ask, and a
  // question means the schema has changed. The timeout is only a guard against a hang.
  const result = spawnSync(process.execPath, [drizzleKit, "generate", "--config", join(work, "drizzle.config.ts")], {
    cwd: work,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, FORCE_COLOR: "0" },
  });
  output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();

  const after = readTree(join(work, "drizzle"));
  const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
  const added = changed.filter((file) => !before.has(file));

  if (result.error || result.status !== 0 || result.signal) {
    failure = `drizzle-kit generate did not finish (${result.error?.message ?? `exit ${result.status ?? result.signal}`}); it may have asked whether a column or table was renamed, which means the schema has changed.`;
  } else if (changed.length > 0) {
    failure = [
      "apps/server/src/db/schema.ts does not match the committed migrations: drizzle-kit generate would write",
      ...changed.map((file) => `  ${added.includes(file) ? "new     " : "changed "} apps/server/drizzle/${file}`),
      ...[...after].filter(([file]) => added.includes(file) && file.endsWith(".sql")).map(([, sql]) => `\n${sql.trim()}\n`),
      "Run `npm run db:generate -w apps/server` and commit the migration, or undo the schema change.",
    ].join("\n");
  } else if (/Interactive prompts require a TTY/.test(output)) {
    // drizzle-kit exits 0 here too, having written nothing.
    failure =
      "apps/server/src/db/schema.ts does not match the committed migrations: drizzle-kit generate wants to ask whether a table or column was renamed. Run `npm run db:generate -w apps/server`, answer, and commit the migration.";
  } else if (!/No schema changes/.test(output)) {
    // drizzle-kit exits 0 on some errors (an unreadable snapshot, for one) without writing anything.
    failure = "drizzle-kit generate wrote nothing, but did not report `No schema changes` either (its output is above).";
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failure) {
  if (output) console.error(`${output}\n`);
  console.error(`✗ Migrations out of date. ${failure}`);
  process.exit(1);
}
console.log("✓ Migrations match the schema (drizzle-kit generate: no schema changes).");
