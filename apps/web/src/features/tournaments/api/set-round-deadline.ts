import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoundDeadlineRequest, TournamentWriteResponse } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/** Issue 25, `PUT /api/tournaments/:id/rounds/deadline` {stage, group, round, deadline}: every match of one round; null takes it away. */
export function setRoundDeadline({ tournamentId, ...round }: RoundDeadlineRequest & { tournamentId: string }): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/rounds/deadline`, {
    method: "PUT",
    body: round,
    auth: true,
  });
}

export function useSetRoundDeadline() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setRoundDeadline, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, false) });
}
