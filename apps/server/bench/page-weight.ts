// npm run bench:page -w apps/server (and part of `npm run bench`): what a tournament's size costs
// the page (issue 27). A double league of 8 and one of 128 (16,256 matches), half played
// (bench/half-played.ts), opened side by side in Chromium (Debian's, as a phone: 375 × 812) from
// the built web app served by the real app. Needs the web app built (`npm run build`).
//
// For each size: the time from navigation until the standings are on the screen, and when the
// tournament's answer had arrived within it (the server's and the network's part); the answer's bytes (raw and as sent); the page's DOM nodes and its JavaScript heap
// after a garbage collection, once the deferred parts (a long league's week) have rendered too;
// then Lighthouse's mobile performance score with its LCP and TBT. Each figure beside the league
// of 8's of the same run (the ratio).
//
// Trustworthy on a busy machine: the runs of the sizes alternate (8, 128, 8, 128, …) so that a
// noisy moment weighs on both; each size is opened once unmeasured first (the server's first
// answer of a tournament is built, later ones come from its cache, as for any visitor but the
// first); the moments are taken inside the page (the browser's own clock from navigation, the
// standings' insertion seen by a MutationObserver, their paint by the next frame), not by the
// driver's polling; the medians are printed. Lighthouse (simulated throttling: a slow phone on a
// slow 4G) varies by several points from run to run: its median of BENCH_PAGE_LIGHTHOUSE_RUNS.
//
// BENCH_PAGE_SIZES (8,128), BENCH_PAGE_RUNS (5), BENCH_PAGE_LIGHTHOUSE_RUNS (3, 0 for none);
// BENCH_PAGE_WEB_DIST another build of the web app (another branch's `vite build --outDir`, for a
// before and after on the same machine); CHROMIUM_PATH another browser.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type Browser, chromium } from "playwright-core";
import { startTestApp } from "../test/support/app.ts";
import { listening } from "../test/support/sse.ts";
import { halfPlayedDoubleLeague } from "./half-played.ts";

const SIZES = (process.env.BENCH_PAGE_SIZES ?? "8,128").split(",").map(Number);
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_PAGE_LIGHTHOUSE_RUNS ?? 3);
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

const webDistDir = process.env.BENCH_PAGE_WEB_DIST ? resolve(process.env.BENCH_PAGE_WEB_DIST) : resolve(import.meta.dirname, "../../web/dist");
if (!existsSync(resolve(webDistDir, "index.html"))) throw new Error(`the web app is not built in ${webDistDir}: run \`npm run build\` first`);
const t = await startTestApp({
  webDistDir,
  creationLimits: { platformsPerHour: 1000, tournamentsPerHour: 1000, invitationsPerHour: 1000 },
});
const base = await listening(t.app);

/** One opening of the page, as the page itself saw it. */
interface Visit {
  /** From navigation to the standings painted. */
  toStandingsMs: number;
  /** When the tournament's answer had arrived (the server's and the network's part of the wait). */
  answerInMs: number;
  answerRawBytes: number;
  answerSentBytes: number;
  nodes: number;
  heapMb: number;
}

interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
}

interface Row {
  n: number;
  matches: number;
  visits: Visit[];
  lighthouse: LighthouseRun[];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * In the page before its own scripts: the moment the standings' table is inserted (its caption
 * names it) and the next frame after it, on the page's clock (0 = navigation). Text, as all the
 * page's own code here: this project's server code knows no DOM.
 */
const watchStandings = `
  const observer = new MutationObserver(() => {
    const caption = [...document.getElementsByTagName("caption")].find((each) => each.textContent === "Puan Durumu");
    if (!caption) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.standingsPainted = performance.now())));
  });
  document.addEventListener("DOMContentLoaded", () => observer.observe(document.body, { childList: true, subtree: true }));
`;

/** What the page saw, once settled: the standings' moment, the answer's timing and bytes, the nodes. */
const seenInPage = (answerPath: string) => `(() => {
  const answer = performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === ${JSON.stringify(answerPath)});
  return {
    standings: window.standingsPainted,
    answerEnd: answer ? answer.responseEnd : NaN,
    raw: answer ? answer.decodedBodySize : NaN,
    sent: answer ? answer.encodedBodySize : NaN,
    nodes: document.getElementsByTagName("*").length,
  };
})()`;

