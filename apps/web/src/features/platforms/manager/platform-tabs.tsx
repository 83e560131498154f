import { useEffect, useRef, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { commonTexts } from "@/texts/common.ts";
import { platformManagerTexts } from "@/texts/platform-manager.ts";
import { PageTitle } from "@/ui/page-title.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { Tabs } from "@/ui/tabs.tsx";
import { useMyPlatforms } from "@/features/platforms/api/get-my-platforms.ts";
import { gameLabel, playAreaLabel } from "@/features/platforms/labels.ts";
import { PlatformImage } from "@/features/platforms/platform-image.tsx";
import { MemberGrid } from "./member-grid.tsx";
import { SelectedFrame as Frame } from "./selected-frame.tsx";
import { readMenu, type ManagerMenu } from "./selection.ts";
import { RetryAlert } from "@/ui/retry-alert.tsx";
import { lazyPart, LazyPartView } from "./lazy-part.tsx";

// The tournament tabs belong to the tournaments feature (its public/ parts) and load when shown.
const newTournamentTab = lazyPart(() => import("@/features/tournaments/public/new-tournament-tab.tsx"), "NewTournamentTab");
const activeTournamentsTab = lazyPart(() => import("@/features/tournaments/public/active-tournaments-tab.tsx"), "ActiveTournamentsTab");
// The head-to-head comparison of tab 3 is the profiles feature's, loaded the same way.
const compareMembers = lazyPart(() => import("@/features/profile/public/compare-members.tsx"), "CompareMembers");

const texts = platformManagerTexts.selected;

/**
 * Part 1 §2 with a platform selected: its three tabs. The tab is the address's `menu` and the
 * address follows the tab (replacing the entry, so Back leaves the platform rather than the tab);
 * a missing or unknown `menu` becomes 1.
 */
export function PlatformTabs({ platformId }: { platformId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const menu = readMenu(searchParams.get("menu"));
  const query = useMyPlatforms();
  const platform = query.data?.find((own) => own._id === platformId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (menu) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("menu", "1");
        return next;
      },
      { replace: true },
    );
  }, [menu, setSearchParams]);

  // The link that opened the platform is gone: its heading takes focus, and the reader starts there.
  const shownId = platform?._id;
  useEffect(() => {
    if (shownId) headingRef.current?.focus();
  }, [shownId]);

  const selectTab = (value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("menu", value);
        return next;
      },
      { replace: true },
    );
  };

  if (query.isPending) {
    return (
      <Frame>
        <Spinner label={commonTexts.loading} />
      </Frame>
    );
  }
  if (query.data === undefined) {
    return (
      <Frame>
        <RetryAlert className="mt-6" onRetry={() => void query.refetch()}>
          <p>{platformManagerTexts.myPlatforms.loadFailed}</p>
        </RetryAlert>
      </Frame>
    );
  }
  if (!platform) {
    return (
      <Frame>
        <PageTitle title={commonTexts.places.myPlatforms} />
        <p role="alert" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-6 text-amber-950">
          {texts.notMine}
        </p>
      </Frame>
    );
  }

  const tabs: { value: ManagerMenu; label: string; content: ReactNode }[] = [
    {
      value: "1",
      label: texts.tabs.newTournament,
      content: (
        <LazyPartView part={newTournamentTab} loading={<Spinner label={commonTexts.loading} />}>
          {(Tab) => <Tab platform={platform} />}
        </LazyPartView>
      ),
    },
    {
      value: "2",
      label: texts.tabs.active,
      content: (
        <LazyPartView part={activeTournamentsTab} loading={<Spinner label={commonTexts.loading} />}>
          {(Tab) => <Tab platform={platform} />}
        </LazyPartView>
      ),
    },
    {
      value: "3",
      label: texts.tabs.members,
      content: (
        <div className="flex flex-col gap-6">
          <LazyPartView part={compareMembers} loading={<Spinner label={commonTexts.loading} />}>
            {(Compare) => <Compare platformId={platform._id} />}
          </LazyPartView>
          <section aria-labelledby="platform-uyeleri">
            <h2 id="platform-uyeleri" className="mb-3 text-xl font-bold text-slate-900">
              {texts.membersHeading}
            </h2>
            <MemberGrid platformId={platform._id} />
          </section>
        </div>
      ),
    },
  ];

  return (
    <Frame>
      <PageTitle title={platform.name} />
      <div className="mt-4 mb-6 flex items-center gap-4">
        <PlatformImage name={platform.name} image={platform.platformImage} size={64} />
        {/* The name wraps, also inside one long word, rather than widening the page on a phone. */}
        <div className="min-w-0 flex-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 outline-none sm:text-3xl">
            {platform.name}
          </h1>
          <p className="mt-1 text-slate-600">
            {gameLabel(platform.game)} · {playAreaLabel(platform.deviceType)}
          </p>
        </div>
      </div>
      <Tabs label={texts.tabsLabel} value={menu ?? "1"} onValueChange={selectTab} tabs={tabs} />
    </Frame>
  );
}
