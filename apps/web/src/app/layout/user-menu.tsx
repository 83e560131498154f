import type { User } from "@turnuva/contract";
import { Avatar } from "@/ui/avatar.tsx";
import { DeferredMenu } from "@/ui/deferred-menu.tsx";
import { useAccountMenuItems } from "./account-menu.ts";

/** Desktop user menu: avatar and username open Profil and Çıkış Yap (part 1 §2), then 'Tema'. */
export function UserMenu({ user }: { user: User }) {
  const items = useAccountMenuItems();
  return (
    <DeferredMenu
      side="bottom"
      items={items}
      themeChoice
      triggerClassName="flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      trigger={
        <>
          <Avatar username={user.username} image={user.profileImage} size={32} decorative />
          <span className="max-w-40 truncate">{user.username}</span>
          <span aria-hidden="true" className="text-xs text-slate-500">
            ▾
          </span>
        </>
      }
    />
  );
}
