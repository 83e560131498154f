/**
 * Readable platform addresses (DESIGN §3): `/platformlar/{slug}`. Turkish letters become their
 * Latin base letter, other accents are dropped, everything else collapses to single hyphens.
 */

/** Longest slug, suffix included: the name may be 50 characters, and a few letters grow (ß → ss). */
export const SLUG_MAX_LENGTH = 60;

/** What a name of nothing but symbols or another script becomes. */
export const FALLBACK_SLUG = "platform";

/**
 * Words a slug never is, because they are, or may become, paths of the web app or of the API beside
 * `/platformlar/{slug}` and `/api/platforms/{...}`. A name that would give one is treated like a
 * taken slug and gets a suffix ('Düzenle' → `duzenle-2`).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // Web app words (part 1 §2: /platformlar/{platformId}/duzenle) and likely next ones.
  "duzenle",
  "yeni",
  "olustur",
  "sil",
  "ayarlar",
  "davetler",
  "uyeler",
  "turnuvalar",
  // API words of /api/platforms.
  "my",
  "check",
  "public",
  "invitations",
  "slug",
  "members",
  "members-preview",
  "tournaments",
  "invite",
  "accept-invite",
  "remove-member",
  "upload-image",
  "image",
  "new",
  "edit",
  "create",
  "api",
]);

// Turkish letters that NFKD would not fold (ı has no decomposition, İ would keep a dot above).
const TURKISH: Record<string, string> = {
  ş: "s",
  Ş: "s",
  ğ: "g",
  Ğ: "g",
  ı: "i",
  İ: "i",
  ö: "o",
  Ö: "o",
  ü: "u",
  Ü: "u",
  ç: "c",
  Ç: "c",
};

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
 * The slug a name asks for, before it is checked for being taken. Never empty. Tournaments use the
 * same rules with their own fallback and reserved words (modules/tournaments/slug.ts).
 */
export function slugBase(name: string, fallback: string = FALLBACK_SLUG): string {
  const folded = [...name]
    .map((char) => TURKISH[char] ?? OTHER_LATIN[char] ?? char)
    .join("")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return trimTo(folded, SLUG_MAX_LENGTH) || fallback;
}

/** The n-th candidate for a base: the base itself, then `base-2`, `base-3`, … within the cap. */
export function slugCandidate(base: string, n: number, fallback: string = FALLBACK_SLUG): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${trimTo(base, SLUG_MAX_LENGTH - suffix.length) || fallback}${suffix}`;
}

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

function trimTo(slug: string, length: number): string {
  return slug.slice(0, length).replace(/-+$/, "");
}
