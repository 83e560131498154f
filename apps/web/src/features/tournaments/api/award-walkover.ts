import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentWriteResponse, WalkoverRequest } from "@turnuva/contract/tournaments";
import { tournamentWrite } from "./tournament-write.ts";
import type { MatchRef } from "./accept-report.ts";
import { storeWriteAnswer } from "./store-tournament.ts";

/** Issue 25, `POST /api/tournaments/:id/matches/:matchId/walkover` {winner}: the organiser awards the match 3–0. */
export function awardWalkover({ tournamentId, matchId, winner }: MatchRef & WalkoverRequest): Promise<TournamentWriteResponse> {
  return tournamentWrite(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/walkover`, {
    method: "POST",
    body: { winner },
    auth: true,
  });
}

export function useAwardWalkover() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: awardWalkover, onSuccess: (answer) => storeWriteAnswer(queryClient, answer, false) });
}
