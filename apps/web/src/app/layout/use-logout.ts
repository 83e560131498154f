import { useNavigate } from "react-router";
import { paths } from "../../lib/paths.ts";
import { useSession } from "../../lib/session/use-session.ts";

/** Logout ends on the home page, so nobody is left on a page that now asks them to log in. */
export function useLogout(): () => void {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return () => {
    signOut();
    void navigate(paths.home.href());
  };
}
