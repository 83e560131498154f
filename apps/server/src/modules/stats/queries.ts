// The SQL of every figure on a profile (issue 11), as builders: the repository runs them and
// bench/explain.ts prints their plans on a database of 100,000 matches. What counts is written
// once, in `played` and `meetings`; docs/decisions.md says why.
import { type SQL, sql } from "drizzle-orm";
import { ACTIVE_PLAYER_DAYS, RECENT_RESULTS, USED_CLUBS_LIMIT } from "@turnuva/contract/stats";

/**
 * A user's played matches, each seen from their side: a confirmed match with a player on both
 * sides. Confirmed: a cancelled result has its `confirmed_at` cleared, so it drops out of every
 * figure with the same statement that cancels it. Both sides: a bye is no match, even one stored
 * with a score. One branch per side, each read off its partial index (`matches_home_played_idx`,
 * `matches_away_played_idx`: home or away id, newest first, confirmed rows only), never a scan of
 * the table. With `newest`, each branch stops after its newest `newest` rows (the index's order,
 * ties broken by id), so a page near the top reads a few rows, not all of a busy player's.
 * Issue 28: each row carries its shoot-out and the two clubs, from the user's side too; a result
 * is read off the score alone, so a level score won on penalties is a draw in every figure.
 */
export function played(userId: string, newest?: number): SQL {
  const top = newest === undefined ? sql`` : sql`ORDER BY m.confirmed_at DESC NULLS LAST, m.id DESC LIMIT ${newest}`;
  return sql`
    (SELECT m.id, m.tournament_id, m.confirmed_at, m.round_name,
            m.home_score AS user_score, m.away_score AS opponent_score, m.away_id AS opponent_id, m.is_walkover,
            m.home_penalties AS user_penalties, m.away_penalties AS opponent_penalties,
            m.home_club AS user_club, m.away_club AS opponent_club
     FROM matches m
     WHERE m.home_id = ${userId} AND m.confirmed_at IS NOT NULL AND m.away_id IS NOT NULL
     ${top})
    UNION ALL
    (SELECT m.id, m.tournament_id, m.confirmed_at, m.round_name,
            m.away_score, m.home_score, m.home_id, m.is_walkover,
            m.away_penalties, m.home_penalties, m.away_club, m.home_club
     FROM matches m
     WHERE m.away_id = ${userId} AND m.confirmed_at IS NOT NULL AND m.home_id IS NOT NULL
     ${top})`;
}

/**
 * Newest first, the same order on every read: confirmed_at, then id to break a tie. Spelled as
 * the indexes are (`DESC NULLS LAST`; plain DESC means NULLS FIRST, an order they do not have).
 */
const newestFirst = sql`confirmed_at DESC NULLS LAST, id DESC`;

/**
 * Part 1 §3 User stats: every figure over every played match. A walkover (issue 25) is a match
 * won and lost like any other, but its 3–0 are not goals anyone scored: they stay out of the goals.
 */
export function playedTotals(userId: string): SQL {
  return sql`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE user_score > opponent_score)::int AS wins,
           count(*) FILTER (WHERE user_score < opponent_score)::int AS losses,
           count(*) FILTER (WHERE user_score = opponent_score)::int AS draws,
           coalesce(sum(user_score) FILTER (WHERE NOT is_walkover), 0)::int AS goals_scored,
           coalesce(sum(opponent_score) FILTER (WHERE NOT is_walkover), 0)::int AS goals_conceded
    FROM (${played(userId)}) p`;
}

/** The newest results, for the recent-performance letters: a merge of the two index scans. */
export function recentResults(userId: string): SQL {
  return sql`
    SELECT user_score, opponent_score
    FROM (${played(userId, RECENT_RESULTS)}) p
    ORDER BY ${newestFirst}
    LIMIT ${RECENT_RESULTS}`;
}

/**
 * One page of match history: the page's rows are picked off the two index scans first, and only
 * those are joined to their opponent and tournament.
 */
export function historyPage(userId: string, limit: number, offset: number): SQL {
  return sql`
    SELECT p.id, p.confirmed_at, p.round_name, p.user_score, p.opponent_score, p.is_walkover,
           p.user_penalties, p.opponent_penalties, p.user_club, p.opponent_club,
           o.id AS opponent_id, o.username AS opponent_username, o.profile_image AS opponent_profile_image,
           t.id AS tournament_id, t.name AS tournament_name, t.slug AS tournament_slug, t.system AS tournament_system
    FROM (SELECT * FROM (${played(userId, offset + limit)}) x ORDER BY ${newestFirst} LIMIT ${limit} OFFSET ${offset}) p
    JOIN users o ON o.id = p.opponent_id
    JOIN tournaments t ON t.id = p.tournament_id
    ORDER BY p.confirmed_at DESC NULLS LAST, p.id DESC`;
}

/**
 * When the user last played, and since when that makes them an active player (part 1 §2's
 * marker; the database's clock, as every `confirmed_at`): each side's `max` is the first row of
 * its index that has both players, not an aggregate.
 */
export function lastPlayed(userId: string): SQL {
  return sql`
    SELECT greatest(
             (SELECT max(m.confirmed_at) FROM matches m WHERE m.home_id = ${userId} AND m.confirmed_at IS NOT NULL AND m.away_id IS NOT NULL),
             (SELECT max(m.confirmed_at) FROM matches m WHERE m.away_id = ${userId} AND m.confirmed_at IS NOT NULL AND m.home_id IS NOT NULL)
           ) AS last_match_at,
           now() - make_interval(days => ${ACTIVE_PLAYER_DAYS}) AS active_since`;
}

