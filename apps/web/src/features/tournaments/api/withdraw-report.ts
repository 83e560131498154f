import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import type { MatchRef } from "./accept-report.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/** Issue 25, `DELETE /api/tournaments/:id/matches/:matchId/report`: a player takes back their own report. */
export function withdrawReport({ tournamentId, matchId }: MatchRef): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/report`, {
    method: "DELETE",
    auth: true,
  });
}

export function useWithdrawReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawReport, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, false) });
}
