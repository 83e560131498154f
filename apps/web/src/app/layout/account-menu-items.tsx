import { Link } from "react-router";
import { paths } from "../../lib/paths.ts";
import { commonTexts } from "../../texts/common.ts";
import { navTexts } from "../../texts/nav.ts";
import { menuItemClasses } from "../../ui/disclosure-menu.tsx";
import { useLogout } from "./use-logout.ts";

/** Profil and Çıkış Yap: the same two items in the desktop user menu and the phone's overflow menu. */
export function AccountMenuItems({ close }: { close: () => void }) {
  const logout = useLogout();
  return (
    <>
      <li>
        <Link to={paths.ownProfile.href()} onClick={close} className={menuItemClasses}>
          {navTexts.profile}
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
          {commonTexts.actions.logout}
        </button>
      </li>
    </>
  );
}
