import { hashKey, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Tournament } from "@turnuva/contract/tournaments";
import { apiRequest } from "@/lib/api-client.ts";
import { markGone } from "@/lib/gone-query.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** Issue 25, `DELETE /api/tournaments/:id`: the tournament and its matches go, from everything at once. */
export function deleteTournament(tournamentId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/tournaments/${encodeURIComponent(tournamentId)}`, { method: "DELETE", auth: true });
}

/**
 * Gone: its copies under both names say so (lib/gone-query.ts), and everything else it may have been part of
 * (lists, counts, platform pages, profiles' figures, comparisons) is marked stale, fetched again
 * where it is on screen.
 */
export function forgetTournament(queryClient: QueryClient, tournament: Pick<Tournament, "_id" | "slug">): void {
  const copies = [tournament.slug, tournament._id].map((identifier) => queryKeys.tournaments.detail(identifier));
  for (const queryKey of copies) markGone(queryClient, queryKey);
  const areas: readonly unknown[] = [queryKeys.tournaments.all[0], queryKeys.platforms.all[0], queryKeys.users.all[0]];
  const gone = new Set(copies.map((queryKey) => hashKey(queryKey)));
  void queryClient.invalidateQueries({ predicate: (query) => areas.includes(query.queryKey[0]) && !gone.has(query.queryHash) });
}

/** The caller leaves the page first, then forgets it (`useForgetTournament`). */
export function useDeleteTournament() {
  return useMutation({ mutationFn: deleteTournament });
}

export function useForgetTournament() {
  const queryClient = useQueryClient();
  return (tournament: Pick<Tournament, "_id" | "slug">) => forgetTournament(queryClient, tournament);
}
