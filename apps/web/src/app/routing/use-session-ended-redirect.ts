import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ApiScope } from "@/lib/api-client.ts";
import type { LoginLocationState } from "@/lib/login-state.ts";
import { paths } from "@/lib/paths.ts";

/**
 * Part 1 §4: a 401 on the user API sends the person to /giris-yap, remembering where they were so
 * they come back after logging in again; so does a 401 on any write (a score reported, a
 * tournament created), which needed them signed in. The query client is made once, so it gets one stable
 * callback that reads the latest location and navigate function.
 */
export function useSessionEndedRedirect(): (scope: ApiScope, write: boolean) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, location });
  useEffect(() => {
    latest.current = { navigate, location };
  });

  return useCallback((scope: ApiScope, write: boolean) => {
    const { navigate, location } = latest.current;
    if ((scope !== "user" && !write) || location.pathname === paths.login.href()) return;
    const state: LoginLocationState = { from: `${location.pathname}${location.search}` };
    void navigate(paths.login.href(), { state });
  }, []);
}
