import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiError } from "@/lib/api-client.ts";
import { commonTexts } from "@/texts/common.ts";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { TilesSkeleton } from "./stat-tile.tsx";

/**
 * Part 1 §8: the server's sentence when it gave one; else the screen's own `fallback`, or without
 * one the client's sentence for what went wrong (no connection, time out).
 */
export function failureMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && (error.fromServer || fallback === undefined)) return error.message;
  return fallback ?? commonTexts.api.unexpected;
}

/** A profile section's figures: grey tiles while they arrive, the reason and 'Tekrar Dene' if they do not. */
export function SectionBody<T>({ query, tiles, children }: { query: UseQueryResult<T>; tiles: number; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} busy={query.isFetching}>
        <p>{failureMessage(query.error)}</p>
      </RetryAlert>
    );
  }
  return <TilesSkeleton count={tiles} />;
}
