import { useRef } from "react";
import { useParams } from "react-router";
import { ApiError } from "@/lib/api-client.ts";
import { findGame, type Game } from "@/lib/games.ts";
import { isQuery } from "@/lib/live/list-keys.ts";
import { StreamRefusalNote } from "@/lib/live/stream-refusal-note.tsx";
import { useLiveLists } from "@/lib/live/use-live-lists.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { commonTexts } from "@/texts/common.ts";
import { gameTexts } from "@/texts/games.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { NotFoundView } from "@/ui/not-found-view.tsx";
import { Page } from "@/ui/page.tsx";
import { PageDescription } from "@/ui/page-description.tsx";
import { PageTitle } from "@/ui/page-title.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { GameTournaments } from "@/features/tournaments/public/game-tournaments.tsx";
import { usePublicPlatforms } from "./api/get-public-platforms.ts";
import { PlatformCard } from "./platform-card.tsx";

/** Part 1 §8: the server's sentence, or 'Platformlar yüklenemedi: {game}'. */
function loadErrorMessage(error: unknown, game: Game): string {
  return error instanceof ApiError && error.fromServer ? error.message : gameTexts.platformsFailed(game.name);
}

/** The game's public platforms as the shared card, a page at a time. */
function GamePlatforms({ game }: { game: Game }) {
  const query = usePublicPlatforms(game.name);
  const listRef = useRef<HTMLUListElement>(null);
  // A card counts its platform's tournaments: a tournament created on a platform shown here changes it.
  useLiveLists(true, {
    concerns: (event) =>
      event.change === "created" && (query.data?.pages ?? []).some((page) => page.platforms.some((p) => p._id === event.platformId)),
    lists: isQuery(queryKeys.platforms.publicList(game.name)),
  });

  if (query.isPending) return <Spinner label={commonTexts.loading} />;
  if (query.isError && !query.data) return <Alert tone="error">{loadErrorMessage(query.error, game)}</Alert>;

  const platforms = query.data.pages.flatMap((page) => page.platforms);
  if (platforms.length === 0) {
    return <p className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-slate-600">{gameTexts.noPlatforms}</p>;
  }

  // The first card of the new page gets focus, so a keyboard user reads on where the new ones begin.
  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    const shown = platforms.length;
    void query.fetchNextPage().then((result) => {
      if (!result.isError) listRef.current?.querySelectorAll("a")[shown]?.focus();
    });
  };

  return (
    <>
      <ul ref={listRef} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {platforms.map((platform) => (
          // min-w-0: a long one-word name wraps instead of widening the column (and the page).
          <li key={platform._id} className="min-w-0">
            <PlatformCard platform={platform} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <Alert tone="error" className="mt-6">
          {loadErrorMessage(query.error, game)}
        </Alert>
      ) : null}
      {query.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          {/* aria-disabled, not disabled: the button keeps focus while the next page loads. */}
          <Button variant="secondary" onClick={loadMore} aria-disabled={query.isFetchingNextPage} className="w-full sm:w-auto">
            {query.isFetchingNextPage ? commonTexts.loading : commonTexts.actions.loadMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}

/** Part 1 §2 /oyun/{gameSlug}: efootball, ea-sports-fc, diger; any other slug is not found. */
export function GamePage() {
  const game = findGame(useParams().gameSlug);
  // The game's tournaments follow every tournament's news (throttled as the list page's): an event
  // names its platform but not the platform's game, and this page knows the game of only the
  // platforms it has seen, so narrowing it would miss a tournament of another of the game's platforms.
  const refusal = useLiveLists(game !== undefined);
  if (!game) return <NotFoundView />;

  return (
    <Page heading={game.name} intro={gameTexts.descriptions[game.slug]}>
      <PageTitle title={game.name} />
      <PageDescription content={gameTexts.descriptions[game.slug]} />
      <StreamRefusalNote refusal={refusal} className="mb-6" />
      <section aria-labelledby="game-platforms">
        <h2 id="game-platforms" className="mb-4 text-xl font-bold">
          {commonTexts.places.platforms}
        </h2>
        {/* The slug names the game, so a list for another one never shows under this heading. */}
        <GamePlatforms key={game.slug} game={game} />
      </section>
      <section aria-labelledby="game-tournaments" className="mt-10">
        <h2 id="game-tournaments" className="mb-4 text-xl font-bold">
          {commonTexts.places.tournaments}
        </h2>
        <GameTournaments key={game.slug} game={game.name} />
      </section>
    </Page>
  );
}
