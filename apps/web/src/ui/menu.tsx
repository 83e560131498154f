import { useEffect, useRef } from "react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import type { MenuProps } from "./menu-types.ts";
import { ThemeChoiceGroup } from "./theme-choice.tsx";

/** The look of one item: a link or an action, highlighted by pointer and arrow keys alike. */
const itemClasses =
  "flex min-h-11 w-full cursor-pointer items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 outline-none select-none data-[highlighted]:bg-slate-100";

/**
 * A menu of links and actions (WAI-ARIA menu button) on Radix's DropdownMenu: arrow keys, Home and
 * End, type-ahead, Escape back to the button, focus kept inside while open. Not modal, so the page
 * behind stays usable and a click outside simply closes it. Load it through DeferredMenu.
 */
export function Menu({
  trigger,
  label,
  triggerClassName,
  items,
  themeChoice = false,
  side,
  defaultOpen = false,
  focusTrigger = false,
  focusFirstItem = false,
}: MenuProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // DeferredMenu swaps its stand-in button for this one; focus moves across with it.
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, [focusTrigger, defaultOpen]);
  // Radix focuses the first item when its own button saw the key; here the stand-in did, so once
  // Radix has focused the open menu itself (after this render's effects), the first item is.
  useEffect(() => {
    if (!defaultOpen || !focusFirstItem) return;
    const timer = setTimeout(() => contentRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => clearTimeout(timer);
  }, [defaultOpen, focusFirstItem]);

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} aria-label={label} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side={side}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
          ref={contentRef}
        >
          {items.map((item) =>
            "href" in item ? (
              <DropdownMenu.Item key={item.label} asChild className={itemClasses}>
                <Link to={item.href} state={item.state}>
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={item.label} onSelect={item.onSelect} className={itemClasses}>
                {item.label}
              </DropdownMenu.Item>
            ),
          )}
          {themeChoice && <ThemeChoiceGroup itemClassName={itemClasses} separated={items.length > 0} />}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
