import * as z from "zod/mini";
import { imageSchema } from "./user.ts";

/**
 * Issue 28: each member's Elo rating on a platform, derived from its confirmed matches in time order
 * (domain/src/elo.ts; what counts is in docs/decisions.md, "ratings"). Every figure is rounded to a
 * whole point here: the server keeps the exact values.
 */

/** The days the table's change looks back over. */
export const RATING_CHANGE_DAYS = 30;

/** The most history points a member's rating carries per platform (the newest). */
export const RATING_HISTORY_POINTS = 50;

export const ratedUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  profileImage: z.nullable(imageSchema),
});

/** One row of a platform's table: a member, their rating, rated matches and the change over 30 days. */
export const platformRatingSchema = z.object({
  user: ratedUserSchema,
  rating: z.int(),
  matches: z.int(),
  change30d: z.int(),
});
export type PlatformRating = z.infer<typeof platformRatingSchema>;

/** The members by rating (those with no rated match last, by name, at the starting rating). */
export const platformRatingsResponseSchema = z.object({
  ratings: z.array(platformRatingSchema),
});
export type PlatformRatingsResponse = z.infer<typeof platformRatingsResponseSchema>;

/**
 * A point of a history: the rating after a rated match, when it was confirmed, what it moved by,
 * and against whom (the opponent's username, null when their account is gone), so that a line of
 * the history can be told from another played the same day.
 */
export const ratingPointSchema = z.object({
  playedAt: z.string(),
  rating: z.int(),
  change: z.int(),
  opponent: z.nullable(z.string()),
});
export type RatingPoint = z.infer<typeof ratingPointSchema>;

/** A user's rating on one platform they played on, with its newest history points, oldest first. */
export const userPlatformRatingSchema = z.object({
  platform: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  rating: z.int(),
  matches: z.int(),
  history: z.array(ratingPointSchema),
});
export type UserPlatformRating = z.infer<typeof userPlatformRatingSchema>;

/** A user's ratings, the platform with the most rated matches first. */
export const userRatingsResponseSchema = z.object({
  ratings: z.array(userPlatformRatingSchema),
});
export type UserRatingsResponse = z.infer<typeof userRatingsResponseSchema>;
