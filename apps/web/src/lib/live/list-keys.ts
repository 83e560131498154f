import { queryKeys } from "../query-keys.ts";

/**
 * Every tournament list and count the screens keep (`/turnuvalar`'s tabs and counts, a platform's
 * 'Aktif/Yarım', the filter's platforms): the tournaments' keys but one tournament's detail.
 */
export const isTournamentList = ({ queryKey }: { queryKey: readonly unknown[] }): boolean =>
  queryKey[0] === queryKeys.tournaments.all[0] && queryKey[1] !== "detail";
