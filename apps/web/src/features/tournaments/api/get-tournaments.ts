import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { type TournamentFilters, tournamentFilterQuery } from "@turnuva/contract/tournament-filters";
import type { TournamentListResponse } from "@turnuva/contract/tournaments";
import type { Status } from "@turnuva/domain";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** Part 2 §9: the list screen asks for 18 a page (the server's default is 12). */
export const TOURNAMENTS_PAGE_SIZE = 18;

/** The list's tabs: 'paused' holds paused and pending tournaments alike (the server's filter). */
export type ListStatus = Extract<Status, "completed" | "active" | "paused">;

/** The list's filters in the contract's one vocabulary, with one of its tabs. */
export type TournamentListFilters = Omit<TournamentFilters, "status"> & { status: ListStatus | null };

/** `GET /api/tournaments`: one page of cards under the filters, newest activity first (no token). */
export function fetchTournaments(filters: TournamentListFilters, page: number, signal?: AbortSignal): Promise<TournamentListResponse> {
  const query = tournamentFilterQuery(filters);
  query.set("page", String(page));
  query.set("limit", String(TOURNAMENTS_PAGE_SIZE));
  return apiRequest<TournamentListResponse>(`/tournaments?${query.toString()}`, { signal });
}

/**
 * The list in pages. Part 2 §2: no further page once the server says `hasMore` is false or a page
 * comes back short of 18.
 */
export const tournamentsQueryOptions = (filters: TournamentListFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.tournaments.list({ ...filters }),
    queryFn: ({ pageParam, signal }) => fetchTournaments(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.hasMore && last.tournaments.length >= TOURNAMENTS_PAGE_SIZE ? last.pagination.currentPage + 1 : undefined,
  });

export const useTournaments = (filters: TournamentListFilters) => useInfiniteQuery(tournamentsQueryOptions(filters));
