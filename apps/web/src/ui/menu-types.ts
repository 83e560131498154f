import type { ReactNode } from "react";

/** One entry of a menu: a place to go, or something to do. */
export type MenuItem = { label: string; href: string; state?: unknown } | { label: string; onSelect: () => void };

export interface MenuProps {
  /** What the menu button shows; its text (or `label`) is the button's accessible name. */
  trigger: ReactNode;
  label?: string;
  triggerClassName: string;
  items: readonly MenuItem[];
  /** Ends the menu with the theme choice, 'Tema': Açık, Koyu, Sistem (ui/theme-choice.tsx). */
  themeChoice?: boolean;
  /** Which side of the button the menu opens on (the phone's bottom bar opens upwards). */
  side: "top" | "bottom";
  /** Open as soon as it mounts: the person pressed the stand-in button while the code loaded. */
  defaultOpen?: boolean;
  /** Take focus as soon as it mounts: the stand-in button had it. */
  focusTrigger?: boolean;
  /** When it opens at once, focus its first item (the stand-in was opened from the keyboard). */
  focusFirstItem?: boolean;
}
