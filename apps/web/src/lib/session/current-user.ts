import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MeResponse, User } from "@turnuva/contract";
import { apiRequest } from "@/lib/api-client.ts";
import { sessionKeys } from "./session-keys.ts";
import { readToken } from "@/lib/token-storage.ts";

/** Part 1 §4: a stored token is checked against the server; without one nobody is signed in. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  if (!readToken()) return null;
  const { user } = await apiRequest<MeResponse>("/auth/me", { auth: true, signal });
  return user;
}

/**
 * The signed-in user as a query: `null` for a visitor. It changes only by signing in or out (and a
 * 401 anywhere, see app/query-client.ts), so it never goes stale on its own.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.currentUser(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    // Without a stored token the answer is known at once: no spinner, no request.
    initialData: () => (readToken() ? undefined : null),
    staleTime: Infinity,
    gcTime: Infinity,
    // A failed check is not repeated by every component that mounts afterwards (header, guard,
    // page): the person stays a visitor until the next start or login.
    retryOnMount: false,
  });

/** The query itself; screens use `useSession()`, which adds signing in and out. */
export const useCurrentUser = () => useQuery(currentUserQueryOptions());
