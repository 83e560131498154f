import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openMenu } from "./menus.ts";
import { renderApp } from "./render-app.tsx";
import { stubServer, userJson } from "./network-stub.ts";

// The theme choice: kept in local storage under "theme", shown on <html data-theme> (none: the
// stylesheet follows the system's prefers-color-scheme, which a real browser checks in
// e2e/tests/accessibility.spec.ts), chosen in the layout's menus, applied by src/lib/theme/boot.ts
// before the first paint of the next page.

const root = document.documentElement;

/** Runs the script the page's <head> loads (src/lib/theme/boot.ts), as a new page load does. */
async function loadPage() {
  vi.resetModules();
  await import("@/lib/theme/boot.ts");
}

function signedIn(username: string) {
  window.localStorage.setItem("token", "t-stored");
  stubServer({ "GET /api/auth/me": () => ({ status: 200, body: { user: userJson(username) } }) });
}

/** An item's text without what is hidden from assistive technology (the check mark). */
const shownName = (item: HTMLElement) =>
  [...item.childNodes].map((node) => (node instanceof Element && node.getAttribute("aria-hidden") === "true" ? "" : node.textContent)).join("");

afterEach(() => {
  delete root.dataset.theme;
});

describe("the theme before the first paint", () => {
  it("applies a stored 'light' or 'dark' to <html>", async () => {
    window.localStorage.setItem("theme", "dark");
    await loadPage();
    expect(root.dataset.theme).toBe("dark");

    window.localStorage.setItem("theme", "light");
    await loadPage();
    expect(root.dataset.theme).toBe("light");
  });

  it("leaves <html> to the system's setting when nothing, or nothing it knows, is stored", async () => {
    await loadPage();
    expect(root.hasAttribute("data-theme")).toBe(false);

    window.localStorage.setItem("theme", "sepia");
    await loadPage();
    expect(root.hasAttribute("data-theme")).toBe(false);
  });

  it("leaves it to the system when storage cannot be read", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    await loadPage();
    expect(root.hasAttribute("data-theme")).toBe(false);
  });
});

describe("choosing the theme in the menus", () => {
  it("a member's user menu: 'Tema' with Sistem checked; Koyu applies at once, is kept and shows as checked; Sistem forgets it", async () => {
    signedIn("ayse");
    const user = userEvent.setup();
    renderApp("/hakkimizda");
    await screen.findByRole("button", { name: "ayse" });

    let { menu } = await openMenu(user, "ayse");
    const group = within(menu.getByRole("group", { name: "Tema" }));
    expect(group.getAllByRole("menuitemradio").map(shownName)).toEqual(["Açık", "Koyu", "Sistem"]);
    expect(group.getByRole("menuitemradio", { name: "Sistem" }).getAttribute("aria-checked")).toBe("true");

    await user.click(group.getByRole("menuitemradio", { name: "Koyu" }));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(root.dataset.theme).toBe("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
    // The next page load applies it before anything is painted.
    delete root.dataset.theme;
    await loadPage();
    expect(root.dataset.theme).toBe("dark");

    ({ menu } = await openMenu(user, "ayse"));
    expect(menu.getByRole("menuitemradio", { name: "Koyu" }).getAttribute("aria-checked")).toBe("true");
    await user.click(menu.getByRole("menuitemradio", { name: "Açık" }));
    expect(root.dataset.theme).toBe("light");
    expect(window.localStorage.getItem("theme")).toBe("light");

    ({ menu } = await openMenu(user, "ayse"));
    await user.click(menu.getByRole("menuitemradio", { name: "Sistem" }));
    expect(root.hasAttribute("data-theme")).toBe(false);
    expect(window.localStorage.getItem("theme")).toBeNull();
  });

  it("works from the keyboard: arrow keys to 'Koyu', Enter chooses it", async () => {
    signedIn("ayse");
    const user = userEvent.setup();
    renderApp("/hakkimizda");
    // Focus reaches the menu button (its code loads and the real button takes over the focus).
    (await screen.findByRole("button", { name: "ayse" })).focus();
    await waitFor(() => expect(document.activeElement?.hasAttribute("data-state")).toBe(true));
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const dark = within(menu).getByRole("menuitemradio", { name: "Koyu" });
    for (let step = 0; step < 5 && document.activeElement !== dark; step += 1) await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(dark);
    await user.keyboard("{Enter}");

    expect(root.dataset.theme).toBe("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });

  it("a visitor finds it in the phone's overflow menu, after Giriş Yap and Kayıt Ol", async () => {
    stubServer({});
    const user = userEvent.setup();
    renderApp("/hakkimizda");
    await screen.findByRole("navigation", { name: "Alt menü" });
    const { menu } = await openMenu(user, "Menü");
    expect(menu.getAllByRole("menuitem").map(shownName)).toEqual(["Giriş Yap", "Kayıt Ol"]);
    await user.click(menu.getByRole("menuitemradio", { name: "Açık" }));
    expect(root.dataset.theme).toBe("light");
    expect(window.localStorage.getItem("theme")).toBe("light");
  });

  it("a visitor on a desktop finds it behind the header's 'Tema' button", async () => {
    stubServer({});
    const user = userEvent.setup();
    renderApp("/hakkimizda");
    await screen.findByRole("link", { name: "Kayıt Ol" });

    const { menu } = await openMenu(user, "Tema");
    expect(menu.queryAllByRole("menuitem")).toEqual([]);
    await user.click(menu.getByRole("menuitemradio", { name: "Koyu" }));
    expect(root.dataset.theme).toBe("dark");
  });

  it("still applies the choice when storage refuses to keep it", async () => {
    stubServer({});
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const user = userEvent.setup();
    renderApp("/hakkimizda");
    await screen.findByRole("link", { name: "Kayıt Ol" });

    const uncaught: unknown[] = [];
    window.addEventListener("error", (event) => uncaught.push(event.error));
    let { menu } = await openMenu(user, "Tema");
    await user.click(menu.getByRole("menuitemradio", { name: "Koyu" }));
    expect(root.dataset.theme).toBe("dark");
    // The menu shows what the page shows.
    ({ menu } = await openMenu(user, "Tema"));
    expect(menu.getByRole("menuitemradio", { name: "Koyu" }).getAttribute("aria-checked")).toBe("true");
    expect(uncaught).toEqual([]);
  });
});
