import type { PlatformTournament } from "@turnuva/contract";
import type { TournamentCard } from "@turnuva/contract/tournaments";
import type { CardRow } from "./list-queries.ts";

/** A tournament card of the lists (part 2 §2): what a card shows, champion only once completed. */
export function cardJson(row: CardRow): TournamentCard {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    system: row.system,
    status: row.status,
    platform: { _id: row.platformId, name: row.platformName, slug: row.platformSlug },
    participantCount: row.participantCount,
    createdAt: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
    champion: row.championId && row.championUsername ? { _id: row.championId, username: row.championUsername } : null,
  };
}

/** The same card as the platform page reads it (part 1 §2): no platform, `updatedAt` for last activity. */
export function platformCardJson(row: CardRow): PlatformTournament {
  const { platform: _platform, lastUpdated, ...card } = cardJson(row);
  return { ...card, updatedAt: lastUpdated };
}
