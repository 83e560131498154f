import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "@/lib/session/use-session.ts";
import { readToken } from "@/lib/token-storage.ts";
import { commonTexts } from "@/texts/common.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { AuthLinks } from "@/ui/auth-links.tsx";
import { Page } from "@/ui/page.tsx";
import { PageTitle } from "@/ui/page-title.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { LazyPartView, lazyPart } from "./manager/lazy-part.tsx";
import { VisitorPlatformList } from "./visitor-platform-list.tsx";

// The manager (forms, dialogs, tabs and their libraries) is a face of its own: a visitor never
// downloads it, and a member starts loading it as this page's code runs, beside the session check.
const loadManager = () => import("./manager/platform-manager.tsx");
if (readToken()) void loadManager().catch(() => undefined);
// Without its code (the connection dropped) the page says so in place, with 'Tekrar Dene'.
const platformManager = lazyPart(loadManager, "PlatformManager");

/** Part 1 §2 /platformlar: the public list for visitors, the platform manager when logged in. */
export function PlatformsPage() {
  const { user, loading } = useSession();
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

  // While a stored session is checked neither face shows, so nobody sees the other one flash.
  if (loading) return <Spinner label={commonTexts.sessionChecking} />;

  if (user) {
    return (
      <LazyPartView
        part={platformManager}
        loading={<Spinner label={commonTexts.loading} />}
        frame={(failure) => (
          <Page heading={commonTexts.places.platforms}>
            <PageTitle title={commonTexts.places.myPlatforms} />
            {failure}
          </Page>
        )}
      >
        {(PlatformManager) => <PlatformManager user={user} />}
      </LazyPartView>
    );
  }

  return (
    <Page heading={commonTexts.places.platforms} intro={platformTexts.visitorIntro}>
      <PageTitle title={commonTexts.places.platforms} />
      <AuthLinks className="flex flex-col gap-3 sm:flex-row" />
      <div className="mt-8">
        <VisitorPlatformList />
      </div>
    </Page>
  );
}
