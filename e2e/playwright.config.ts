import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMailSink } from "./mail-sink.ts";

// The journeys run against the production build, served by the real server on an empty
// embedded database in a fresh folder, on a port nobody uses. Workers inherit these variables.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "turnuvam-e2e-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// The app's mails go to a real SMTP server of the runner's (issue 26); the journeys read them from
// E2E_MAIL_DIR. Started once, by the runner's own process: its workers inherit the port.
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), "turnuvam-e2e-mail-"));
process.env.E2E_SMTP_PORT ??= String(await startMailSink(process.env.E2E_MAIL_DIR));

// Debian's Chromium: no browser download on this machine. As root it needs --no-sandbox, and
// without the background-network switches it keeps calling out through a closed network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A journey waits for what a person would see, up to 10 s: a platform's tabs took 4–10 s to load
  // their lazy parts with two journeys on two cores (the server now names them in the page's head,
  // modules/site/route-preloads.ts, but two busy cores stay slow). How fast pages are is measured
  // in the bench, not here.
  expect: { timeout: 10_000 },
  // And a journey may take a minute: two took 31 s against the 30 s default in the run before this
  // change landed (the axe sweep's /profil, a platform picture's upload), on two busy cores.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { baseURL, locale: "tr-TR", trace: "retain-on-failure", launchOptions: chromium },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: "phone", use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, launchOptions: chromium } },
  ],
  webServer: {
    command: "node --import tsx ../apps/server/src/main.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: "production",
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The journeys use the embedded database even when CI sets a server for the server suite.
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      // Every journey signs up and in from 127.0.0.1; the per-address limit is the server suite's.
      AUTH_IP_ATTEMPTS_PER_MINUTE: "1000",
      // Every page's live streams come from 127.0.0.1 too; the per-address bound is the server suite's.
      LIVE_STREAMS_PER_ADDRESS: "1000",
      // …and so do all their connections: the bound per address is the server suite's as well.
      CONNECTIONS_PER_ADDRESS: "10000",
      DEMO_DATA: "false", // the journeys start from an empty database, as they always have
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      MAIL_FROM: "Turnuvam <no-reply@turnuvam.test>",
    },
  },
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}
