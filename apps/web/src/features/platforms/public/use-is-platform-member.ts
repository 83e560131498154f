import { useQuery } from "@tanstack/react-query";
import { myPlatformsQueryOptions } from "../api/get-my-platforms.ts";

/**
 * Whether the signed-in person belongs to a platform, read from their own platform list (cached
 * once for every page that asks): the policies' `isPlatformMember` for screens outside the
 * platform manager. False for a visitor and until the list has come; the server decides anyway.
 */
export function useIsPlatformMember(platformId: string, signedIn: boolean): boolean {
  const mine = useQuery({ ...myPlatformsQueryOptions(), enabled: signedIn });
  return signedIn && (mine.data?.some((platform) => platform._id === platformId) ?? false);
}
