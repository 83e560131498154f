// A tie's leg 2 after a walkover on its leg 1 is not played (domain: legNotNeeded). The lists that
// find open matches in SQL (a player's open matches, the deadline reminders) leave it out with
// this one predicate; it lives here because both the tournaments and the notifications module use it.
import { type SQL, sql } from "drizzle-orm";

/**
 * SQL: the match (`tournamentId`, `key`) is a tie's leg 2 whose leg 1 was a walkover, so the tie
 * is decided and nobody plays it (leg 2's key is leg 1's with '-l2': domain makeTie).
 */
export function legDecidedByWalkover(tournamentId: SQL, key: SQL): SQL {
  return sql`(${key} like '%-l2' and exists (select 1 from matches first_leg
    where first_leg.tournament_id = ${tournamentId} and first_leg.key = left(${key}, -3)
      and first_leg.confirmed_at is not null and first_leg.is_walkover))`;
}
