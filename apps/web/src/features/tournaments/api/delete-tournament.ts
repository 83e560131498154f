import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Tournament } from "@turnuva/contract/tournaments";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** Issue 25, `DELETE /api/tournaments/:id`: the tournament and its matches go, from everything at once. */
export function deleteTournament(tournamentId: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/tournaments/${encodeURIComponent(tournamentId)}`, { method: "DELETE", auth: true });
}

/**
 * Gone: its copies under both names are forgotten, and everything else it may have been part of
 * (lists, counts, platform pages, profiles' figures, comparisons) is marked stale, fetched again
 * where it is on screen. Called once its page has been left, so the page does not read it again.
 */
export function forgetTournament(queryClient: QueryClient, tournament: Pick<Tournament, "_id" | "slug">): void {
  for (const identifier of [tournament.slug, tournament._id]) queryClient.removeQueries({ queryKey: queryKeys.tournaments.detail(identifier) });
  const areas: readonly unknown[] = [queryKeys.tournaments.all[0], queryKeys.platforms.all[0], queryKeys.users.all[0]];
  void queryClient.invalidateQueries({ predicate: (query) => areas.includes(query.queryKey[0]) });
}

/** The caller leaves the page first, then forgets it (`useForgetTournament`). */
export function useDeleteTournament() {
  return useMutation({ mutationFn: deleteTournament });
}

export function useForgetTournament() {
  const queryClient = useQueryClient();
  return (tournament: Pick<Tournament, "_id" | "slug">) => forgetTournament(queryClient, tournament);
}
