import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "../../lib/session/use-session.ts";
import { commonTexts } from "../../texts/common.ts";
import { platformTexts } from "../../texts/platforms.ts";
import { AuthLinks } from "../../ui/auth-links.tsx";
import { ComingSoon } from "../../ui/coming-soon.tsx";
import { Page } from "../../ui/page.tsx";
import { PageTitle } from "../../ui/page-title.tsx";

/** Part 1 §2 /platformlar: the public list for visitors, the platform manager when logged in. */
export function PlatformsPage() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();

  // Part 1 §2: the obsolete action=createTournament parameter is removed on load.
  const hasObsoleteAction = searchParams.has("action");
  useEffect(() => {
    if (!hasObsoleteAction) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("action");
        return next;
      },
      { replace: true },
    );
  }, [hasObsoleteAction, setSearchParams]);

  if (user) {
    return (
      <Page heading={commonTexts.places.myPlatforms}>
        <PageTitle title={commonTexts.places.myPlatforms} />
        <ComingSoon>{platformTexts.managerSoon}</ComingSoon>
      </Page>
    );
  }

  return (
    <Page heading={commonTexts.places.platforms} intro={platformTexts.visitorIntro}>
      <PageTitle title={commonTexts.places.platforms} />
      <AuthLinks className="flex flex-col gap-3 sm:flex-row" />
      <div className="mt-8">
        <ComingSoon>{platformTexts.publicListSoon}</ComingSoon>
      </div>
    </Page>
  );
}
