import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import type { MatchRef } from "./accept-report.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/** Issue 25, `DELETE /api/tournaments/:id/matches/:matchId/reports`: the organiser asks both players to report again. */
export function clearReports({ tournamentId, matchId }: MatchRef): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/reports`, {
    method: "DELETE",
    auth: true,
  });
}

export function useClearReports() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearReports, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, false) });
}
