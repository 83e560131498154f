import type { QueryClient } from "@tanstack/react-query";
import type { Tournament, TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { queryKeys } from "@/lib/query-keys.ts";
import { isOlderThanHeld } from "./get-tournament.ts";

/**
 * Every write answers the whole tournament (DESIGN §2): it goes into the cache under both names a
 * screen reads it by (slug and id), so the screen shows the answer without reading it again;
 * except where the cache already holds a newer copy (read by a poll, or after someone else's
 * change on the stream, while the answer was on its way): an older answer never takes it back.
 */
export function storeTournament(queryClient: QueryClient, tournament: Tournament): void {
  for (const identifier of [tournament.slug, tournament._id]) {
    const queryKey = queryKeys.tournaments.detail(identifier);
    if (!isOlderThanHeld(tournament, queryClient.getQueryData(queryKey))) queryClient.setQueryData(queryKey, tournament);
  }
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
