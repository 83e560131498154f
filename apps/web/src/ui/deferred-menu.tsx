import { startTransition, Suspense, useState } from "react";
import { lazyNamed } from "../lib/lazy-named.ts";
import { LoadBoundary } from "./load-boundary.tsx";
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
 * pointer's arrival has started the load long before a hand can press.) If the code cannot be
 * loaded, the stand-in stays and a press reloads the page, which fetches the current files.
 */
export function DeferredMenu(props: DeferredMenuProps) {
  const [intent, setIntent] = useState<Intent | null>(null);
  const want = (next: Partial<Intent>) =>
    startTransition(() => setIntent((current) => ({ open: false, focus: false, ...current, ...next })));

  const standIn = (onPress: () => void) => (
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
      onPointerDown={onPress}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " " || event.key === "ArrowDown") onPress();
      }}
      onClick={onPress}
    >
      {props.trigger}
    </button>
  );
  const open = () => want({ open: true });

  return (
    <LoadBoundary fallback={standIn(() => window.location.reload())}>
      <Suspense fallback={standIn(open)}>
        {intent ? <Menu {...props} defaultOpen={intent.open} focusTrigger={intent.focus} /> : standIn(open)}
      </Suspense>
    </LoadBoundary>
  );
}
