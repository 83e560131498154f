import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import { apiRequest } from "@/lib/api-client.ts";
import type { MatchRef } from "./accept-report.ts";
import { storeChanges } from "./merge-changes.ts";

/** Issue 25, `DELETE /api/tournaments/:id/matches/:matchId/reports`: the organiser asks both players to report again. */
export function clearReports({ tournamentId, matchId }: MatchRef): Promise<TournamentChangesResponse> {
  return apiRequest<TournamentChangesResponse>(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/reports`, {
    method: "DELETE",
    auth: true,
    changesOnly: true,
  });
}

export function useClearReports() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearReports, onSuccess: (answer) => storeChanges(queryClient, answer.changes) });
}
