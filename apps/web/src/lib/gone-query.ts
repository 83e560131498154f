import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

/**
 * A copy of something deleted (issue 25: a tournament) says so as a read would (404), without
 * the read: a screen still showing it shows its not-found state, and nothing asks the server for
 * what it has just said is gone (removing the copy instead would make a screen still mounted read
 * it again, and meet the 404).
 */
export function markGone(queryClient: QueryClient, queryKey: QueryKey): void {
  const gone = new ApiError({ status: 404, code: "NOT_FOUND", message: "", fromServer: false, scope: "main", hadToken: false });
  void queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.getQueryCache().find({ queryKey, exact: true })?.setState({ status: "error", error: gone, fetchStatus: "idle" });
}
