import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WaitingMatchesResponse } from "@turnuva/contract/calendars";
import { apiRequest } from "@/lib/api-client.ts";
import { waitingMatchesKey } from "@/lib/waiting-matches-key.ts";

/** `GET /api/users/profile/waiting-matches`: the signed-in player's matches to report or to accept. */
export function fetchWaitingMatches(signal?: AbortSignal): Promise<WaitingMatchesResponse> {
  return apiRequest<WaitingMatchesResponse>("/users/profile/waiting-matches", { auth: true, scope: "user", signal });
}

// Asked again on every visit of the home page: a report made on a tournament page since changes it.
export const waitingMatchesQueryOptions = () =>
  queryOptions({ queryKey: waitingMatchesKey, queryFn: ({ signal }) => fetchWaitingMatches(signal), staleTime: 0 });

export const useWaitingMatches = () => useQuery(waitingMatchesQueryOptions());
