import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConfirmMatchRequest } from "@turnuva/contract/tournaments";
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import { apiRequest } from "@/lib/api-client.ts";
import { storeChanges } from "./merge-changes.ts";

export interface ConfirmMatchInput extends ConfirmMatchRequest {
  tournamentId: string;
  matchId: string;
}

/**
 * `POST /api/tournaments/:id/matches/:matchId/confirm` {homeScore, awayScore} (issue 28: and a
 * shoot-out, the clubs): the creator or the platform's owner.
 */
export function confirmMatch({ tournamentId, matchId, ...result }: ConfirmMatchInput): Promise<TournamentChangesResponse> {
  return apiRequest<TournamentChangesResponse>(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/confirm`, {
    method: "POST",
    body: result,
    auth: true,
    changesOnly: true,
  });
}

export function useConfirmMatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmMatch, onSuccess: (answer) => storeChanges(queryClient, answer.changes) });
}
