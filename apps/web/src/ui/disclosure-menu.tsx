import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cx } from "./class-names.ts";

interface DisclosureMenuProps {
  /** What the toggle shows; its text (or `label`) is the button's accessible name. */
  button: ReactNode;
  label?: string;
  buttonClassName?: string;
  /** Where the panel opens relative to the button. */
  placement: "below" | "above";
  panelClassName?: string;
  /** Rendered only while open; `close` is for items that navigate or act. */
  children: (close: () => void) => ReactNode;
}

/**
 * A menu of a few links and buttons behind a toggle, built as a disclosure (WAI-ARIA APG
 * "disclosure navigation"): the items stay ordinary links and buttons reachable with Tab, which
 * keeps them simple to use with any input. Escape closes and returns focus to the toggle; a click
 * or focus outside closes it too.
 */
export function DisclosureMenu({ button, label, buttonClassName, placement, panelClassName, children }: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          toggleRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        // The panel exists only while open; pointing at a missing element confuses screen readers.
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {button}
      </button>
      {open ? (
        <div
          id={panelId}
          className={cx(
            "absolute right-0 z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg",
            placement === "below" ? "top-full mt-2" : "bottom-full mb-2",
            panelClassName,
          )}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}

/** The look of one item in a DisclosureMenu, for links and buttons alike. */
export const menuItemClasses =
  "flex min-h-11 w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100";
