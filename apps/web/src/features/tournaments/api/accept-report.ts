import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

export interface MatchRef {
  tournamentId: string;
  matchId: string;
}

/** Issue 25, `POST /api/tournaments/:id/matches/:matchId/accept`: the opponent confirms the other's report as it stands. */
export function acceptReport({ tournamentId, matchId }: MatchRef): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/accept`, {
    method: "POST",
    auth: true,
  });
}

export function useAcceptReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptReport, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, false) });
}
