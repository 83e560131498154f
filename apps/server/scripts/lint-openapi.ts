// `npm run lint:openapi` (a step of `npm test`): the OpenAPI document as the app serves it at
// /api/docs/json, linted by Redocly CLI with its recommended rules, every warning an error
// (redocly.yaml; the few problems it may report are named in .redocly.lint-ignore.yaml). The app is
// built as the tests build it, on an in-memory database, and never listens. Offline: no telemetry,
// no update check, and a lint that has not ended in a minute fails rather than hangs.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../src/app.ts";
import { testConfig } from "../test/support/app.ts";

const here = join(import.meta.dirname, "..");
const redocly = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");

/** Redocly's exit status: 0 when it reports nothing that is not ignored. */
async function lintDocument(): Promise<number> {
  const app = await buildApp(testConfig());
  const dir = mkdtempSync(join(tmpdir(), "turnuvam-openapi-"));
  try {
    await app.ready();
    // The ignore file's entries name the document `openapi.json`, beside it and the config.
    writeFileSync(join(dir, "openapi.json"), JSON.stringify(app.swagger(), null, 2));
    for (const file of ["redocly.yaml", ".redocly.lint-ignore.yaml"]) copyFileSync(join(here, file), join(dir, file));
    const lint = spawnSync(process.execPath, [redocly, "lint", "openapi.json", "--lint-config", "error", "--max-problems", "1000"], {
      cwd: dir,
      stdio: "inherit",
      timeout: 60_000,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    if (lint.error) console.error(`redocly lint did not finish: ${lint.error.message}`);
    return lint.status ?? 1;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exit(await lintDocument());
