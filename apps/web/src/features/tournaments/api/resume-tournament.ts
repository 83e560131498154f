import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/**
 * `PUT /api/tournaments/:id/resume`: a paused tournament becomes active; an active one simply
 * opens. The answer's `resumedState` says which step and group tab to open (part 2 §4).
 */
export function resumeTournament(tournamentId: string): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/resume`, { method: "PUT", auth: true });
}

export function useResumeTournament() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resumeTournament, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, true) });
}
