import type { Image } from "@turnuva/contract";
import type { StoredImage } from "../db/schema.ts";

/** Where a stored variant is served (modules/images/routes.ts): relative, on the API's own origin. */
export const variantUrl = (name: string) => `/api/images/${name}`;

/**
 * A stored picture as every answer shows it (part 1 §3): `url` the large one (fit inside 1024 px),
 * `thumbnailUrl` the 80 px square, `mediumUrl` 128, `largeUrl` 256, and `sizes` every square for
 * `srcset`. Null when there is none.
 */
export function imageJson(stored: StoredImage): Image;
export function imageJson(stored: StoredImage | null): Image | null;
export function imageJson(stored: StoredImage | null): Image | null {
  if (!stored) return null;
  const square = (width: number) => variantUrl(stored.squares.find((s) => s.width === width)?.name ?? stored.large);
  return {
    url: variantUrl(stored.large),
    thumbnailUrl: square(80),
    mediumUrl: square(128),
    largeUrl: square(256),
    sizes: stored.squares.map((s) => ({ width: s.width, url: variantUrl(s.name) })),
  };
}
