import { notificationKeys } from "./notification-keys.ts";
import { sessionKeys } from "./session/session-keys.ts";
import { waitingMatchesKey } from "./waiting-matches-key.ts";

/**
 * Every query key of the app, from one factory, so a mutation invalidates or updates exactly the
 * queries it changes. Areas add their keys here as they arrive (tournaments, ...). Only the pages
 * import this module; the shell's session code uses `sessionKeys` directly (the same object as
 * `queryKeys.session`), so the areas' keys do not weigh on "/".
 */
export const queryKeys = {
  session: sessionKeys,
  notifications: notificationKeys,
  platforms: {
    all: ["platforms"] as const,
    /** The public list, whole or one game's (`null` game: every platform), in pages. */
    publicList: (game: string | null) => [...queryKeys.platforms.all, "public", game] as const,
    /** The signed-in person's own: their platforms, the Create button's check, their invitations. */
    mine: () => [...queryKeys.platforms.all, "mine"] as const,
    check: () => [...queryKeys.platforms.all, "check"] as const,
    invitations: () => [...queryKeys.platforms.all, "invitations"] as const,
    /** Issue 25: the invitations a platform's owner sent that still wait (address and date). */
    sentInvitations: (platformId: string) => [...queryKeys.platforms.all, "sent-invitations", platformId] as const,
    members: (platformId: string) => [...queryKeys.platforms.all, "members", platformId] as const,
    byId: (platformId: string) => [...queryKeys.platforms.all, "by-id", platformId] as const,
    bySlug: (slug: string) => [...queryKeys.platforms.all, "by-slug", slug] as const,
    tournaments: (slug: string) => [...queryKeys.platforms.all, "tournaments", slug] as const,
    membersPreview: (slug: string) => [...queryKeys.platforms.all, "members-preview", slug] as const,
    /** Issue 28: the members by rating (the platform page's 'Sıralama'). */
    ratings: (slug: string) => [...queryKeys.platforms.all, "ratings", slug] as const,
  },
  tournaments: {
    all: ["tournaments"] as const,
    /** The list under its filters (search, system, platform, game, status), in pages. */
    list: (filters: Record<string, string | null>) => [...queryKeys.tournaments.all, "list", filters] as const,
    /** The tab counts under the same filters (without status). */
    stats: (filters: Record<string, string | null>) => [...queryKeys.tournaments.all, "stats", filters] as const,
    platformsWithCounts: () => [...queryKeys.tournaments.all, "platforms-with-counts"] as const,
    /** One tournament by slug or id, as the detail page and the managing screen read it. */
    detail: (identifier: string) => [...queryKeys.tournaments.all, "detail", identifier] as const,
    /** A platform's tournaments that are not completed (the manager's 'Aktif/Yarım'). */
    unfinished: (platformId: string) => [...queryKeys.tournaments.all, "unfinished", platformId] as const,
  },
  users: {
    all: ["users"] as const,
    /** A profile by username; `null` is the signed-in person's own (with their e-mail). */
    profile: (username: string | null) => [...queryKeys.users.all, "profile", username] as const,
    /**
     * Figures derived from a player's confirmed matches, all of them (no `part`) or one: each
     * changes with a confirmed score, so a score invalidates them together.
     */
    stats: (username: string, part?: "matches" | "tournaments" | "challenges" | "recent" | "history" | "clubs") =>
      [...queryKeys.users.all, "stats", username.toLowerCase(), ...(part ? [part] : [])] as const,
    /** Issue 25: the signed-in player's matches waiting for them (the member home). */
    waiting: () => waitingMatchesKey,
    /** Two players head to head, within one platform or (`null`) everywhere. */
    comparison: (userId1: string, userId2: string, platformId: string | null) =>
      [...queryKeys.users.all, "comparison", userId1, userId2, platformId] as const,
  },
};
