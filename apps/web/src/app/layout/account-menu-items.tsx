import { Link } from "react-router";
import { paths } from "../../lib/paths.ts";
import { tr } from "../../texts/tr.ts";
import { menuItemClasses } from "../../ui/disclosure-menu.tsx";
import { useLogout } from "./use-logout.ts";

/** Profil and Çıkış Yap: the same two items in the desktop user menu and the phone's overflow menu. */
export function AccountMenuItems({ close }: { close: () => void }) {
  const logout = useLogout();
  return (
    <>
      <li>
        <Link to={paths.ownProfile.href()} onClick={close} className={menuItemClasses}>
          {tr.nav.profile}
        </Link>
      </li>
      <li>
        <button
          type="button"
          onClick={() => {
            close();
            logout();
          }}
          className={menuItemClasses}
        >
          {tr.nav.logout}
        </button>
      </li>
    </>
  );
}
