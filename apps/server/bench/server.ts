// The server side of `npm run bench`, in a process of its own (bench/run.ts forks it): a fresh
// database seeded with 10,000 platforms and 10,000 tournaments (bench/seed.ts), the app as shipped,
// and a bare Fastify route beside it in the same process as the baseline. Standard output (the
// app's logs) goes where the parent sends it: /dev/null.
import Fastify from "fastify";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../src/db/database.ts";
import { hashPassword } from "../src/modules/auth/password.ts";
import { isWebAppBuilt } from "../src/modules/site/web-app.ts";
import { testDatabase } from "../test/support/database.ts";
import { type Fixtures, seed } from "./seed.ts";

export interface Ready {
  type: "ready";
  database: string;
  appUrl: string;
  baselineUrl: string;
  seedMs: number;
  /** Where the seed's time went, step by step (ms). */
  seedSteps: Record<string, number>;
  rows: Record<string, number>;
  fixtures: Fixtures;
  /** Where the built web app is served from (GET /), or null when `npm run build` has not made it. */
  webApp: string | null;
  /** Accounts that can sign in (BENCH_LOGIN_ACCOUNTS=n, for bench/mixed.ts), all with one password. */
  logins: { usernames: string[]; password: string } | null;
}

/**
 * What the parent may change in the app's configuration: only the login limit per address
 * (BENCH_AUTH_IP_ATTEMPTS_PER_MINUTE, which bench/mixed.ts raises and prints, since every request
 * of a bench comes from 127.0.0.1). Everything else stays as shipped.
 */
function benchEnv(): NodeJS.ProcessEnv {
  const ipAttempts = process.env.BENCH_AUTH_IP_ATTEMPTS_PER_MINUTE;
  return ipAttempts ? { AUTH_IP_ATTEMPTS_PER_MINUTE: ipAttempts } : {};
}

/** Gives `count` of the seed's members (uye_0, uye_1, …) a real password hash, hashed once. */
async function loginAccounts(db: Database, count: number): Promise<Ready["logins"]> {
  if (count <= 0) return null;
  const password = "bench-şifre-1234";
  const usernames = Array.from({ length: count }, (_, i) => `uye_${i}`);
  const hash = await hashPassword(password);
  await db.execute(
    sql`UPDATE users SET password_hash = ${hash} WHERE lower(username) IN (${sql.join(
      usernames.map((u) => sql`${u}`),
      sql`, `,
    )})`,
  );
  return { usernames, password };
}

// A fresh database: in-memory PGlite, or a new database on the server of DATABASE_URL (dropped at the end).
const target = await testDatabase();
let close: () => Promise<void> = () => target.drop();
let closing: Promise<void> | null = null;

/** Closes what is open and drops the database, once however often it is asked, then exits. */
async function stop(code: number): Promise<never> {
  closing ??= close().catch((error: unknown) => console.error("bench server: could not clean up", error));
  await closing;
  process.exit(code);
}

// The parent asks with "stop"; if it goes away without asking (a crash), or Ctrl-C reaches the
// process group, the database is dropped all the same.
process.on("message", (message) => {
  if (message === "stop") void stop(0);
  // The parent reads this process's CPU time around each case: the server's cost per request,
  // which the load tool's share of the two cores does not blur.
  if (message === "cpu") process.send?.({ type: "cpu", usage: process.cpuUsage() });
});
process.on("disconnect", () => void stop(1));
process.on("SIGINT", () => void stop(130));
process.on("SIGTERM", () => void stop(143));

try {
  // Production settings from the environment the way main.ts reads them, logging at info included
  // and the built web app (apps/web/dist) when there is one; only the database is the bench's own.
  const config = {
    ...loadConfig({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info", HOST: "127.0.0.1", PORT: "0", ...benchEnv() }),
    database: target.config,
  };
  const database = await openDatabase(config.database);
  close = async () => {
    await database.close();
    await target.drop();
  };
  const seeded = await seed(database.db);
  const logins = await loginAccounts(database.db, Number(process.env.BENCH_LOGIN_ACCOUNTS ?? 0));

  const app = await buildApp(config, { database });
  const baseline = Fastify();
  close = async () => {
    await baseline.close();
    await app.close(); // closes the database too
    await target.drop();
  };
  const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });
  baseline.get("/", async () => ({ ok: true }));
  // The bare route again, sending the detail case's own answer (its brotli bytes, as a browser
  // gets them): what the size of that answer alone costs the server and the load tool.
  const detail = await app.inject({ url: `/api/tournaments/${seeded.fixtures.league.slug}`, headers: { "accept-encoding": "br" } });
  const detailBytes = detail.rawPayload;
  baseline.get("/detail-bytes", (_request, reply) => {
    reply.header("content-encoding", "br").type("application/json; charset=utf-8").send(detailBytes);
  });
  const baselineUrl = await baseline.listen({ host: "127.0.0.1", port: 0 });

  const ready: Ready = {
    type: "ready",
    database: target.config.kind === "server" ? `PostgreSQL (${new URL(target.config.url).host})` : "PGlite (in memory)",
    appUrl,
    baselineUrl,
    seedMs: seeded.ms,
    seedSteps: seeded.steps,
    rows: seeded.rows,
    fixtures: seeded.fixtures,
    webApp: isWebAppBuilt(config.webDistDir) ? config.webDistDir : null,
    logins,
  };
  process.send?.(ready);
} catch (error) {
  // A failure because the database was closed under the seed (stop() above) is no news.
  if (!closing) console.error("bench server:", error);
  await stop(1);
}
