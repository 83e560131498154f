/**
 * Readable tournament addresses: `/turnuvalar/{slug}` and `/api/tournaments/{slug}`. The letters
 * are folded as for platforms (db/slug.ts); the reserved words are the paths beside
 * `{slug}` in the web app and in the API, so that no tournament can hide one of them.
 */
import { slugBase, slugCandidate } from "../../db/slug.ts";

export const TOURNAMENT_FALLBACK_SLUG = "turnuva";

export const RESERVED_TOURNAMENT_SLUGS: ReadonlySet<string> = new Set([
  // API words of /api/tournaments (part 2 §7 and the profile calls of part 1 §7).
  "stats",
  "paused",
  "platform",
  "platforms-with-counts",
  "group",
  "elimination",
  "challenge",
  "league",
  "compare",
  "user-stats",
  "tournament-stats",
  "challenge-stats",
  "participants",
  "resume",
  "handle-exit",
  "matches",
  "events",
  // Web app words beside /turnuvalar/{slug}.
  "yeni",
  "olustur",
  "duzenle",
  "new",
  "create",
  "edit",
  "api",
]);

// A tournament is read by id or by slug (`/api/tournaments/{id-or-slug}`, `/turnuvalar/{...}`): a
// slug shaped like an id would be looked up as an id and never found, so it is never given.
const ID_SHAPED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isReservedTournamentSlug(slug: string): boolean {
  return RESERVED_TOURNAMENT_SLUGS.has(slug) || ID_SHAPED.test(slug);
}

export const tournamentSlugBase = (name: string) => slugBase(name, TOURNAMENT_FALLBACK_SLUG);
export const tournamentSlugCandidate = (base: string, n: number) => slugCandidate(base, n, TOURNAMENT_FALLBACK_SLUG);
