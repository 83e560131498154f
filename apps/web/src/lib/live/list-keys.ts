import { queryKeys } from "@/lib/query-keys.ts";

/** What a predicate over the query cache sees of a query. */
export interface CachedQuery {
  queryKey: readonly unknown[];
}

/**
 * Every tournament list and count the screens keep (`/turnuvalar`'s tabs and counts, a platform's
 * 'Aktif/Yarım', the filter's platforms, the game pages' tournaments): the tournaments' keys but
 * one tournament's detail.
 */
export const isTournamentList = ({ queryKey }: CachedQuery): boolean => queryKey[0] === queryKeys.tournaments.all[0] && queryKey[1] !== "detail";

/** The query under exactly this key (a platform page's tournaments, its counts). */
export const isQuery =
  (key: readonly unknown[]) =>
  ({ queryKey }: CachedQuery): boolean =>
    queryKey.length === key.length && key.every((part, index) => part === queryKey[index]);

/** Every query under this key (a profile's figures, all parts of them). */
export const isUnder =
  (key: readonly unknown[]) =>
  ({ queryKey }: CachedQuery): boolean =>
    key.every((part, index) => part === queryKey[index]);
