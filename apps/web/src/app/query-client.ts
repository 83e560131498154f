import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client.ts";

// Part 1 §7: network errors, timeouts, 408, 429 and 5xx are worth another try, up to 3 attempts
// with a delay growing by 1 s; anything else (400, 401, 403, 404, 409) will not change by retrying.
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
        retryDelay: (attempt) => (attempt + 1) * 1000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
