/**
 * Readable addresses (DESIGN §3): Turkish letters become their Latin base letter
 * (db/turkish-letters.ts), other accents are dropped, everything else collapses to single hyphens.
 */
import { TURKISH_LETTERS } from "./turkish-letters.ts";

/** Longest slug, suffix included: the name may be 50 characters, and a few letters grow (ß → ss). */
export const SLUG_MAX_LENGTH = 60;

// Latin letters without a decomposition of their own; the rest of the world's letters are dropped.
const OTHER_LATIN: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ø: "o",
  Ø: "o",
  đ: "d",
  Đ: "d",
  ł: "l",
  Ł: "l",
  þ: "th",
  Þ: "th",
};

/**
 * The slug a name asks for, before it is checked for being taken (db/free-slug.ts). Never empty: a
 * name of nothing but symbols or another script becomes `fallback`. Platforms and tournaments use
 * these rules with their own fallback and reserved words (modules/platforms/slug.ts,
 * modules/tournaments/slug.ts).
 */
export function slugBase(name: string, fallback: string): string {
  const folded = [...name]
    .map((char) => TURKISH_LETTERS[char] ?? OTHER_LATIN[char] ?? char)
    .join("")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return trimTo(folded, SLUG_MAX_LENGTH) || fallback;
}

/** The n-th candidate for a base: the base itself, then `base-2`, `base-3`, … within the cap. */
export function slugCandidate(base: string, n: number, fallback: string): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${trimTo(base, SLUG_MAX_LENGTH - suffix.length) || fallback}${suffix}`;
}

function trimTo(slug: string, length: number): string {
  return slug.slice(0, length).replace(/-+$/, "");
}
