import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UsedClubs } from "@turnuva/contract/stats";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/**
 * `GET /api/users/:username/used-clubs` (issue 28): the clubs a player used, most used first (up
 * to 10), with matches, wins and win rate: the profile's 'En Çok Kullandığı Takımlar' and the
 * score editor's suggestions read the same answer, so one cached copy serves both.
 */
export function fetchUsedClubs(username: string, signal?: AbortSignal): Promise<UsedClubs> {
  return apiRequest<UsedClubs>(`/users/${encodeURIComponent(username)}/used-clubs`, { signal });
}

// Under the player's figures: a confirmed score reads them again together (use-live-profile.ts).
export const usedClubsQueryOptions = (username: string) =>
  queryOptions({ queryKey: queryKeys.users.stats(username, "clubs"), queryFn: ({ signal }) => fetchUsedClubs(username, signal) });

/** `null` asks nothing (a side with nobody on it yet). */
export const useUsedClubs = (username: string | null) => useQuery({ ...usedClubsQueryOptions(username ?? ""), enabled: username !== null });
