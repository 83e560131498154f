// Issue 28: the ratings as stored (update.ts keeps them): reads by index, never a replay.
import { RATING_CHANGE_DAYS, RATING_HISTORY_POINTS } from "@turnuva/contract/ratings";
import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "../../db/database.ts";
import type { StoredImage } from "../../db/schema.ts";

export interface RatingRow {
  id: string;
  username: string;
  profile_image: StoredImage | null;
  /** Null for a member with no rated match. */
  rating: number | null;
  matches: number;
  /** Their rating before their first rated match of the last 30 days, or null when they had none. */
  rating_then: number | null;
}

/** A platform's members with their ratings: rated ones by rating (then most matches, then name), then the others by name. */
export function platformRatings(db: Executor, platformId: string): Promise<RatingRow[]> {
  return queryRows<RatingRow>(
    db,
    sql`SELECT u.id, u.username, u.profile_image, r.rating, coalesce(r.matches, 0)::int AS matches,
          (SELECT c.rating_before FROM rating_changes c
            WHERE c.platform_id = pm.platform_id AND c.user_id = pm.user_id
              AND c.played_at >= now() - make_interval(days => ${RATING_CHANGE_DAYS})
            ORDER BY c.played_at, c.match_id LIMIT 1) AS rating_then
        FROM platform_members pm
        JOIN users u ON u.id = pm.user_id
        LEFT JOIN platform_ratings r ON r.platform_id = pm.platform_id AND r.user_id = pm.user_id AND r.matches > 0
        WHERE pm.platform_id = ${platformId}
        ORDER BY r.rating DESC NULLS LAST, r.matches DESC NULLS LAST, lower(u.username), u.id`,
  );
}

export interface UserRatingRow {
  platform_id: string;
  name: string;
  slug: string;
  rating: number;
  matches: number;
}

/** The platforms a user has a rated match on, the most matches first. */
export function ratingsOfUser(db: Executor, userId: string): Promise<UserRatingRow[]> {
  return queryRows<UserRatingRow>(
    db,
    sql`SELECT p.id AS platform_id, p.name, p.slug, r.rating, r.matches
        FROM platform_ratings r JOIN platforms p ON p.id = r.platform_id
        WHERE r.user_id = ${userId} AND r.matches > 0
        ORDER BY r.matches DESC, lower(p.name), p.id`,
  );
}

export interface HistoryRow {
  platform_id: string;
  played_at: Date | string;
  rating_before: number;
  rating_after: number;
  opponent: string | null;
}

/**
 * The newest history points of a user on each of these platforms, oldest first, each with its
 * opponent: the match's other rated row (a rated match has both players), found by the primary key.
 */
export function historiesOf(db: Executor, userId: string, platformIds: readonly string[]): Promise<HistoryRow[]> {
  if (platformIds.length === 0) return Promise.resolve([]);
  const ids = sql.join(
    platformIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<HistoryRow>(
    db,
    sql`SELECT p.id AS platform_id, c.played_at, c.rating_before, c.rating_after, u.username AS opponent
        FROM platforms p CROSS JOIN LATERAL (
          SELECT played_at, match_id, rating_before, rating_after FROM rating_changes
          WHERE platform_id = p.id AND user_id = ${userId}
          ORDER BY played_at DESC, match_id DESC LIMIT ${RATING_HISTORY_POINTS}
        ) c
        LEFT JOIN rating_changes o ON o.platform_id = p.id AND o.match_id = c.match_id AND o.user_id <> ${userId}
        LEFT JOIN users u ON u.id = o.user_id
        WHERE p.id IN (${ids})
        ORDER BY p.id, c.played_at, c.match_id`,
  );
}
