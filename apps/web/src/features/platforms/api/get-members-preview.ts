import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MembersPreviewResponse } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/** `GET /api/platforms/slug/:slug/members-preview`: the first members by name and how many there are. */
export function fetchMembersPreview(slug: string, signal?: AbortSignal): Promise<MembersPreviewResponse> {
  return apiRequest<MembersPreviewResponse>(`/platforms/slug/${encodeURIComponent(slug)}/members-preview`, { signal });
}

export const membersPreviewQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.platforms.membersPreview(slug), queryFn: ({ signal }) => fetchMembersPreview(slug, signal) });

export const useMembersPreview = (slug: string) => useQuery(membersPreviewQueryOptions(slug));
