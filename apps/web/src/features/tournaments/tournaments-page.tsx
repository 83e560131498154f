import { useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { queryKeys } from "@/lib/query-keys.ts";
import { commonTexts } from "@/texts/common.ts";
import { tournamentListTexts } from "@/texts/tournament-list.ts";
import { ErrorBoundary } from "@/ui/error-boundary.tsx";
import { Page } from "@/ui/page.tsx";
import { PageTitle } from "@/ui/page-title.tsx";
import { Tabs } from "@/ui/tabs.tsx";
import { useTournamentStats } from "./api/get-tournament-stats.ts";
import type { TournamentListFilters } from "./api/get-tournaments.ts";
import { FilterPanel } from "./list/filter-panel.tsx";
import { LIST_TABS, readListState, writeListState, type ListPageState } from "./list/list-url.ts";
import { TournamentGrid } from "./list/tournament-grid.tsx";
import { useAfterFirstPaint } from "./list/use-after-first-paint.ts";

// The live updates change nothing on the first screen: their code (four small chunks the HTML
// would otherwise preload beside the page's) and the shared stream's request come after the first
// paint, instead of competing with the page's files and first answers on a slow phone.
const LiveLists = lazyNamed(() => import("./list/live-lists.tsx"), "LiveLists");

/** The live updates from the first paint on; the wait is this component's, so the page does not render again at its end. */
function LiveListsAfterFirstPaint() {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    // Their code failing to load costs the live updates, not the page.
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LiveLists />
      </Suspense>
    </ErrorBoundary>
  );
}

const statsCount = { completed: "completed", active: "active", paused: "pausedTotal" } as const;

const listFilters = ({ tab, ...filters }: ListPageState): TournamentListFilters => ({ ...filters, status: tab });

/**
 * Part 2 §2 /turnuvalar: the filter panel, the three tabs with their counts, and the cards. The
 * address holds the filters and the tab, each change replacing the history entry (the back
 * button leaves the list instead of stepping through its filters). The cards and counts follow
 * every tournament's news (the tab's shared stream), read again at most once every 2 s, from the
 * first paint on.
 */
export function TournamentsPage() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const state = readListState(params);
  const stats = useTournamentStats({ search: state.search, system: state.system, platform: state.platform });

  const change = (patch: Partial<ListPageState>) => {
    const next = { ...state, ...patch };
    const address = writeListState(next);
    if (address.toString() === writeListState(state).toString()) return;
    // Part 2 §4: a change of filter or tab starts again from page 1, also for a list seen before.
    queryClient.removeQueries({ queryKey: queryKeys.tournaments.list({ ...listFilters(next) }), exact: true });
    setParams(address, { replace: true });
  };

  const tabs = LIST_TABS.map((tab) => {
    const count = stats.data?.[statsCount[tab]];
    return {
      value: tab,
      label: count === undefined ? tournamentListTexts.tabs[tab] : tournamentListTexts.tabs.withCount(tournamentListTexts.tabs[tab], count),
      content: (
        <>
          <h2 className="sr-only">{tournamentListTexts.tabs[tab]}</h2>
          {/* A grid of its own per filter: its deferred cards (tournament-grid.tsx) never show another filter's. */}
          <TournamentGrid
            key={writeListState({ ...state, tab }).toString()}
            filters={listFilters({ ...state, tab })}
            empty={tournamentListTexts.empty[tab]}
          />
        </>
      ),
    };
  });

  return (
    <Page heading={commonTexts.places.tournaments} intro={tournamentListTexts.intro}>
      <PageTitle title={commonTexts.places.tournaments} />
      <LiveListsAfterFirstPaint />
      <FilterPanel filters={state} onChange={change} />
      <div className="mt-6">
        <Tabs
          label={tournamentListTexts.tabs.label}
          tabs={tabs}
          value={state.tab}
          onValueChange={(tab) => change({ tab: tab as ListPageState["tab"] })}
        />
      </div>
    </Page>
  );
}
