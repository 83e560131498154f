import { paths } from "@/lib/paths.ts";
import { commonTexts } from "@/texts/common.ts";
import { navTexts } from "@/texts/nav.ts";
import type { MenuItem } from "@/ui/menu-types.ts";
import { useLogout } from "./use-logout.ts";

/** Profil and Çıkış Yap: the same two items in the desktop user menu and the phone's overflow menu. */
export function useAccountMenuItems(): MenuItem[] {
  const logout = useLogout();
  return [
    { label: navTexts.profile, href: paths.ownProfile.href() },
    { label: commonTexts.actions.logout, onSelect: logout },
  ];
}
