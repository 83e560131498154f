import type { PlatformGame } from "@turnuva/contract";
import { gameTexts } from "@/texts/games.ts";
import { TournamentGrid } from "@/features/tournaments/list/tournament-grid.tsx";

/**
 * The game page's tournaments (/oyun/{gameSlug}): every tournament of the game's platforms, newest
 * activity first, as the list's cards, 18 at a time. Offered to the platforms feature, which
 * shows the game pages.
 */
export function GameTournaments({ game }: { game: PlatformGame }) {
  return <TournamentGrid filters={{ game, status: null }} empty={gameTexts.noTournaments} />;
}
