import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { commonTexts } from "@/texts/common.ts";
import { ErrorBoundary } from "@/ui/error-boundary.tsx";
import { Spinner } from "@/ui/spinner.tsx";
import { NotificationAnnouncer } from "@/features/notifications/notification-bell.tsx";
import { RouteError } from "@/app/routing/route-error.tsx";
import { ScrollToTop } from "@/app/routing/scroll-to-top.ts";
import { MobileBottomBar } from "./mobile-bottom-bar.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useSignOutOnArrival } from "./use-logout.ts";

export function RootLayout() {
  const location = useLocation();
  const signingOut = useSignOutOnArrival();

  return (
    // Bottom padding below md keeps the footer clear of the fixed bottom bar.
    <div className="flex min-h-dvh flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main"
        className="sr-only rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {commonTexts.skipToContent}
      </a>
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives
          after the first paint (a spinner, then the data) pushes nothing visible down (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <ErrorBoundary resetKey={location.pathname} fallback={<RouteError />}>
          {/* A page's code arrives with it; navigations keep the old page until it has (transitions). */}
          <Suspense fallback={<Spinner label={commonTexts.loading} />}>{signingOut ? null : <Outlet />}</Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <MobileBottomBar />
      <NotificationAnnouncer />
      <ScrollToTop />
    </div>
  );
}
