import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "@/lib/paths.ts";
import type { LoginLocationState } from "@/lib/login-state.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { commonTexts } from "@/texts/common.ts";
import { Spinner } from "@/ui/spinner.tsx";

/**
 * Part 1 §4: protected routes show the session-check spinner, then send a person without a
 * session to /giris-yap, remembering where they were so login can bring them back.
 */
export function RequireSession() {
  const { user, loading } = useSession();
  const location = useLocation();

  if (loading) return <Spinner label={commonTexts.sessionChecking} />;
  if (!user) {
    const state: LoginLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  return <Outlet />;
}
