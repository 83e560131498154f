// Issue 28: the ratings kept up to date in the transaction of whatever changes a result. A confirm
// is normally the newest match of its platform, so its update rates that one match; anything that
// reaches further back (a cancel, a deleted tournament, a confirm whose transaction began before
// one already rated) takes the platform's rows from that match's place on away, puts every
// rating back where it stood there, and rates the rest again in order (the tail). Nothing ever
// replays a platform's matches from the first on a read.
import { ELO_DEFAULTS, eloChanges, type Match } from "@turnuva/domain";
import { type SQL, sql } from "drizzle-orm";
import { queryRows, type Transaction } from "../../db/database.ts";
import type { matches } from "../../db/schema.ts";

type Rated = Pick<typeof matches.$inferSelect, "id" | "homeId" | "awayId" | "homeScore" | "awayScore" | "confirmedAt" | "isWalkover">;

/** Where the platform's order is first touched: a match's confirmation time (as text, exact to the microsecond) and id. */
interface Point {
  at: string;
  id: string;
}

/**
 * Whether a match counts: confirmed, both players there (a bye is no game), and played, which a
 * walkover was not (docs/decisions.md: a walkover moves no rating).
 */
const RATED = sql.raw(`m.confirmed_at IS NOT NULL AND NOT m.is_walkover AND m.home_id IS NOT NULL AND m.away_id IS NOT NULL`);

function sameResult(a: Rated, b: Rated): boolean {
  return (
    a.confirmedAt?.getTime() === b.confirmedAt?.getTime() &&
    a.homeScore === b.homeScore &&
    a.awayScore === b.awayScore &&
    a.isWalkover === b.isWalkover &&
    a.homeId === b.homeId &&
    a.awayId === b.awayId
  );
}

/** The matches an action confirmed, cancelled, marked, changed or deleted: what it wrote, nothing else. */
export function touchedMatches(before: readonly Rated[], after: readonly Rated[]): string[] {
  const was = new Map(before.map((m) => [m.id, m]));
  const touched: string[] = [];
  for (const match of after) {
    const old = was.get(match.id);
    was.delete(match.id);
    if ((match.confirmedAt !== null || old?.confirmedAt != null) && (!old || !sameResult(old, match))) touched.push(match.id);
  }
  for (const gone of was.values()) if (gone.confirmedAt !== null) touched.push(gone.id);
  return touched;
}

