import { paths } from "@/lib/paths.ts";

/**
 * Part 1 §2: the manager's state lives in the address: `platformId` (the selected platform) and
 * `menu` (its tab: 1 'Yeni Turnuva', 2 'Aktif/Yarım', 3 'Karşılaştır/Üyeler').
 */
export const managerMenus = ["1", "2", "3"] as const;
export type ManagerMenu = (typeof managerMenus)[number];

/** The tab an address asks for, or null when it names none the manager has. */
export function readMenu(value: string | null): ManagerMenu | null {
  return (managerMenus as readonly (string | null)[]).includes(value) ? (value as ManagerMenu) : null;
}

/** Opening a platform always starts on its first tab (part 1 §2). */
export function selectedPlatformHref(platformId: string): string {
  return `${paths.platforms.href()}?${new URLSearchParams({ platformId, menu: "1" }).toString()}`;
}
