import type { QueryClient } from "@tanstack/react-query";
import type { Tournament, TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { queryKeys } from "@/lib/query-keys.ts";

/**
 * Every write answers the whole tournament (DESIGN §2): it goes into the cache under both names a
 * screen reads it by (slug and id), so the screen shows the answer without reading it again.
 */
export function storeTournament(queryClient: QueryClient, tournament: Tournament): void {
  queryClient.setQueryData(queryKeys.tournaments.detail(tournament.slug), tournament);
  queryClient.setQueryData(queryKeys.tournaments.detail(tournament._id), tournament);
}

const isList = (queryKey: readonly unknown[]) => queryKey[0] === queryKeys.tournaments.all[0] && queryKey[1] !== "detail";

/**
 * Stores a write's answer and marks the lists it may have changed. A score changes no list's
 * membership, only an order by activity: the lists are fetched again when next shown. Pausing,
 * resuming and finishing move a tournament between lists: the lists on screen are fetched now,
 * and the platform pages' counts with them.
 */
export function storeWriteAnswer(queryClient: QueryClient, { tournament }: TournamentWriteResponse, changesLists: boolean): Promise<void> {
  storeTournament(queryClient, tournament);
  const refetchType = changesLists ? "active" : "none";
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => isList(query.queryKey), refetchType }),
    changesLists ? queryClient.invalidateQueries({ queryKey: queryKeys.platforms.tournaments(tournament.platform.slug) }) : null,
  ]).then(() => undefined);
}
