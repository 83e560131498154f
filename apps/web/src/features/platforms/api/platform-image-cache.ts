import type { QueryClient } from "@tanstack/react-query";
import type { Image, Platform } from "@turnuva/contract";
import { queryKeys } from "@/lib/query-keys.ts";

/**
 * After an upload or a delete, the platform's picture changes at once from the answer wherever it
 * is cached whole (the edit page's, the detail page's, the member's own list); the public lists,
 * kept in pages, are fetched again when next shown.
 */
export function setPlatformImage(queryClient: QueryClient, platformId: string, platformImage: Image | null): Promise<void> {
  const update = <T extends Platform>(platform: T | undefined): T | undefined =>
    platform && platform._id === platformId ? { ...platform, platformImage } : platform;
  queryClient.setQueryData(queryKeys.platforms.byId(platformId), update);
  queryClient.setQueriesData<Platform>({ queryKey: [...queryKeys.platforms.all, "by-slug"] }, update);
  queryClient.setQueryData<Platform[]>(queryKeys.platforms.mine(), (mine) => mine?.map((platform) => update(platform) ?? platform));
  return queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "public"] });
}
