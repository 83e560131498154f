import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The tournament counts shown beside a platform (its cards, its page). The tournaments issue adds
 * their table; until then both are 0. This is the one place that changes then: every query that
 * answers a platform (lists, detail, writes) takes its counts from here, as correlated subqueries
 * on the platform's id, evaluated only for the rows a page returns, e.g.
 * `(SELECT count(*)::int FROM tournaments t WHERE t.platform_id = ${_platformId})` and the same
 * with `AND t.status = 'completed'` (with an index on tournaments (platform_id, status)).
 */
export function tournamentCountColumns(_platformId: AnyPgColumn) {
  return {
    tournamentCount: sql<number>`0`.mapWith(Number),
    completedTournamentCount: sql<number>`0`.mapWith(Number),
  };
}
