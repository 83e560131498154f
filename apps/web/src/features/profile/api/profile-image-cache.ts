import type { QueryClient } from "@tanstack/react-query";
import type { Image, User } from "@turnuva/contract";
import type { Profile } from "@turnuva/contract/stats";
import { queryKeys } from "@/lib/query-keys.ts";

/**
 * After an upload or a delete, the signed-in person's picture changes everywhere at once from the
 * answer: the session's user (the header's avatar, the home page) and their profile under every
 * key it is cached (`null`, the own one, and their username as typed in an address).
 */
export function setOwnProfileImage(queryClient: QueryClient, profileImage: Image | null): void {
  const user = queryClient.getQueryData<User | null>(queryKeys.session.currentUser());
  queryClient.setQueryData<User | null>(queryKeys.session.currentUser(), (current) => (current ? { ...current, profileImage } : current));
  const username = user?.username.toLowerCase();
  queryClient.setQueriesData<Profile>({ queryKey: [...queryKeys.users.all, "profile"] }, (profile) =>
    profile && profile.username.toLowerCase() === username ? { ...profile, profileImage } : profile,
  );
}
