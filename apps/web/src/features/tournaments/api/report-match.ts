import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReportMatchRequest, TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

export interface ReportMatchInput extends ReportMatchRequest {
  tournamentId: string;
  matchId: string;
}

/**
 * Issue 25, `POST /api/tournaments/:id/matches/:matchId/report` {homeScore, awayScore}: one of the
 * match's two players says what the score was; the opponent's same score confirms the match.
 */
export function reportMatch({ tournamentId, matchId, homeScore, awayScore }: ReportMatchInput): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/report`, {
    method: "POST",
    body: { homeScore, awayScore },
    auth: true,
  });
}

export function useReportMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reportMatch, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, false) });
}
