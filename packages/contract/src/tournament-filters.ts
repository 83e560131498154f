/**
 * The tournament list's filters (part 2 §2, §7), one vocabulary for both sides: the names, the
 * shape (the output of the contract's query schema, `tournaments.ts`), and the one encoder that
 * writes them into a query string, for the API calls (`GET /api/tournaments`, `/stats`) and the
 * list page's own address. Free of zod, so the list page carries only these few lines.
 */
import type { Status, System } from "@turnuva/domain";
import type { PlatformGame } from "./platform-rules.ts";

/** The filters in the order every query string writes them. */
export const TOURNAMENT_FILTERS = ["search", "system", "platform", "game", "status"] as const;
export type TournamentFilterName = (typeof TOURNAMENT_FILTERS)[number];

/**
 * What narrows the list: absent (or null, on the screens) is "all". `tournaments.ts` checks that
 * its query schema's output is exactly this, so a filter added there is added here too.
 */
export interface TournamentFilters {
  search?: string | null | undefined;
  system?: System | null | undefined;
  /** A platform's id. */
  platform?: string | null | undefined;
  /** The platforms' game: the game pages list their game's tournaments. */
  game?: PlatformGame | null | undefined;
  /** The list's tab; 'paused' holds paused and pending alike (the server's filter). */
  status?: Status | null | undefined;
}

/** The filters as a query string: always in the same order, the empty ones left out. */
export function tournamentFilterQuery(filters: TournamentFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of TOURNAMENT_FILTERS) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  return query;
}
