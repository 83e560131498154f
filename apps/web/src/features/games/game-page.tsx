import { useParams } from "react-router";
import { findGame } from "../../lib/games.ts";
import { commonTexts } from "../../texts/common.ts";
import { gameTexts } from "../../texts/games.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";
import { NotFoundView } from "../../ui/not-found-view.tsx";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Part 1 §2 /oyun/{gameSlug}: efootball, ea-sports-fc, diger; any other slug is not found. */
export function GamePage() {
  const game = findGame(useParams().gameSlug);
  if (!game) return <NotFoundView />;

  return (
    <Page heading={game.name} intro={gameTexts.descriptions[game.slug]}>
      <PageTitle title={game.name} />
      <section aria-labelledby="game-platforms">
        <h2 id="game-platforms" className="text-xl font-bold">
          {commonTexts.places.platforms}
        </h2>
        <div className="mt-4">
          <ComingSoon>{gameTexts.platformsSoon}</ComingSoon>
        </div>
      </section>
      <section aria-labelledby="game-tournaments" className="mt-10">
        <h2 id="game-tournaments" className="text-xl font-bold">
          {commonTexts.places.tournaments}
        </h2>
        <div className="mt-4">
          <ComingSoon>{gameTexts.tournamentsSoon}</ComingSoon>
        </div>
      </section>
    </Page>
  );
}
