import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile, ProfileResponse } from "@turnuva/contract/stats";
import { apiRequest } from "@/lib/api-client.ts";
import { queryKeys } from "@/lib/query-keys.ts";

/**
 * Part 1 §7: `GET /api/users/profile` (the own one, with the e-mail, on the user API: a 401 sends
 * the person to log in) or `GET /api/users/profile/:username` (anyone's, public, no e-mail).
 */
export async function fetchProfile(username: string | null, signal?: AbortSignal): Promise<Profile> {
  const { user } =
    username === null
      ? await apiRequest<ProfileResponse>("/users/profile", { auth: true, scope: "user", signal })
      : await apiRequest<ProfileResponse>(`/users/profile/${encodeURIComponent(username)}`, { signal });
  return user;
}

export const profileQueryOptions = (username: string | null) =>
  queryOptions({ queryKey: queryKeys.users.profile(username), queryFn: ({ signal }) => fetchProfile(username, signal) });

/** `null`: the signed-in person's own profile. */
export const useProfile = (username: string | null) => useQuery(profileQueryOptions(username));
