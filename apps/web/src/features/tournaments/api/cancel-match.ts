import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import { apiRequest } from "@/lib/api-client.ts";
import { storeChanges } from "./merge-changes.ts";

/** `POST /api/tournaments/:id/matches/:matchId/cancel`: a confirmed score back to open (part 2 §4). */
export function cancelMatch({ tournamentId, matchId }: { tournamentId: string; matchId: string }): Promise<TournamentChangesResponse> {
  return apiRequest<TournamentChangesResponse>(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/cancel`, {
    method: "POST",
    auth: true,
    changesOnly: true,
  });
}

export function useCancelMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelMatch, onSuccess: (answer) => storeChanges(queryClient, answer.changes) });
}