/** Ratings of one platform change one transaction at a time (two tournaments of it act at once). */
async function lockPlatformRatings(tx: Transaction, platformId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`ratings:${platformId}`}))`);
}

/** The earliest of: the rows already rated for these matches, and these matches as they now count. */
async function earliestOf(tx: Transaction, matchIds: readonly string[]): Promise<Point | null> {
  const ids = sql.join(
    matchIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [point] = await queryRows<Point>(
    tx,
    sql`SELECT at::text AS at, id::text AS id FROM (
          SELECT played_at AS at, match_id AS id FROM rating_changes WHERE match_id IN (${ids})
          UNION ALL
          SELECT m.confirmed_at, m.id FROM matches m WHERE m.id IN (${ids}) AND ${RATED}
        ) p ORDER BY at, id LIMIT 1`,
  );
  return point ?? null;
}

/**
 * From `point` on: drop the platform's rows, give each player back the rating they had before the
 * first dropped one, rate the platform's matches from there in order (without `leaving`, a
 * tournament being deleted) and store their rows and the ratings after them.
 */
async function rateFrom(tx: Transaction, platformId: string, point: Point, leaving: string | null): Promise<void> {
  const from = sql`(${point.at}::timestamptz, ${point.id}::uuid)`;
  await tx.execute(sql`
    WITH gone AS (
      DELETE FROM rating_changes WHERE platform_id = ${platformId} AND (played_at, match_id) >= ${from}
      RETURNING user_id, rating_before, played_at, match_id
    ), first AS (
      SELECT DISTINCT ON (user_id) user_id, rating_before, count(*) OVER (PARTITION BY user_id) AS n
      FROM gone ORDER BY user_id, played_at, match_id
    )
    UPDATE platform_ratings r SET rating = f.rating_before, matches = r.matches - f.n
    FROM first f WHERE r.platform_id = ${platformId} AND r.user_id = f.user_id`);

  const tail = await queryRows<{ id: string; home: string; away: string; home_score: number; away_score: number; at: string }>(
    tx,
    sql`SELECT m.id, m.home_id AS home, m.away_id AS away, m.home_score, m.away_score, m.confirmed_at::text AS at
        FROM matches m JOIN tournaments t ON t.id = m.tournament_id
        WHERE t.platform_id = ${platformId} AND ${RATED} AND (m.confirmed_at, m.id) >= ${from}
          ${leaving ? sql`AND m.tournament_id <> ${leaving}` : sql``}
        ORDER BY m.confirmed_at, m.id`,
  );
  if (tail.length === 0) return;

  const players = [...new Set(tail.flatMap((m) => [m.home, m.away]))];
  const before: Record<string, number> = {};
  const stored = await queryRows<{ user_id: string; rating: number }>(
    tx,
    sql`SELECT user_id, rating FROM platform_ratings WHERE platform_id = ${platformId} AND user_id IN (${sql.join(
      players.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  for (const row of stored) before[row.user_id] = Number(row.rating);

  // The definition itself does the arithmetic, from the ratings as they stood at the point.
  const played: Match[] = tail.map((m) => ({
    id: m.id,
    stage: "league",
    group: null,
    round: 0,
    index: 0,
    home: m.home,
    away: m.away,
    homeScore: m.home_score,
    awayScore: m.away_score,
    isConfirmed: true,
  }));
  const { ratings, changes } = eloChanges(played, ELO_DEFAULTS, before);
  const at = new Map(tail.map((m) => [m.id, m.at]));
  const running: Record<string, number> = { ...before };
  const rows: SQL[] = [];
  const counts = new Map<string, number>();
  for (const change of changes) {
    for (const [player, moved] of [
      [change.home, change.homeChange],
      [change.away, change.awayChange],
    ] as const) {
      const old = running[player] ?? ELO_DEFAULTS.start;
      running[player] = old + moved;
      counts.set(player, (counts.get(player) ?? 0) + 1);
      rows.push(sql`(${platformId}, ${change.matchId}, ${player}, ${at.get(change.matchId)}::timestamptz, ${old}, ${old + moved})`);
    }
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.execute(
      sql`INSERT INTO rating_changes (platform_id, match_id, user_id, played_at, rating_before, rating_after) VALUES ${sql.join(rows.slice(i, i + 1000), sql`, `)}`,
    );
  }
  const totals = [...counts].map(([player, n]) => sql`(${platformId}, ${player}, ${ratings[player]}, ${n})`);
  await tx.execute(
    sql`INSERT INTO platform_ratings (platform_id, user_id, rating, matches) VALUES ${sql.join(totals, sql`, `)}
        ON CONFLICT (platform_id, user_id) DO UPDATE SET rating = excluded.rating, matches = platform_ratings.matches + excluded.matches`,
  );
}

/** After an action on a tournament of the platform: the ratings as its writes leave them. */
export async function rateAction(
  tx: Transaction,
  platformId: string,
  before: { matches: readonly Rated[] },
  after: { matches: readonly Rated[] },
): Promise<void> {
  const touched = touchedMatches(before.matches, after.matches);
  if (touched.length === 0) return;
  await lockPlatformRatings(tx, platformId);
  const point = await earliestOf(tx, touched);
  if (point) await rateFrom(tx, platformId, point, null);
}

/** Before a tournament is deleted: the platform's ratings as if its matches had never been played. */
export async function unrateTournament(tx: Transaction, platformId: string, tournamentId: string): Promise<void> {
  await lockPlatformRatings(tx, platformId);
  const [point] = await queryRows<Point>(
    tx,
    sql`SELECT played_at::text AS at, match_id::text AS id FROM rating_changes
        WHERE match_id IN (SELECT id FROM matches WHERE tournament_id = ${tournamentId})
        ORDER BY played_at, match_id LIMIT 1`,
  );
  if (point) await rateFrom(tx, platformId, point, tournamentId);
}

/** Every rating of the platform made again from its first match: the backfill's, and the bench's seed. */
export async function rateWholePlatform(tx: Transaction, platformId: string): Promise<void> {
  await lockPlatformRatings(tx, platformId);
  await tx.execute(sql`DELETE FROM rating_changes WHERE platform_id = ${platformId}`);
  await tx.execute(sql`DELETE FROM platform_ratings WHERE platform_id = ${platformId}`);
  const [first] = await queryRows<Point>(
    tx,
    sql`SELECT m.confirmed_at::text AS at, m.id::text AS id FROM matches m JOIN tournaments t ON t.id = m.tournament_id
        WHERE t.platform_id = ${platformId} AND ${RATED} ORDER BY m.confirmed_at, m.id LIMIT 1`,
  );
  if (first) await rateFrom(tx, platformId, first, null);
}
