import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WalkoverRequest } from "@turnuva/contract/tournaments";
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import { apiRequest } from "@/lib/api-client.ts";
import type { MatchRef } from "./accept-report.ts";
import { storeChanges } from "./merge-changes.ts";

/** Issue 25, `POST /api/tournaments/:id/matches/:matchId/walkover` {winner}: the organiser awards the match 3–0. */
export function awardWalkover({ tournamentId, matchId, winner }: MatchRef & WalkoverRequest): Promise<TournamentChangesResponse> {
  return apiRequest<TournamentChangesResponse>(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/walkover`, {
    method: "POST",
    body: { winner },
    auth: true,
    changesOnly: true,
  });
}

export function useAwardWalkover() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: awardWalkover, onSuccess: (answer) => storeChanges(queryClient, answer.changes) });
}
