import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreatePlatformRequest, PlatformWriteResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `POST /api/platforms` (part 1 §7). */
export function createPlatform(body: CreatePlatformRequest): Promise<PlatformWriteResponse> {
  return apiRequest<PlatformWriteResponse>("/platforms", { method: "POST", body, auth: true });
}

/** The new platform heads "my platforms" at once; the public lists are fetched again when next shown. */
export function useCreatePlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlatform,
    onSuccess: ({ platform }) => {
      queryClient.setQueryData(queryKeys.platforms.mine(), (mine: unknown[] | undefined) => (mine ? [platform, ...mine] : mine));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.platforms.mine() }),
        queryClient.invalidateQueries({ queryKey: [...queryKeys.platforms.all, "public"] }),
      ]);
    },
  });
}
