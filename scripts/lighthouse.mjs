// `npm run lighthouse` (issue 13): Lighthouse, mobile with its default simulated throttling, in
// Debian's Chromium, on `/`, `/turnuvalar` and a tournament's detail page, against the server as
// shipped (NODE_ENV=production, apps/server/src/main.ts) on a free port and an empty data
// directory, where the demo set loads. Builds the web app first when its sources changed. Prints
// performance, accessibility, best practices and SEO with LCP, TBT and CLS per page, writes the
// JSON reports to a temporary folder (LIGHTHOUSE_DIR to choose one), and exits 1 when a page
// scores under 95 for performance or under 100 for accessibility.
//
// Each page is measured LIGHTHOUSE_RUNS times (3 by default) and the run with the median
// performance score is reported: one run on a busy machine can be a few points off.
// CHROMIUM_PATH names another browser than /usr/bin/chromium.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { freePort } from "./free-port.mjs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureWebBuild, root } from "./web-build.mjs";

const GOALS = { performance: 95, accessibility: 100 };
/** The environment less DATABASE_URL. */
function withoutDatabaseUrl(env) {
  const copy = { ...env };
  delete copy.DATABASE_URL;
  return copy;
}

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const chromePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const get = (url) =>
  new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, body }));
    });
    req.on("error", () => resolve({ status: 0, body: "" }));
    req.end();
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

ensureWebBuild();

const reportDir = process.env.LIGHTHOUSE_DIR || mkdtempSync(join(tmpdir(), "turnuvam-lighthouse-"));
mkdirSync(reportDir, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), "turnuvam-lighthouse-data-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  // On the embedded database of a fresh folder, where the demo set loads: a DATABASE_URL in the
  // environment (the tests' PostgreSQL) is not for this server.
  env: {
    ...withoutDatabaseUrl(process.env),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO_DATA: "true",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
let serverExited = false;
server.on("exit", () => (serverExited = true));

let chrome;
let failed = false;
try {
  // The first start on an empty database loads the demo set before it listens.
  for (let waited = 0; ; waited += 250) {
    if ((await get(`${base}/api/health`)).status === 200) break;
    if (serverExited || waited > 180_000) throw new Error(`the server did not answer on ${base}/api/health`);
    await sleep(250);
  }
  const list = await get(`${base}/api/tournaments?page=1`);
  const tournament = list.status === 200 ? JSON.parse(list.body).tournaments[0] : undefined;
  if (!tournament) throw new Error(`no public tournament in GET /api/tournaments?page=1 (${list.status})`);
  const pages = [
    { name: "/", path: "/" },
    { name: "/turnuvalar", path: "/turnuvalar" },
    { name: "/turnuvalar/<slug>", path: `/turnuvalar/${encodeURIComponent(tournament.slug)}` },
  ];

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let run = 1; run <= runs; run++) {
      // Lighthouse 12 in a newer Chromium now and then records no trace of the load (NO_FCP,
      // NO_NAVSTART): such a run has no figures and is made again, twice at most.
      let result;
      for (let attempt = 1; attempt <= 3; attempt++) {
        result = await lighthouse(`${base}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result?.lhr.runtimeError) break;
        console.error(`${page.path}, run ${run}: ${result.lhr.runtimeError.code}${attempt < 3 ? ", again" : ""}`);
      }
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const file = join(reportDir, `${page.name === "/" ? "home" : page.name.replaceAll(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "")}-${run}.json`);
      writeFileSync(file, result.report);
      results.push(result.lhr);
    }
    results.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    const lhr = results[Math.floor((results.length - 1) / 2)];
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    const audit = (id) => lhr.audits[id];
    if (lhr.runtimeError) console.error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const row = {
      page: page.name,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best practices": score("best-practices"),
      SEO: score("seo"),
      LCP: audit("largest-contentful-paint").displayValue,
      TBT: audit("total-blocking-time").displayValue,
      CLS: audit("cumulative-layout-shift").displayValue,
      "all runs (perf)": results.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)).join(" "),
    };
    rows.push(row);
    // What kept a score under its goal: the failing audits of that category.
    for (const [category, goal] of Object.entries(GOALS)) {
      if (row[category] >= goal) continue;
      failed = true;
      const failing = lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map((ref) => `  ${ref.id}: ${lhr.audits[ref.id].score} ${lhr.audits[ref.id].displayValue ?? ""}`);
      console.error(`${page.name} ${category} ${row[category]} < ${goal}:\n${failing.join("\n")}`);
    }
  }
  console.log(`\nLighthouse 12 (mobile, simulated throttling), ${runs} run(s) per page, median by performance; reports in ${reportDir}`);
  console.table(rows);
  if (failed) console.error(`Under the goals: performance ≥ ${GOALS.performance}, accessibility ≥ ${GOALS.accessibility}.`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await chrome?.kill();
  if (!serverExited) {
    server.kill("SIGTERM");
    await new Promise((resolve) => (serverExited ? resolve() : server.on("exit", resolve)));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
