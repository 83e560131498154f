import { startTransition, Suspense, useState, type ButtonHTMLAttributes } from "react";
import { lazyNamed } from "@/lib/lazy-named.ts";
import { ErrorBoundary } from "./error-boundary.tsx";
import type { MenuProps } from "./menu-types.ts";

const Menu = lazyNamed(() => import("./menu.tsx"), "Menu");

type DeferredMenuProps = Omit<MenuProps, "defaultOpen" | "focusTrigger" | "focusFirstItem">;

interface Intent {
  open: boolean;
  focus: boolean;
  /** Opened from the keyboard: the first item takes focus, as Radix does for its own key press. */
  keyboard: boolean;
}

/**
 * A menu whose code (Radix, about 28 kB gzip) loads when someone reaches for it: pointer over the
 * button, focus on it or a press. Until then a look-alike button stands in, so the layout's menus
 * cost the first screen nothing (the budget of the house issue). The swap happens in a
 * transition, so the stand-in keeps its place and focus until the real menu is ready; a press
 * made meanwhile opens it. If the code cannot be loaded, the stand-in stays.
 */
export function DeferredMenu(props: DeferredMenuProps) {
  const [intent, setIntent] = useState<Intent | null>(null);
  const want = (next: Partial<Intent>) =>
    startTransition(() => setIntent((current) => ({ open: false, focus: false, keyboard: false, ...current, ...next })));

  const standIn = (handlers: Pick<ButtonHTMLAttributes<HTMLButtonElement>, "onPointerDown" | "onKeyDown" | "onClick">) => (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.label}
      className={props.triggerClassName}
      onPointerEnter={() => want({})}
      onFocus={() => want({ focus: true })}
      onBlur={() => want({ focus: false })}
      {...handlers}
    >
      {props.trigger}
    </button>
  );

  // Like Radix's own button: the primary button opens on pointer down, whose default is prevented
  // so that a touch does not go on to focus (and so close) the real menu that may replace this one
  // within the same tap; Enter, Space and ArrowDown open it with the first item focused.
  const opening = standIn({
    onPointerDown: (event) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      want({ open: true });
    },
    onKeyDown: (event) => {
      if (event.key !== "Enter" && event.key !== " " && event.key !== "ArrowDown") return;
      event.preventDefault();
      want({ open: true, keyboard: true });
    },
    // A press with no pointer before it (assistive technology).
    onClick: () => want({ open: true }),
  });
  // The code could not be loaded: a deliberate press reloads the page, which fetches the current
  // files (after a deploy); offline there is nothing to fetch, so nothing happens.
  const reloading = standIn({
    onClick: () => {
      if (navigator.onLine) window.location.reload();
    },
  });

  return (
    <ErrorBoundary fallback={reloading}>
      <Suspense fallback={opening}>
        {intent ? <Menu {...props} defaultOpen={intent.open} focusTrigger={intent.focus} focusFirstItem={intent.keyboard} /> : opening}
      </Suspense>
    </ErrorBoundary>
  );
}
