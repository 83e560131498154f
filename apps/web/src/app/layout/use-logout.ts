import { useNavigate } from "react-router";
import { paths } from "../../lib/paths.ts";
import { useSession } from "../../lib/session/use-session.ts";

/**
 * Logout ends on the home page. The session is cleared only once the home page is on screen
 * (flushSync commits the navigation at once instead of in a transition): cleared earlier, a
 * protected page would still be showing and its guard would send the person to /giris-yap.
 */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return () => {
    void Promise.resolve(navigate(paths.home.href(), { flushSync: true })).then(signOut);
  };
}
