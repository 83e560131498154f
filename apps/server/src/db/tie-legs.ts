// A knockout tie's two legs, seen from SQL: leg 2's key is leg 1's with '-l2' (domain makeTie), and
// no other match's key ends so. The lists that find open matches in SQL (a player's open matches,
// the deadline reminders, the matches waiting for a player) read the legs with these; they live
// here because both the tournaments and the notifications module use them.
import { type SQL, sql } from "drizzle-orm";

/**
 * SQL: the match (`tournamentId`, `key`) is a tie's leg 2 whose leg 1 was a walkover, so the tie
 * is decided and nobody plays it (domain: legNotNeeded).
 */
export function legDecidedByWalkover(tournamentId: SQL, key: SQL): SQL {
  return sql`(${key} like '%-l2' and exists (select 1 from matches first_leg
    where first_leg.tournament_id = ${tournamentId} and first_leg.key = left(${key}, -3)
      and first_leg.confirmed_at is not null and first_leg.is_walkover))`;
}

/** SQL: 2 for a tie's leg 2, 1 for a tie's leg 1 (a match with a leg 2), null for a single match. */
export function tieLeg(tournamentId: SQL, key: SQL): SQL<1 | 2 | null> {
  return sql<1 | 2 | null>`(case when ${key} like '%-l2' then 2
    when exists (select 1 from matches second_leg where second_leg.tournament_id = ${tournamentId} and second_leg.key = ${key} || '-l2') then 1
  end)`;
}

/** SQL: the key of leg 1 of the tie whose leg 2 is `key` (what the join to leg 1 matches on). */
export function firstLegKeyOf(key: SQL): SQL<string> {
  return sql<string>`left(${key}, -3)`;
}
