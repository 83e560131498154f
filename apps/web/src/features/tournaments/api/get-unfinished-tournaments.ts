import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PausedTournamentsResponse } from "@turnuva/contract/tournaments";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/tournaments/paused/:platformId`: the platform's active, paused and pending tournaments. */
export function getUnfinishedTournaments(platformId: string, signal?: AbortSignal): Promise<PausedTournamentsResponse> {
  return apiRequest<PausedTournamentsResponse>(`/tournaments/paused/${encodeURIComponent(platformId)}`, { signal });
}

export const unfinishedTournamentsQueryOptions = (platformId: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.unfinished(platformId),
    queryFn: ({ signal }) => getUnfinishedTournaments(platformId, signal),
    select: (answer) => answer.pausedTournaments,
  });

export const useUnfinishedTournaments = (platformId: string) => useQuery(unfinishedTournamentsQueryOptions(platformId));
