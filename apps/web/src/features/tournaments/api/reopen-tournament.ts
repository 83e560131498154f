import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/** Issue 25, `POST /api/tournaments/:id/reopen`: a completed tournament back to active, results kept, placings cleared. */
export function reopenTournament(tournamentId: string): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/reopen`, { method: "POST", auth: true });
}

/** It moves from the completed lists to the active ones: the lists on screen are fetched again. */
export function useReopenTournament() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenTournament, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, true) });
}
