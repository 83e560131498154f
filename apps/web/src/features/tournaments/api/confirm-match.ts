import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConfirmMatchRequest, TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

export interface ConfirmMatchInput extends ConfirmMatchRequest {
  tournamentId: string;
  matchId: string;
}

/** `POST /api/tournaments/:id/matches/:matchId/confirm` {homeScore, awayScore}: the creator or the platform's owner. */
export function confirmMatch({ tournamentId, matchId, homeScore, awayScore }: ConfirmMatchInput): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/confirm`, {
    method: "POST",
    body: { homeScore, awayScore },
    auth: true,
  });
}

export function useConfirmMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmMatch, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, false) });
}
