// The server side of `npm run bench:read-path` (bench/read-path.ts forks it): a fresh database
// with the demo set (its groups tournament: the small answer) and a double league of
// BENCH_READ_PATH_N (128 unless told) half played (the large answer), the app as shipped (logging
// at info, to /dev/null), and beside it, in the same process, a bare Fastify route that sends the
// very bytes the app sends for each of the two answers, with the same Content-Encoding.
import Fastify from "fastify";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/database.ts";
import { tournaments } from "../src/db/schema.ts";
import { loadDemoData } from "../src/demo/demo-data.ts";
import { testDatabase } from "../test/support/database.ts";
import { halfPlayedDoubleLeague } from "./half-played.ts";

export interface ReadPathAnswer {
  /** The app's address of the answer. */
  path: string;
  /** The bare route's address of the same bytes. */
  barePath: string;
  bytes: number;
  encoding: string;
  matches: number;
}

export interface ReadPathReady {
  type: "ready";
  database: string;
  appUrl: string;
  bareUrl: string;
  small: ReadPathAnswer;
  large: ReadPathAnswer;
  seedMs: number;
}

const N = Number(process.env.BENCH_READ_PATH_N ?? 128);
/** What the load tool sends, as a browser does; the bare route answers in the coding it names. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";

const target = await testDatabase();
let close: () => Promise<void> = () => target.drop();
let closing: Promise<void> | null = null;

async function stop(code: number): Promise<never> {
  closing ??= close().catch((error: unknown) => console.error("read-path server: could not clean up", error));
  await closing;
  process.exit(code);
}
// BENCH_PROFILE=<folder>: the parent asks for a CPU profile of each run of the route alone
// ("profile" before, "profiled:<name>" after), which lands in that folder as <name>.cpuprofile.
let profiler: Session | null = null;
process.on("message", (message) => {
  if (message === "stop") void stop(0);
  if (message === "cpu") process.send?.({ type: "cpu", usage: process.cpuUsage() });
  if (message === "profile") void startProfile().then(() => process.send?.({ type: "profiling" }));
  if (typeof message === "string" && message.startsWith("profiled:")) {
    void stopProfile(message.slice("profiled:".length)).then(() => process.send?.({ type: "profiled" }));
  }
});

async function startProfile() {
  profiler = new Session();
  profiler.connect();
  await profiler.post("Profiler.enable");
  await profiler.post("Profiler.setSamplingInterval", { interval: 100 });
  await profiler.post("Profiler.start");
}

async function stopProfile(name: string) {
  if (!profiler || !process.env.BENCH_PROFILE) return;
  const { profile } = await profiler.post("Profiler.stop");
  writeFileSync(join(process.env.BENCH_PROFILE, `${name}.cpuprofile`), JSON.stringify(profile));
  profiler.disconnect();
  profiler = null;
}
process.on("disconnect", () => void stop(1));
process.on("SIGINT", () => void stop(130));
process.on("SIGTERM", () => void stop(143));

try {
  const config = {
    ...loadConfig({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info", HOST: "127.0.0.1", PORT: "0" }),
    database: target.config,
  };
  const database = await openDatabase(config.database);
  close = async () => {
    await database.close();
    await target.drop();
  };
  const started = performance.now();
  await loadDemoData(database.db, { info: () => undefined });
  const [groups] = await database.db.select({ slug: tournaments.slug }).from(tournaments).where(eq(tournaments.system, "group"));
  if (!groups) throw new Error("the demo set has no groups tournament");
  const league = await halfPlayedDoubleLeague(database.db, N);
  const seedMs = performance.now() - started;

  const app = await buildApp(config, { database });
  const bare = Fastify();
  close = async () => {
    await bare.close();
    await app.close();
    await target.drop();
  };
  const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });

  /** The app's answer as the load tool will get it, and a bare route that sends the same. */
  async function answer(name: string, path: string, matches: number): Promise<ReadPathAnswer> {
    const got = await app.inject({ url: path, headers: { accept: "application/json", "accept-encoding": ACCEPT_ENCODING } });
    if (got.statusCode !== 200) throw new Error(`${path} answered ${got.statusCode}`);
    const body = got.rawPayload;
    const encoding = String(got.headers["content-encoding"] ?? "identity");
    const type = String(got.headers["content-type"]);
    const barePath = `/${name}`;
    bare.get(barePath, (_request, reply) => {
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      reply.type(type).send(body);
    });
    return { path, barePath, bytes: body.length, encoding, matches };
  }
  const small = await answer("small", `/api/tournaments/${groups.slug}`, 0);
  const large = await answer("large", `/api/tournaments/${league.built.tournament._id}`, league.matches);
  const bareUrl = await bare.listen({ host: "127.0.0.1", port: 0 });

  const ready: ReadPathReady = {
    type: "ready",
    database: target.config.kind === "server" ? `PostgreSQL (${new URL(target.config.url).host})` : "PGlite (in memory)",
    appUrl,
    bareUrl,
    small,
    large,
    seedMs,
  };
  process.send?.(ready);
} catch (error) {
  if (!closing) console.error("read-path server:", error);
  await stop(1);
}
