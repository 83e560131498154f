/**
 * Readable platform addresses (DESIGN §3): `/platformlar/{slug}`, made from the name by the rules
 * of db/slug.ts, never one of the words below.
 */
import { slugBase, slugCandidate } from "../../db/slug.ts";

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

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

export const platformSlugBase = (name: string) => slugBase(name, FALLBACK_SLUG);
export const platformSlugCandidate = (base: string, n: number) => slugCandidate(base, n, FALLBACK_SLUG);
