import type { User } from "@turnuva/contract";
import { Avatar } from "../../ui/avatar.tsx";
import { DisclosureMenu } from "../../ui/disclosure-menu.tsx";
import { AccountMenuItems } from "./account-menu-items.tsx";

/** Desktop user menu: avatar and username open Profil and Çıkış Yap (part 1 §2). */
export function UserMenu({ user }: { user: User }) {
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
          <AccountMenuItems close={close} />
        </ul>
      )}
    </DisclosureMenu>
  );
}
