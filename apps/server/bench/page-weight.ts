// npm run bench:page -w apps/server (and part of `npm run bench`): what a tournament's size costs
// the page (issue 27). A double league of 8 and one of 128 (16,256 matches), half played
// (bench/half-played.ts), opened side by side in Chromium (Debian's, as a phone: 375 × 812) from
// the built web app served by the real app: the time from navigation until the standings are on
// the screen, the page's DOM nodes and its JavaScript heap after a garbage collection; then
// Lighthouse's mobile performance score on the league of 128. Needs the web app built (`npm run
// build`). CHROMIUM_PATH names another browser.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { startTestApp } from "../test/support/app.ts";
import { listening } from "../test/support/sse.ts";
import { halfPlayedDoubleLeague } from "./half-played.ts";

const SIZES = (process.env.BENCH_PAGE_SIZES ?? "8,128").split(",").map(Number);
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const webDistDir = resolve(import.meta.dirname, "../../web/dist");
if (!existsSync(resolve(webDistDir, "index.html"))) throw new Error("the web app is not built: run `npm run build` first");
const t = await startTestApp({
  webDistDir,
  creationLimits: { platformsPerHour: 1000, tournamentsPerHour: 1000, invitationsPerHour: 1000 },
});
const base = await listening(t.app);
const browser = await chromium.launch({ executablePath, args });

interface Row {
  n: number;
  matches: number;
  toStandingsMs: number;
  nodes: number;
  heapMb: number;
  lighthouse: number | null;
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const rows: Row[] = [];
try {
  for (const n of SIZES) {
    const { built, matches } = await halfPlayedDoubleLeague(t.database.db, n);
    const url = `${base}/turnuvalar/${built.tournament.slug}`;
    const times: number[] = [];
    const nodes: number[] = [];
    const heaps: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: "tr-TR" });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable");
      const started = performance.now();
      await page.goto(url);
      await page.getByRole("table", { name: "Puan Durumu" }).waitFor();
      times.push(performance.now() - started);
      // Settled: the deferred parts of the page have rendered too.
      await page.waitForLoadState("networkidle");
      await cdp.send("HeapProfiler.collectGarbage");
      const { metrics } = await cdp.send("Performance.getMetrics");
      heaps.push((metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0) / 1e6);
      nodes.push(await page.evaluate<number>("document.getElementsByTagName('*').length"));
      await context.close();
    }
    rows.push({
      n,
      matches,
      toStandingsMs: median(times),
      nodes: median(nodes),
      heapMb: median(heaps),
      lighthouse: n === Math.max(...SIZES) ? await lighthouseScore(url) : null,
    });
    console.log(`N = ${n}: ${matches} matches, measured`);
  }
} finally {
  await browser.close();
  await t.close();
}

/** Lighthouse's mobile performance (its default simulated throttling), 0–100. */
async function lighthouseScore(url: string): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ["--headless=new", ...args] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" });
    return Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    chrome.kill();
  }
}

const first = rows[0]!;
console.log(`\nThe tournament page of a double league of N, half played, as a phone opens it (median of ${RUNS}); ratios to N = ${first.n}\n`);
console.log("| N | matches | to the standings | ratio | DOM nodes | JS heap | Lighthouse mobile |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.n} | ${row.matches} | ${row.toStandingsMs.toFixed(0)} ms | ${(row.toStandingsMs / first.toStandingsMs).toFixed(1)}× | ${row.nodes} | ${row.heapMb.toFixed(1)} MB | ${row.lighthouse ?? "—"} |`,
  );
}
