import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { tournaments } from "../../db/schema.ts";

/**
 * The tournament counts shown beside a platform (its cards, its page). Every query that answers a
 * platform (lists, detail, writes) takes its counts from here, as correlated subqueries on the
 * platform's id, evaluated only for the rows a page returns, each read off
 * `tournaments_platform_status_idx`.
 */
export function tournamentCountColumns(platformId: AnyPgColumn) {
  return {
    tournamentCount: sql<number>`(SELECT count(*)::int FROM ${tournaments} WHERE ${tournaments.platformId} = ${platformId})`.mapWith(Number),
    completedTournamentCount:
      sql<number>`(SELECT count(*)::int FROM ${tournaments} WHERE ${tournaments.platformId} = ${platformId} AND ${tournaments.status} = 'completed')`.mapWith(
        Number,
      ),
  };
}
