// The server side of `npm run bench`, in a process of its own (bench/run.ts forks it): a fresh
// database seeded with 10,000 platforms, the app as shipped, and a bare Fastify route beside it
// in the same process as the baseline. Standard output (the app's logs) goes where the parent
// sends it: /dev/null.
import Fastify from "fastify";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { testDatabase } from "../test/support/database.ts";
import { seed } from "./seed.ts";

export interface Ready {
  type: "ready";
  database: string;
  appUrl: string;
  baselineUrl: string;
  seedMs: number;
  rows: Record<string, number>;
}

// A fresh database: in-memory PGlite, or a new database on the server of DATABASE_URL (dropped at the end).
const target = await testDatabase();
// Production settings from the environment the way main.ts reads them, logging at info included;
// only the database is the bench's own.
const config = { ...loadConfig({ LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: "0" }), database: target.config };
const database = await openDatabase(config.database);
const { ms: seedMs, rows } = await seed(database.db);

const app = await buildApp(config, { database });
const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });

const baseline = Fastify();
baseline.get("/", async () => ({ ok: true }));
const baselineUrl = await baseline.listen({ host: "127.0.0.1", port: 0 });

process.on("message", (message) => {
  if (message !== "stop") return;
  void (async () => {
    await baseline.close();
    await app.close();
    await target.drop();
    process.exit(0);
  })();
});

const ready: Ready = {
  type: "ready",
  database: target.config.kind === "server" ? `PostgreSQL (${new URL(target.config.url).host})` : "PGlite (in memory)",
  appUrl,
  baselineUrl,
  seedMs,
  rows,
};
process.send?.(ready);
