import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigate } from "react-router";
import { onUnauthorized } from "../../lib/api-client.ts";
import type { LoginLocationState } from "../../lib/login-state.ts";
import { paths } from "../../lib/paths.ts";
import { tr } from "../../texts/tr.ts";
import { MobileBottomBar } from "./mobile-bottom-bar.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();

  // Part 1 §4: a 401 on the user API sends the person to /giris-yap (the session itself is
  // already cleared by the provider); they come back here after logging in again.
  useEffect(
    () =>
      onUnauthorized((scope) => {
        if (scope !== "user") return;
        const state: LoginLocationState = { from: `${location.pathname}${location.search}` };
        void navigate(paths.login.href(), { state });
      }),
    [navigate, location.pathname, location.search],
  );

  return (
    // Bottom padding below md keeps the footer clear of the fixed bottom bar.
    <div className="flex min-h-dvh flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main"
        className="sr-only rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {tr.common.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <MobileBottomBar />
      <ScrollRestoration />
    </div>
  );
}
