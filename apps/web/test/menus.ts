import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Opens a layout menu as a mouse does: the pointer arrives (the menu's code loads and the real
 * button replaces its stand-in, ui/deferred-menu.tsx), then presses. Returns the menu and its button.
 */
export async function openMenu(user: UserEvent, name: string) {
  const standIn = screen.getByRole("button", { name });
  // Radix marks its button with data-state; the stand-in has none.
  if (!standIn.hasAttribute("data-state")) {
    await user.hover(standIn);
    await waitFor(() => expect(standIn.isConnected).toBe(false));
  }
  const button = screen.getByRole("button", { name });
  await user.click(button);
  return { menu: within(await screen.findByRole("menu")), button };
}