/**
 * Part 1 §3 Tournament stats: the tournaments taken part in (any system, any status) off
 * `tournament_participants_user_idx`, and those won off `tournaments_champion_idx`. Won means
 * champion of a completed one: the engine names a challenge's champion as soon as it is decided,
 * but it is a win only once the organiser has finished it.
 */
export function tournamentTotals(userId: string): SQL {
  return sql`
    SELECT (SELECT count(*) FROM tournament_participants tp WHERE tp.user_id = ${userId})::int AS total,
           (SELECT count(*) FROM tournaments t WHERE t.champion_id = ${userId} AND t.status = 'completed')::int AS wins`;
}

/**
 * Part 1 §3 Challenge stats, challenges only: taken part in, and of the completed ones, won and
 * lost (a completed challenge always has a champion: part 2 §5). Each of the user's tournaments is
 * looked up by its key: for a player of hundreds of tournaments the planner would rather hash every
 * challenge of the table, and `LIMIT 1` (the id is unique) keeps the LATERAL from being flattened
 * into that join, so the cost follows the player's tournaments, not the table.
 */
export function challengeTotals(userId: string): SQL {
  return sql`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE t.status = 'completed' AND t.champion_id = ${userId})::int AS wins,
           count(*) FILTER (WHERE t.status = 'completed' AND t.champion_id <> ${userId})::int AS losses
    FROM tournament_participants tp
    CROSS JOIN LATERAL (SELECT t.status, t.champion_id FROM tournaments t WHERE t.id = tp.tournament_id AND t.system = 'challenge' LIMIT 1) t
    WHERE tp.user_id = ${userId}`;
}

/**
 * Part 1 §5 head-to-head: the played matches between two users, from the first one's side, each
 * branch off the home index of one or the away index of the other (the planner takes the one with
 * fewer rows); with a platform, only its tournaments' matches. Both ids are set, so a bye (one
 * side empty) can never be a meeting.
 */
export function meetings(userId1: string, userId2: string, platformId: string | null): SQL {
  const between = sql`
    SELECT m.id, m.tournament_id, m.confirmed_at, m.round_name, m.home_score AS user1_score, m.away_score AS user2_score, m.is_walkover,
           m.home_penalties AS user1_penalties, m.away_penalties AS user2_penalties, m.home_club AS user1_club, m.away_club AS user2_club
    FROM matches m
    WHERE m.home_id = ${userId1} AND m.away_id = ${userId2} AND m.confirmed_at IS NOT NULL
    UNION ALL
    SELECT m.id, m.tournament_id, m.confirmed_at, m.round_name, m.away_score, m.home_score, m.is_walkover,
           m.away_penalties, m.home_penalties, m.away_club, m.home_club
    FROM matches m
    WHERE m.home_id = ${userId2} AND m.away_id = ${userId1} AND m.confirmed_at IS NOT NULL`;
  const onPlatform = platformId === null ? sql`` : sql`WHERE t.platform_id = ${platformId}`;
  return sql`
    SELECT b.*, t.name AS tournament_name, t.slug AS tournament_slug, t.system AS tournament_system
    FROM (${between}) b
    JOIN tournaments t ON t.id = b.tournament_id
    ${onPlatform}`;
}

/**
 * The head-to-head in one pass over the meetings: the totals as window aggregates over every
 * meeting (computed before the LIMIT), the rows themselves newest first, at most `limit`. Wins
 * and draws read the score only: a meeting level after play and won on penalties is a draw.
 */
export function meetingsWithTotals(userId1: string, userId2: string, platformId: string | null, limit: number): SQL {
  return sql`
    SELECT mt.*,
           count(*) OVER ()::int AS total,
           (count(*) FILTER (WHERE user1_score > user2_score) OVER ())::int AS user1_wins,
           (count(*) FILTER (WHERE user2_score > user1_score) OVER ())::int AS user2_wins,
           (count(*) FILTER (WHERE user1_score = user2_score) OVER ())::int AS draws,
           (coalesce(sum(user1_score) FILTER (WHERE NOT is_walkover) OVER (), 0))::int AS user1_goals,
           (coalesce(sum(user2_score) FILTER (WHERE NOT is_walkover) OVER (), 0))::int AS user2_goals
    FROM (${meetings(userId1, userId2, platformId)}) mt
    ORDER BY ${newestFirst}
    LIMIT ${limit}`;
}

/**
 * Issue 28 'En Çok Kullandığı Takımlar' and the score editor's suggestions: the clubs on the user's
 * side of their played matches, each with its matches and wins (the score's, as every other
 * figure: a walkover is won, a shoot-out is the level score it was), most used first, then the
 * most recently used, then by name (byte order, the same on every database). Read off the same two
 * index scans as the totals, then grouped: the player's matches, never the table.
 */
export function usedClubs(userId: string): SQL {
  return sql`
    SELECT user_club AS club,
           count(*)::int AS matches,
           count(*) FILTER (WHERE user_score > opponent_score)::int AS wins
    FROM (${played(userId)}) p
    WHERE user_club IS NOT NULL
    GROUP BY user_club
    ORDER BY count(*) DESC, max(confirmed_at) DESC NULLS LAST, user_club COLLATE "C"
    LIMIT ${USED_CLUBS_LIMIT}`;
}
