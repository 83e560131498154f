import { Link } from "react-router";
import type { User } from "@turnuva/contract";
import { paths } from "../../lib/paths.ts";
import { tr } from "../../texts/tr.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { DisclosureMenu, menuItemClasses } from "../../ui/disclosure-menu.tsx";
import { useLogout } from "./use-logout.ts";

/** Desktop user menu: avatar and username open Profil and Çıkış Yap (part 1 §2). */
export function UserMenu({ user }: { user: User }) {
  const logout = useLogout();

  return (
    <DisclosureMenu
      placement="below"
      buttonClassName="flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      button={
        <>
          <Avatar username={user.username} image={user.profileImage} size={32} decorative />
          <span className="max-w-40 truncate">{user.username}</span>
          <span aria-hidden="true" className="text-xs text-slate-500">
            ▾
          </span>
        </>
      }
    >
      {(close) => (
        <ul>
          <li>
            <Link to={paths.ownProfile.href()} onClick={close} className={menuItemClasses}>
              {tr.nav.profile}
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => { close(); logout(); }} className={menuItemClasses}>
              {tr.nav.logout}
            </button>
          </li>
        </ul>
      )}
    </DisclosureMenu>
  );
}
