import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyPlatformsResponse, Platform } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { listTimeoutMs } from "@/lib/timeouts.ts";

/** `GET /api/platforms/my`: every platform the signed-in person belongs to (part 1 §7). */
export async function fetchMyPlatforms(signal?: AbortSignal): Promise<Platform[]> {
  const { platforms } = await apiRequest<MyPlatformsResponse>("/platforms/my", { auth: true, signal, timeoutMs: listTimeoutMs() });
  return platforms;
}

export const myPlatformsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.platforms.mine(), queryFn: ({ signal }) => fetchMyPlatforms(signal) });

export const useMyPlatforms = () => useQuery(myPlatformsQueryOptions());
