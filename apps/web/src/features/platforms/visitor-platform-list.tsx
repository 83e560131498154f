import { useEffect, useRef } from "react";
import { commonTexts } from "@/texts/common.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { Button } from "@/ui/button.tsx";
import { usePublicPlatforms } from "./api/get-public-platforms.ts";
import { PlatformCard } from "./platform-card.tsx";

// One explicit column on a phone, and min-w-0 on each item: a grid item is otherwise as wide as
// its longest word, and a platform named with one long word would make the page scroll sideways.
const gridClasses = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** Grey cards in the shape of the real ones while the first page arrives. */
function CardSkeletons() {
  return (
    <div>
      <p role="status" className="sr-only">
        {commonTexts.loading}
      </p>
      <ul aria-hidden="true" className={gridClasses}>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="h-56 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex items-center gap-3">
              <div className="size-14 rounded-xl bg-slate-200" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 rounded bg-slate-200" />
                <div className="h-3 w-1/2 rounded bg-slate-200" />
              </div>
            </div>
            <div className="mt-6 space-y-2">
              <div className="h-3 rounded bg-slate-200" />
              <div className="h-3 rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Part 1 §2 /platformlar for a visitor: every platform as the shared card, a page at a time, with
 * 'Daha Fazla Yükle' while there are more (part 1 §8 texts for the error and the empty list).
 */
export function VisitorPlatformList() {
  const query = usePublicPlatforms();
  const listRef = useRef<HTMLUListElement>(null);
  // Where the page being loaded will begin: its first card gets focus once it is shown, so a
  // keyboard user goes on reading there (and is not left on nothing when the button goes away).
  const firstNewCard = useRef<number | null>(null);
  const shownCount = query.data?.pages.reduce((count, page) => count + page.platforms.length, 0) ?? 0;
  useEffect(() => {
    const index = firstNewCard.current;
    if (index === null || shownCount <= index) return;
    firstNewCard.current = null;
    listRef.current?.querySelectorAll("a")[index]?.focus();
  }, [shownCount]);

  if (query.isPending) return <CardSkeletons />;

  if (query.isError && !query.data) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-6 text-center">
        <h2 className="text-lg font-bold text-red-900">{commonTexts.routeError.title}</h2>
        <p className="mt-2 text-red-900">{platformTexts.publicList.loadFailed}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          {commonTexts.actions.retry}
        </Button>
      </div>
    );
  }

  const platforms = query.data.pages.flatMap((page) => page.platforms);
  if (platforms.length === 0) {
    return <p className="rounded-2xl border border-slate-200 bg-white px-5 py-8 text-center text-slate-600">{platformTexts.publicList.empty}</p>;
  }

  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    firstNewCard.current = platforms.length;
    void query.fetchNextPage();
  };

  return (
    <section aria-label={platformTexts.publicList.label}>
      <ul ref={listRef} className={gridClasses}>
        {platforms.map((platform) => (
          <li key={platform._id} className="min-w-0">
            <PlatformCard platform={platform} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? (
        <p role="alert" className="mt-6 text-center text-sm text-red-700">
          {platformTexts.publicList.loadFailed}
        </p>
      ) : null}
      {query.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          {/* aria-disabled, not disabled: the button keeps focus while the next page loads. */}
          <Button variant="secondary" onClick={loadMore} aria-disabled={query.isFetchingNextPage} className="w-full sm:w-auto">
            {query.isFetchingNextPage ? commonTexts.loading : commonTexts.actions.loadMore}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