async function visit(browser: Browser, url: string, identifier: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: "tr-TR" });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchStandings);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(url);
    // Asked until set (the moment itself is the page's): `waitForFunction` builds its test with
    // `new Function`, which the app's Content-Security-Policy forbids.
    while ((await page.evaluate<number | undefined>("window.standingsPainted")) === undefined) await sleep(20);
    // Settled: the deferred parts of the page (a long league's week) have rendered too.
    await page.getByRole("region", { name: "Fikstür" }).getByRole("heading", { level: 3 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    const seen = await page.evaluate<{ standings: number; answerEnd: number; raw: number; sent: number; nodes: number }>(
      seenInPage(`/api/tournaments/${identifier}`),
    );
    await cdp.send("HeapProfiler.collectGarbage");
    const { metrics } = await cdp.send("Performance.getMetrics");
    return {
      toStandingsMs: seen.standings,
      answerInMs: seen.answerEnd,
      answerRawBytes: seen.raw,
      answerSentBytes: seen.sent,
      nodes: seen.nodes,
      heapMb: (metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0) / 1e6,
    };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's mobile performance (its default simulated throttling): the score with LCP and TBT.
 * A run Lighthouse itself could not record (here now and then 'NO_NAVSTART', its trace missing the
 * navigation) is said, with its reason, and run again, at most twice; then it counts as 0.
 */
async function lighthouseRun(url: string, attempt = 1): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ["--headless=new", ...args] });
  let lhr;
  try {
    lhr = (await lighthouse(url, { port: chrome.port, onlyCategories: ["performance"], logLevel: "error" }))?.lhr;
  } finally {
    chrome.kill();
  }
  const score = lhr?.categories.performance?.score;
  if (lhr?.runtimeError || score == null) {
    console.log(`Lighthouse could not record ${url} (attempt ${attempt}): ${lhr?.runtimeError?.code ?? "no score"}`);
    if (attempt < 3) return lighthouseRun(url, attempt + 1);
  }
  return {
    score: Math.round((score ?? 0) * 100),
    lcpMs: lhr?.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: lhr?.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
  };
}

const rows: Row[] = [];
const leagues: Array<{ n: number; url: string; identifier: string; row: Row }> = [];
try {
  for (const n of SIZES) {
    const { built, matches } = await halfPlayedDoubleLeague(t.database.db, n);
    const identifier = built.tournament.slug;
    const row: Row = { n, matches, visits: [], lighthouse: [] };
    rows.push(row);
    leagues.push({ n, url: `${base}/turnuvalar/${identifier}`, identifier, row });
    console.log(`N = ${n}: ${matches} matches, built`);
  }
  const browser = await chromium.launch({ executablePath, args });
  try {
    for (const league of leagues) await visit(browser, league.url, league.identifier);
    for (let run = 0; run < RUNS; run += 1) {
      for (const league of leagues) league.row.visits.push(await visit(browser, league.url, league.identifier));
    }
  } finally {
    await browser.close();
  }
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    for (const league of leagues) league.row.lighthouse.push(await lighthouseRun(league.url));
  }
} finally {
  await t.close();
}

const first = rows[0]!;
const of = (row: Row, key: keyof Visit) => median(row.visits.map((each) => each[key]));
const ratio = (row: Row, value: (row: Row) => number) => `${(value(row) / value(first)).toFixed(1)}×`;
const kB = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString("en")} kB`;
/** The run of median score: its LCP and TBT go with its score. */
const medianLighthouse = (row: Row) => [...row.lighthouse].sort((a, b) => a.score - b.score)[Math.floor(row.lighthouse.length / 2)];

console.log(`\nThe tournament page of a double league of N, half played, as a phone opens it: medians of ${RUNS}, ratios to N = ${first.n}\n`);
console.log("| N | matches | answer (raw / sent) | answer in at | to the standings | ratio | DOM nodes | ratio | JS heap | ratio |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.n} | ${row.matches.toLocaleString("en")} | ${kB(of(row, "answerRawBytes"))} / ${kB(of(row, "answerSentBytes"))} | ${of(row, "answerInMs").toFixed(0)} ms | ${of(row, "toStandingsMs").toFixed(0)} ms | ${ratio(row, (each) => of(each, "toStandingsMs"))} | ${of(row, "nodes").toLocaleString("en")} | ${ratio(row, (each) => of(each, "nodes"))} | ${of(row, "heapMb").toFixed(1)} MB | ${ratio(row, (each) => of(each, "heapMb"))} |`,
  );
}
if (LIGHTHOUSE_RUNS > 0) {
  console.log(`\nLighthouse mobile performance (simulated throttling), the run of median score of ${LIGHTHOUSE_RUNS}, all scores in brackets\n`);
  console.log("| N | performance | LCP | TBT |");
  console.log("|---|---|---|---|");
  for (const row of rows) {
    const middle = medianLighthouse(row)!;
    const scores = row.lighthouse.map((each) => each.score).join(", ");
    console.log(`| ${row.n} | ${middle.score} (${scores}) | ${(middle.lcpMs / 1000).toFixed(1)} s | ${Math.round(middle.tbtMs)} ms |`);
  }
}
