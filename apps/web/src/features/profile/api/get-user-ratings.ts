import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserRatingsResponse } from "@turnuva/contract/ratings";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** Issue 28: `GET /api/users/profile/:username/ratings`: the Elo rating on each platform played on, with its newest history. */
export function fetchUserRatings(username: string, signal?: AbortSignal): Promise<UserRatingsResponse> {
  return apiRequest<UserRatingsResponse>(`/users/profile/${encodeURIComponent(username)}/ratings`, { signal });
}

// Under the player's figures: a score that reads those again (the profile's live updates) reads this too.
export const userRatingsQueryOptions = (username: string) =>
  queryOptions({ queryKey: [...queryKeys.users.stats(username), "ratings"] as const, queryFn: ({ signal }) => fetchUserRatings(username, signal) });

export const useUserRatings = (username: string) => useQuery(userRatingsQueryOptions(username));
