import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { profileTexts } from "@/texts/profile.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { EmptyState } from "@/ui/empty-state.tsx";
import { useMatchHistory } from "./api/get-match-history.ts";
import { HistoryItem } from "./history-item.tsx";
import { failureMessage } from "./section-body.tsx";

const texts = profileTexts.history;

function HistorySkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        {commonTexts.loading}
      </p>
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="h-[4.5rem] animate-pulse rounded-xl border border-slate-200 bg-slate-50" />
        ))}
      </ul>
    </div>
  );
}

/**
 * Part 1 §2 match-history panel: 10 at a time, newest first, 'Daha Fazla Yükle' for the next page
 * and 'Tüm maçlar yüklendi (N maç)' at the end; the own and the other's empty state; a failure
 * with the server's message (or §8's) and 'Tekrar Dene', which asks for what failed again.
 */
export function MatchHistoryPanel({ username, isOwn }: { username: string; isOwn: boolean }) {
  const history = useMatchHistory(username);
  const matches = history.data?.pages.flatMap((page) => page.matches) ?? [];
  const total = history.data?.pages.at(-1)?.pagination.totalMatches ?? 0;

  return (
    <section aria-labelledby="profil-gecmis" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="profil-gecmis" className="text-lg font-bold text-slate-900">
        {texts.heading}
        {history.data && total > 0 ? <span className="ml-2 text-base font-medium text-slate-600">({texts.total(total)})</span> : null}
      </h2>
      <div className="mt-4">
        {history.isPending ? <HistorySkeleton /> : null}
        {history.data && matches.length === 0 ? (
          isOwn ? (
            <EmptyState>
              <span className="block font-semibold text-slate-800">{texts.emptyOwn}</span>
              <span className="mt-1 block">{texts.emptyOwnHint}</span>
              <span className="mt-3 flex flex-wrap justify-center gap-4">
                <Link to={paths.tournaments.href()} className="font-semibold text-indigo-700 hover:underline">
                  {commonTexts.places.tournaments}
                </Link>
                <Link to={paths.platforms.href()} className="font-semibold text-indigo-700 hover:underline">
                  {commonTexts.places.platforms}
                </Link>
              </span>
            </EmptyState>
          ) : (
            <EmptyState>{texts.emptyOther}</EmptyState>
          )
        ) : null}
        {matches.length > 0 ? (
          <ul className="space-y-3">
            {matches.map((match) => (
              <HistoryItem key={match._id} match={match} />
            ))}
          </ul>
        ) : null}
        {history.isError ? (
          <Alert tone="error" className="mt-4">
            <p className="font-semibold">{texts.failed}</p>
            <p className="mt-1">{failureMessage(history.error, texts.failedFallback)}</p>
            <Button
              variant="secondary"
              className="mt-3"
              aria-disabled={history.isFetching}
              onClick={() => void (history.data ? history.fetchNextPage() : history.refetch())}
            >
              {history.isFetching ? commonTexts.loading : commonTexts.actions.retry}
            </Button>
          </Alert>
        ) : null}
        {history.hasNextPage && !history.isError ? (
          <div className="mt-4 text-center">
            <Button
              variant="secondary"
              aria-disabled={history.isFetchingNextPage}
              onClick={() => history.isFetchingNextPage || void history.fetchNextPage()}
            >
              {history.isFetchingNextPage ? commonTexts.loading : commonTexts.actions.loadMore}
            </Button>
          </div>
        ) : null}
        {history.data && !history.hasNextPage && matches.length > 0 ? (
          <p className="mt-4 text-center text-sm text-slate-600">{texts.allLoaded(total)}</p>
        ) : null}
      </div>
    </section>
  );
}
