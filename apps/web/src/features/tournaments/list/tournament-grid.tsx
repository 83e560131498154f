import { useDeferredValue, useEffect, useLayoutEffect, useRef } from "react";
import type { TournamentCard as Card } from "@turnuva/contract/tournaments";
import { ApiError } from "@/lib/api-client.ts";
import { relativeTime } from "@/lib/relative-time.ts";
import { commonTexts } from "@/texts/common.ts";
import { tournamentListTexts } from "@/texts/tournament-list.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { Alert } from "@/ui/alert.tsx";
import { Button } from "@/ui/button.tsx";
import { EmptyState } from "@/ui/empty-state.tsx";
import { useTournaments, type TournamentListFilters } from "@/features/tournaments/api/get-tournaments.ts";
import { TournamentCard } from "./tournament-card.tsx";

// One column on a phone; min-w-0 on each item keeps a long one-word name from widening the page.
const gridClasses = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** Part 2 §9: the next page loads when a tenth of the last card is within 100 px of the screen. */
const SIGHT = { threshold: 0.1, rootMargin: "100px" } as const;

/** Long enough ago for `relativeTime` to need the browser's formatter ('26 yıl önce'). */
const LONG_AGO = "2000-01-01T00:00:00.000Z";

/**
 * Grey cards in the shape of the real ones while the first page arrives. The loading text is for
 * screen readers only: shown above the cards, it pushed them down a line the real list does not
 * have, and the list moved up when it came (a layout shift).
 */
function CardSkeletons() {
  // Meanwhile, the browser's Turkish relative-time formatter (lib/relative-time.ts builds it on
  // first use) is built in a task of its own: about 50 ms on a throttled phone, it made the render
  // of the first card one of the page's longest tasks (Lighthouse's Total Blocking Time).
  useEffect(() => {
    const task = setTimeout(() => relativeTime(LONG_AGO));
    return () => clearTimeout(task);
  }, []);
  return (
    <div>
      <p role="status" className="sr-only">
        {commonTexts.loading}
      </p>
      <ul aria-hidden="true" className={gridClasses}>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="h-44 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="mt-4 h-3 w-1/2 rounded bg-slate-200" />
            <div className="mt-3 h-3 w-3/5 rounded bg-slate-200" />
            <div className="mt-3 h-3 w-2/5 rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Part 2 §8: the server's sentence, else the list's own. */
function errorMessage(error: unknown): string {
  return tournamentTexts.error(error instanceof ApiError && error.fromServer ? error.message : tournamentListTexts.loadFailed);
}

/** Part 2 §4: later pages append, skipping a tournament an earlier page already showed. */
function distinct(pages: ReadonlyArray<{ tournaments: Card[] }>): Card[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.tournaments).filter((card) => !seen.has(card._id) && Boolean(seen.add(card._id)));
}

interface TournamentGridProps {
  filters: TournamentListFilters;
  /** What the empty list says (part 2 §2: one sentence per tab). */
  empty: string;
}

/**
 * Part 2 §2: the cards under the filters, 18 at a time. The next page loads as the last card comes
 * into view, and from a 'load more' button for a keyboard (or a screen that does not scroll). It
 * stops when the server has no more, and silently when a further page fails: the cards stay, the
 * scroll asks no more, the button can try again.
 */
export function TournamentGrid({ filters, empty }: TournamentGridProps) {
  const query = useTournaments(filters);
  const listRef = useRef<HTMLUListElement>(null);
  // Where a page asked for by the button begins: its first card gets focus once shown, so a
  // keyboard user reads on there (and is not left on nothing when the button goes away).
  const firstNewCard = useRef<number | null>(null);

  // The cards render in the background (a deferred value: React renders it in slices between
  // the browser's own work) rather than in one long task when the page arrives; until then the
  // grey cards stay. On a throttled phone 18 cards took one task of 200 ms and more.
  const data = useDeferredValue(query.data);
  const cards = data ? distinct(data.pages) : [];
  const autoLoad = query.hasNextPage && !query.isFetchNextPageError;
  const lastCardId = cards.at(-1)?._id;
  const { fetchNextPage } = query;
  // A sighting while the list is read again (a live update marks it stale) asks for nothing: the
  // next page waits for that read (cancelRefetch false) and is then never asked for, since the
  // last card stays in sight and the observer says nothing new. Watching again once the read
  // ends gives a fresh sighting.
  const reading = query.isFetching && !query.isFetchingNextPage;

  // A layout effect: the last card is watched from the moment it is shown, as when a ref callback
  // kept it in state; that state, set while the cards were committed, rendered all of them once
  // more in the same task (one of the page's longest, Lighthouse's Total Blocking Time).
  useLayoutEffect(() => {
    const lastCard = listRef.current?.lastElementChild;
    // Without the observer (an old browser) the button still loads more.
    if (!lastCard || !autoLoad || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      // cancelRefetch false: another sighting while the page loads waits for that page.
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage({ cancelRefetch: false });
    }, SIGHT);
    observer.observe(lastCard);
    return () => observer.disconnect();
    // Again whenever another card becomes the last (a page appended, the list read again), and
    // when a reading of the whole list ends.
  }, [lastCardId, autoLoad, fetchNextPage, reading]);

  useEffect(() => {
    const index = firstNewCard.current;
    if (index === null || cards.length <= index) return;
    firstNewCard.current = null;
    listRef.current?.querySelectorAll<HTMLElement>("h3 a")[index]?.focus();
  }, [cards.length]);

  if (query.isPending || (query.data && !data)) return <CardSkeletons />;
  if (query.isError && !query.data) return <Alert tone="error">{errorMessage(query.error)}</Alert>;
  if (cards.length === 0) return <EmptyState>{empty}</EmptyState>;

  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    firstNewCard.current = cards.length;
    void fetchNextPage({ cancelRefetch: false });
  };

  return (
    <>
      <ul ref={listRef} className={gridClasses}>
        {cards.map((card) => (
          <li key={card._id} className="min-w-0">
            <TournamentCard tournament={card} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center text-sm text-slate-600">
        {query.hasNextPage ? (
          // aria-disabled, not disabled: the button keeps focus while the next page loads.
          <Button variant="secondary" onClick={loadMore} aria-disabled={query.isFetchingNextPage} className="w-full sm:w-auto">
            {query.isFetchingNextPage ? commonTexts.loading : tournamentListTexts.loadMore}
          </Button>
        ) : (
          <p role="status">{tournamentListTexts.allLoaded}</p>
        )}
      </div>
    </>
  );
}
