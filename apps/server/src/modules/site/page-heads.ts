import { STATUS_BADGES, SYSTEM_LABELS } from "@turnuva/domain";
import type { StoredImage } from "../../db/schema.ts";
import { variantUrl } from "../../http/image-json.ts";
import type { PlatformView } from "../platforms/repository.ts";
import type { TournamentPreview } from "../tournaments/repository.ts";
import type { PageHead } from "./page-template.ts";

/**
 * What a shared link's preview says (WhatsApp, Discord, search results), in the words the pages
 * themselves use. The web app keeps its texts in apps/web/src/texts, which the server cannot
 * import: the title is written as `commonTexts.pageTitle` writes it ("{page} | Turnuvam"), so the
 * tab reads the same before and after the app starts (e2e/tests/share-preview.spec.ts checks).
 */
export const pageHeadTexts = {
  siteName: "Turnuvam",
  pageTitle: (page: string) => `${page} | Turnuvam`,
  platform: (name: string) => `Platform: ${name}`,
  participants: (count: number) => `${count} katılımcı`,
  champion: (username: string) => `Şampiyon: ${username}`,
  game: (game: string) => `${game} platformu`,
  members: (count: number) => `${count} üye`,
  tournaments: (count: number) => `${count} turnuva`,
  /** Part 1 §3: a platform without a game reads as 'Diğer'. */
  missingGame: "Diğer",
} as const;

const t = pageHeadTexts;

// Previews show a line or two; a long description is cut at a word, not in the middle of one.
const DESCRIPTION_MAX = 300;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A platform's picture as a preview shows it: its large variant (fit inside 1024 px, WebP) at an
 * absolute address on the same origin as the page, where `GET /api/images/:name` serves it to
 * anyone (preview bots fetch it from their servers; no browser embeds it across origins).
 */
const previewImage = (image: StoredImage | null, origin: string) => (image ? `${origin}${variantUrl(image.large)}` : null);

/**
 * 'Lig · Tamamlandı · Platform: Yaz Kupası · 8 katılımcı · Şampiyon: ali' (the read names a champion
 * only once completed); the picture is its platform's, when it has one.
 */
export function tournamentHead(tournament: TournamentPreview, origin: string): PageHead {
  const champion = tournament.championUsername;
  const description = [
    SYSTEM_LABELS[tournament.system],
    STATUS_BADGES[tournament.status],
    t.platform(tournament.platformName),
    t.participants(tournament.participantCount),
    ...(champion ? [t.champion(champion)] : []),
  ].join(" · ");
  return {
    title: t.pageTitle(tournament.name),
    cardTitle: tournament.name,
    description: shorten(description),
    url: `${origin}/turnuvalar/${tournament.slug}`,
    siteName: t.siteName,
    image: previewImage(tournament.platformImage, origin),
  };
}

/** 'eFootball platformu · 12 üye · 5 turnuva · {its own description}', counts as the public read gives them. */
export function platformHead(platform: PlatformView, origin: string): PageHead {
  const description = [
    t.game(platform.game || t.missingGame),
    t.members(platform.memberCount),
    t.tournaments(platform.tournamentCount),
    platform.description,
  ]
    .filter((part) => part.trim() !== "")
    .join(" · ");
  return {
    title: t.pageTitle(platform.name),
    cardTitle: platform.name,
    description: shorten(description),
    url: `${origin}/platformlar/${platform.slug}`,
    siteName: t.siteName,
    image: previewImage(platform.image, origin),
  };
}
