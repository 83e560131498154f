import { useParams } from "react-router";
import { findGame } from "../../lib/games.ts";
import { tr } from "../../texts/tr.ts";
import { ComingSoon } from "../../ui/coming-soon.tsx";
import { NotFoundView } from "../../ui/not-found-view.tsx";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Part 1 §2 /oyun/{gameSlug}: efootball, ea-sports-fc, diger; any other slug is not found. */
export function GamePage() {
  const game = findGame(useParams().gameSlug);
  if (!game) return <NotFoundView />;

  return (
    <Page heading={game.name} intro={tr.games.descriptions[game.slug]}>
      <PageTitle title={game.name} />
      <section aria-labelledby="game-platforms">
        <h2 id="game-platforms" className="text-xl font-bold">
          {tr.games.platformsTitle}
        </h2>
        <div className="mt-4">
          <ComingSoon>{tr.games.platformsSoon}</ComingSoon>
        </div>
      </section>
      <section aria-labelledby="game-tournaments" className="mt-10">
        <h2 id="game-tournaments" className="text-xl font-bold">
          {tr.games.tournamentsTitle}
        </h2>
        <div className="mt-4">
          <ComingSoon>{tr.games.tournamentsSoon}</ComingSoon>
        </div>
      </section>
    </Page>
  );
}
