// The server side of `npm run bench:ratings` (bench/ratings.ts forks it): a fresh database with
// one platform holding the profile bench's 100,000 played matches (bench/seed-stats.ts: 3,600
// leagues of eight drawn from 400 members, and the busy player's 200 challenges), rated once as
// the first start after migration 0011 rates them (modules/ratings/backfill.ts, timed), then the
// app as shipped (logging at info, to /dev/null) and beside it, in the same process, a bare Fastify
// route sending the very bytes the app sends for each answer, with the same Content-Encoding.
import Fastify from "fastify";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase, queryRows } from "../src/db/database.ts";
import { backfillRatings } from "../src/modules/ratings/backfill.ts";
import { testDatabase } from "../test/support/database.ts";
import { seedStats } from "./seed-stats.ts";

export interface RatingsAnswer {
  name: string;
  path: string;
  barePath: string;
  bytes: number;
  encoding: string;
}

export interface RatingsReady {
  type: "ready";
  database: string;
  appUrl: string;
  bareUrl: string;
  answers: RatingsAnswer[];
  matches: number;
  members: number;
  seedMs: number;
  rateMs: number;
}

const MEMBERS = 400;
const ACCEPT_ENCODING = "gzip, deflate, br";

const target = await testDatabase();
let close: () => Promise<void> = () => target.drop();
let closing: Promise<void> | null = null;
async function stop(code: number): Promise<never> {
  closing ??= close().catch((error: unknown) => console.error("ratings server: could not clean up", error));
  await closing;
  process.exit(code);
}
process.on("message", (message) => {
  if (message === "stop") void stop(0);
  if (message === "cpu") process.send?.({ type: "cpu", usage: process.cpuUsage() });
});
process.on("disconnect", () => void stop(1));
process.on("SIGINT", () => void stop(130));
process.on("SIGTERM", () => void stop(143));

try {
  const config = { ...loadConfig({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info", HOST: "127.0.0.1", PORT: "0" }), database: target.config };
  const database = await openDatabase(config.database);
  const { db } = database;
  close = async () => {
    await database.close();
    await target.drop();
  };

  const seeding = performance.now();
  await db.execute(sql`
    INSERT INTO users (username, email, password_hash, created_at)
    SELECT 'uye_' || j, 'uye_' || j || '@ornek.com', 'not-a-hash', now() - make_interval(days => 900)
    FROM generate_series(0, ${MEMBERS - 1}::int) AS j
    UNION ALL SELECT 'sahip_1', 'sahip_1@ornek.com', 'not-a-hash', now() - make_interval(days => 900)`);
  await db.execute(sql`
    INSERT INTO platforms (name, slug, game, device_type, owner_id, created_at)
    SELECT 'Platform 1', 'platform-1', 'eFootball', 'efootball_ps5', id, now() - make_interval(days => 900) FROM users WHERE username = 'sahip_1'`);
  const fixtures = await seedStats(db, { platforms: 1, memberPool: MEMBERS });
  await db.execute(sql`
    INSERT INTO platform_members (platform_id, user_id, role, joined_at)
    SELECT p.id, u.id, CASE WHEN u.id = p.owner_id THEN 'owner' ELSE 'member' END, p.created_at
    FROM platforms p CROSS JOIN users u`);
  const seedMs = performance.now() - seeding;

  // The first start after migration 0011: every confirmed match rated once, in order.
  const rating = performance.now();
  await backfillRatings(db);
  const rateMs = performance.now() - rating;
  const [counts] = await queryRows<{ changes: number; members: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM rating_changes) AS changes, (SELECT count(*)::int FROM platform_members) AS members`,
  );

  const app = await buildApp(config, { database });
  const bare = Fastify();
  close = async () => {
    await bare.close();
    await app.close();
    await target.drop();
  };
  const appUrl = await app.listen({ host: "127.0.0.1", port: 0 });

  async function answer(name: string, path: string): Promise<RatingsAnswer> {
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
    return { name, path, barePath, bytes: body.length, encoding };
  }
  const answers = [
    await answer("table", "/api/platforms/slug/platform-1/ratings"),
    await answer("history", `/api/users/profile/${fixtures.busy.username}/ratings`),
  ];
  const bareUrl = await bare.listen({ host: "127.0.0.1", port: 0 });
  const ready: RatingsReady = {
    type: "ready",
    database: target.config.kind === "server" ? `PostgreSQL (${new URL(target.config.url).host})` : "PGlite (in memory)",
    appUrl,
    bareUrl,
    answers,
    matches: (counts?.changes ?? 0) / 2,
    members: counts?.members ?? 0,
    seedMs,
    rateMs,
  };
  process.send?.(ready);
} catch (error) {
  if (!closing) console.error("ratings server:", error);
  await stop(1);
}
