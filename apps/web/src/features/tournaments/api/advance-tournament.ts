import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/** `POST /api/tournaments/:id/advance`: group stage to knockout, or the next knockout round (part 2 §4). */
export function advanceTournament(tournamentId: string): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/advance`, { method: "POST", auth: true });
}

export function useAdvanceTournament() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: advanceTournament, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, false) });
}
