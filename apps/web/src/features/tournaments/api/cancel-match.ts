import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/** `POST /api/tournaments/:id/matches/:matchId/cancel`: a confirmed score back to open (part 2 §4). */
export function cancelMatch({ tournamentId, matchId }: { tournamentId: string; matchId: string }): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/cancel`, {
    method: "POST",
    auth: true,
  });
}

export function useCancelMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelMatch, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, false) });
}
