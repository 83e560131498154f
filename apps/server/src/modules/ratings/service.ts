import type { PlatformRatingsResponse, UserRatingsResponse } from "@turnuva/contract/ratings";
import { platformMessages } from "@turnuva/contract";
import type { Database } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { imageJson } from "../../http/image-json.ts";
import { findPlatformIdBySlug } from "../platforms/repository.ts";
import { findUserByUsername } from "../users/repository.ts";
import { userNotFound } from "../users/user-not-found.ts";
import { historiesOf, platformRatings, ratingsOfUser } from "./repository.ts";
import { ELO_DEFAULTS } from "@turnuva/domain";

/** Shown as whole points; a change is the difference of the two shown ratings, so the figures add up. */
const shown = (rating: number) => Math.round(rating);

/** Issue 28: the ratings' two reads, both public as the platforms and profiles they belong to are. */
export function ratingsService(db: Database) {
  return {
    async ofPlatform(slug: string): Promise<PlatformRatingsResponse> {
      const platformId = await findPlatformIdBySlug(db, slug);
      if (!platformId) throw new AppError("PLATFORM_NOT_FOUND", platformMessages.notFound);
      const rows = await platformRatings(db, platformId);
      return {
        ratings: rows.map((row) => {
          const rating = row.rating === null ? ELO_DEFAULTS.start : Number(row.rating);
          return {
            user: { id: row.id, username: row.username, profileImage: imageJson(row.profile_image) },
            rating: shown(rating),
            matches: row.matches,
            change30d: row.rating_then === null ? 0 : shown(rating) - shown(Number(row.rating_then)),
          };
        }),
      };
    },

    async ofUser(username: string): Promise<UserRatingsResponse> {
      const user = await findUserByUsername(db, username);
      if (!user) throw userNotFound();
      const platforms = await ratingsOfUser(db, user.id);
      const points = await historiesOf(
        db,
        user.id,
        platforms.map((p) => p.platform_id),
      );
      return {
        ratings: platforms.map((p) => ({
          platform: { id: p.platform_id, name: p.name, slug: p.slug },
          rating: shown(Number(p.rating)),
          matches: p.matches,
          history: points
            .filter((point) => point.platform_id === p.platform_id)
            .map((point) => ({
              playedAt: new Date(point.played_at).toISOString(),
              rating: shown(Number(point.rating_after)),
              change: shown(Number(point.rating_after)) - shown(Number(point.rating_before)),
              opponent: point.opponent,
            })),
        })),
      };
    },
  };
}

export type RatingsService = ReturnType<typeof ratingsService>;
