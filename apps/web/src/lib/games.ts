/**
 * The games of part 1 §1 and the slugs of their pages (/oyun/{gameSlug}). `name` is also the value
 * platforms store in their `game` field, so it is data as much as a label.
 */
export const games = [
  { slug: "efootball", name: "eFootball" },
  { slug: "ea-sports-fc", name: "EA Sports FC" },
  { slug: "diger", name: "Diğer" },
] as const;

export type Game = (typeof games)[number];
export type GameSlug = Game["slug"];

export function findGame(slug: string | undefined): Game | undefined {
  return games.find((game) => game.slug === slug);
}
