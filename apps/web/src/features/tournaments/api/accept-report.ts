import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import type { AcceptReportRequest } from "@turnuva/contract/tournaments";
import { apiRequest } from "@/lib/api-client.ts";
import { storeChanges } from "./merge-changes.ts";

export interface MatchRef {
  tournamentId: string;
  matchId: string;
}

/**
 * Issue 25, `POST /api/tournaments/:id/matches/:matchId/accept`: the opponent confirms the other's
 * report as it stands; issue 28: with the club the accepting player used, when they give one (no
 * body otherwise).
 */
export function acceptReport({ tournamentId, matchId, clubs }: MatchRef & { clubs?: AcceptReportRequest }): Promise<TournamentChangesResponse> {
  return apiRequest<TournamentChangesResponse>(`/tournaments/${encodeURIComponent(tournamentId)}/matches/${encodeURIComponent(matchId)}/accept`, {
    method: "POST",
    ...(clubs ? { body: clubs } : {}),
    auth: true,
    changesOnly: true,
  });
}

export function useAcceptReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptReport, onSuccess: (answer) => storeChanges(queryClient, answer.changes) });
}
