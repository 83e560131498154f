import { startTransition, Suspense, useState } from "react";
import { lazyNamed } from "../lib/lazy-named.ts";
import type { MenuProps } from "./menu-types.ts";

const Menu = lazyNamed(() => import("./menu.tsx"), "Menu");

type DeferredMenuProps = Omit<MenuProps, "defaultOpen" | "focusTrigger">;

interface Intent {
  open: boolean;
  focus: boolean;
}

/**
 * A menu whose code (Radix, about 28 kB gzip) loads when someone reaches for it: pointer over the
 * button, focus on it or a press. Until then a look-alike button stands in, so the layout's menus
 * cost the first screen nothing (the budget of the house issue). The swap happens in a
 * transition, so the stand-in keeps its place and focus until the real menu is ready; a press
 * made meanwhile opens it. (A press that lands in the instant of the swap can be lost; the
 * pointer's arrival has started the load long before a hand can press.)
 */
export function DeferredMenu(props: DeferredMenuProps) {
  const [intent, setIntent] = useState<Intent | null>(null);
  const want = (next: Partial<Intent>) =>
    startTransition(() => setIntent((current) => ({ open: false, focus: false, ...current, ...next })));

  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.label}
      className={props.triggerClassName}
      onPointerEnter={() => want({})}
      onFocus={() => want({ focus: true })}
      onBlur={() => want({ focus: false })}
      // The real button opens on pointer down and on Enter, Space or ArrowDown; so does this one.
      onPointerDown={() => want({ open: true })}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") want({ open: true });
      }}
      onClick={() => want({ open: true })}
    >
      {props.trigger}
    </button>
  );

  return (
    <Suspense fallback={standIn}>
      {intent ? <Menu {...props} defaultOpen={intent.open} focusTrigger={intent.focus} /> : standIn}
    </Suspense>
  );
}
