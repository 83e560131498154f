import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportMatchRequest } from "@turnuva/contract/tournaments";
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import { apiRequest } from "@/lib/api-client.ts";
import { storeChanges } from "./merge-changes.ts";

export interface ReportMatchInput extends ReportMatchRequest {
  tournamentId: string;
  matchId: string;
}

/**
 * Issue 25, `POST /api/tournaments/:id/matches/:matchId/report` {homeScore, awayScore}: one of the
 * match's two players says what the score was; the opponent's same score confirms the match.
 */
export function reportMatch({ tournamentId, matchId, ...result }: ReportMatchInput): Promise<TournamentChangesResponse> {
  return apiRequest<TournamentChangesResponse>(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/report`, {
    method: "POST",
    body: result,
    auth: true,
    changesOnly: true,
  });
}

export function useReportMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reportMatch, onSuccess: (answer) => storeChanges(queryClient, answer.changes) });
}
