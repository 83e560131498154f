import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/** `POST /api/tournaments/:id/finish`: completed, with champion, second and third (part 2 §4). */
export function finishTournament(tournamentId: string): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/finish`, { method: "POST", auth: true });
}

export function useFinishTournament() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: finishTournament, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, true) });
}
