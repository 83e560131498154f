import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { PlatformGame, PublicPlatformsResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { listTimeoutMs } from "@/lib/timeouts.ts";

/** `GET /api/platforms/public`: one page of every platform, or of one game's (no token). */
export function fetchPublicPlatforms(
  { game, page }: { game: PlatformGame | null; page: number },
  signal?: AbortSignal,
): Promise<PublicPlatformsResponse> {
  const query = new URLSearchParams({ page: String(page) });
  if (game) query.set("game", game);
  // Part 1 §7/§9: the platform list gives up sooner than other calls (5 s, 10 s on slow networks).
  return apiRequest<PublicPlatformsResponse>(`/platforms/public?${query.toString()}`, { signal, timeoutMs: listTimeoutMs() });
}

/** The public list in pages; a "load more" asks for the next one while `hasMore`. */
export const publicPlatformsQueryOptions = (game: PlatformGame | null = null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.platforms.publicList(game),
    queryFn: ({ pageParam, signal }) => fetchPublicPlatforms({ game, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.currentPage + 1 : undefined),
  });

export const usePublicPlatforms = (game: PlatformGame | null = null) => useInfiniteQuery(publicPlatformsQueryOptions(game));
