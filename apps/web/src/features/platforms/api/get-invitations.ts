import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PlatformInvitation, PlatformInvitationsResponse } from "@turnuva/contract";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** `GET /api/platforms/invitations`: the signed-in person's pending invitations. */
export async function fetchInvitations(signal?: AbortSignal): Promise<PlatformInvitation[]> {
  const { invitations } = await apiRequest<PlatformInvitationsResponse>("/platforms/invitations", { auth: true, signal });
  return invitations;
}

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.platforms.invitations(), queryFn: ({ signal }) => fetchInvitations(signal) });

export const useInvitations = () => useQuery(invitationsQueryOptions());
