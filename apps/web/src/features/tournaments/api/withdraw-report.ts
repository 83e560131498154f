import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import { apiRequest } from "@/lib/api-client.ts";
import type { MatchRef } from "./accept-report.ts";
import { storeChanges } from "./merge-changes.ts";

/** Issue 25, `DELETE /api/tournaments/:id/matches/:matchId/report`: a player takes back their own report. */
export function withdrawReport({ tournamentId, matchId }: MatchRef): Promise<TournamentChangesResponse> {
  return apiRequest<TournamentChangesResponse>(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/report`, {
    method: "DELETE",
    auth: true,
    changesOnly: true,
  });
}

export function useWithdrawReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawReport, onSuccess: (answer) => storeChanges(queryClient, answer.changes) });
}
