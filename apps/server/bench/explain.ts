// npm run bench:explain -w apps/server: the plan of every profile query (modules/stats/queries.ts,
// and the username lookup) on the bench's database of 100,000 played matches, for the busy player
// (a few thousand matches) and the rival they met 400 times. On in-memory PGlite, then on a fresh
// database of the PostgreSQL server of DATABASE_URL when it is set (dropped afterwards). Shows
// which index each query reads and how many rows it touches; what to look for is an Index Scan on
// matches_home_played_idx / matches_away_played_idx and never a Seq Scan on matches.
import { type SQL, sql } from "drizzle-orm";
import { COMPARE_HISTORY_LIMIT } from "@turnuva/contract/stats";
import { type Database, openDatabase, queryRows } from "../src/db/database.ts";
import {
  challengeTotals,
  historyPage,
  lastPlayed,
  meetingsWithTotals,
  playedTotals,
  recentResults,
  tournamentTotals,
  usedClubs,
} from "../src/modules/stats/queries.ts";
import { testDatabase } from "../test/support/database.ts";
import { seed } from "./seed.ts";

async function explainAll(db: Database): Promise<void> {
  const { fixtures, rows } = await seed(db);
  const { busy, rival, busyMatches, meetings } = fixtures.stats;
  const [platform] = await queryRows<{ platform_id: string }>(
    db,
    sql`SELECT t.platform_id FROM matches m JOIN tournaments t ON t.id = m.tournament_id WHERE m.home_id = ${busy.id} AND m.away_id = ${rival.id} LIMIT 1`,
  );
  console.log(`${rows.matches} matches (${busyMatches} of ${busy.username}, ${meetings} against ${rival.username})`);

  const queries: Array<[string, SQL]> = [
    ["user by username (profile, every stats call)", sql`SELECT * FROM users WHERE lower(username) = ${busy.username}`],
    ["profile: last match and active marker", lastPlayed(busy.id)],
    ["user-stats (and the totals of recent-performance, match-history)", playedTotals(busy.id)],
    ["recent-performance: newest 10", recentResults(busy.id)],
    ["match-history page 1", historyPage(busy.id, 10, 0)],
    ["match-history page 300", historyPage(busy.id, 10, 2990)],
    ["tournament-stats", tournamentTotals(busy.id)],
    ["challenge-stats", challengeTotals(busy.id)],
    ["used-clubs (issue 28)", usedClubs(busy.id)],
    ["compare", meetingsWithTotals(busy.id, rival.id, null, COMPARE_HISTORY_LIMIT)],
    ["compare within a platform", meetingsWithTotals(busy.id, rival.id, platform?.platform_id ?? null, COMPARE_HISTORY_LIMIT)],
  ];
  for (const [name, query] of queries) {
    const plan = await queryRows<{ "QUERY PLAN": string }>(db, sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${query}`);
    console.log(`\n-- ${name}`);
    for (const line of plan) console.log(line["QUERY PLAN"]);
  }
}

async function run(label: string, env: { DATABASE_URL?: string }): Promise<void> {
  const saved = process.env.DATABASE_URL;
  if (env.DATABASE_URL) process.env.DATABASE_URL = env.DATABASE_URL;
  else delete process.env.DATABASE_URL;
  const target = await testDatabase();
  if (saved) process.env.DATABASE_URL = saved;
  console.log(`\n===== ${label}`);
  const database = await openDatabase(target.config);
  try {
    await explainAll(database.db);
  } finally {
    await database.close();
    await target.drop();
  }
}

await run("PGlite (in memory)", {});
if (process.env.DATABASE_URL) await run(`PostgreSQL (${new URL(process.env.DATABASE_URL).host})`, { DATABASE_URL: process.env.DATABASE_URL });
