import { useLayoutEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { preloadVisitorHome } from "@/features/home/home-page.tsx";
import { paths } from "@/lib/paths.ts";
import { useSession } from "@/lib/session/use-session.ts";

/** Location state that asks the page arrived at to sign the person out. */
interface LogoutState {
  signOut: true;
}

function asksForSignOut(state: unknown): state is LogoutState {
  return typeof state === "object" && state !== null && (state as Record<string, unknown>).signOut === true;
}

/**
 * Logout ends on the home page. The session is cleared only once the home page is on screen
 * (useSignOutOnArrival): cleared earlier, a protected page would still be showing and its guard
 * would send the person to /giris-yap instead.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    preloadVisitorHome();
    const state: LogoutState = { signOut: true };
    void navigate(paths.home.href(), { state });
  };
}

/**
 * The other half of useLogout, in the layout: signs out before the page paints, then drops the
 * request. True while it does, so the layout shows no page with the old session meanwhile.
 */
export function useSignOutOnArrival(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const arrivedToSignOut = asksForSignOut(location.state);

  useLayoutEffect(() => {
    if (!arrivedToSignOut) return;
    signOut();
    // Replaced, so Back or a reload does not sign out again.
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [arrivedToSignOut, signOut, navigate, location.pathname, location.search]);
  return arrivedToSignOut;
}
