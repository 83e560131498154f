import { Navigate, Outlet, useLocation } from "react-router";
import { returnPathFrom } from "@/lib/login-state.ts";
import { useSession } from "@/lib/session/use-session.ts";
import { commonTexts } from "@/texts/common.ts";
import { Spinner } from "@/ui/spinner.tsx";

/**
 * Part 1 §2: /giris-yap and /kayit-ol send a logged-in person away. They go where login would
 * have taken them (the remembered origin, else /), so a fresh login and a stale visit agree.
 */
export function GuestOnly() {
  const { user, loading } = useSession();
  const location = useLocation();

  if (loading) return <Spinner label={commonTexts.sessionChecking} />;
  if (user) return <Navigate to={returnPathFrom(location.state)} replace />;
  return <Outlet />;
}
