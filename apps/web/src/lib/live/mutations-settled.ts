import type { QueryClient } from "@tanstack/react-query";

/**
 * Resolves when no write of this tab is under way. A write's answer goes into the cache before
 * its mutation settles; the stream may announce the same change a moment before that answer
 * arrives, and waiting for it keeps the person who pressed 'Onayla' from being told twice.
 */
export function mutationsSettled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isMutating() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating() > 0) return;
      stop();
      resolve();
    });
  });
}
