import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { openMenu } from "./menus.ts";
import { renderApp } from "./render-app.tsx";
import { stubServer, userJson } from "./network-stub.ts";

describe("mobile bottom bar", () => {
  it("offers login and sign-up to a visitor behind the menu button, which Escape closes", async () => {
    stubServer({});
    const user = userEvent.setup();
    renderApp("/hakkimizda");
    const bar = within(await screen.findByRole("navigation", { name: "Alt menü" }));

    expect(bar.queryByRole("button", { name: "Oluştur" })).toBeNull();
    const toggle = bar.getByRole("button", { name: "Menü" });
    await user.click(toggle);
    const menu = within(await screen.findByRole("menu"));
    expect(menu.getByRole("menuitem", { name: "Giriş Yap" }).getAttribute("href")).toBe("/giris-yap");
    expect(menu.getByRole("menuitem", { name: "Kayıt Ol" }).getAttribute("href")).toBe("/kayit-ol");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(bar.getByRole("button", { name: "Menü" }));
  });

  it("gives a logged-in user Create, Profile and Log out", async () => {
    window.localStorage.setItem("token", "t-stored");
    stubServer({
      "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("ayse") } }),
      "POST /api/auth/logout": () => ({ status: 204, body: null }),
    });
    const user = userEvent.setup();
    renderApp("/hakkimizda");
    const bar = within(await screen.findByRole("navigation", { name: "Alt menü" }));

    // Create is a button: it checks the platforms first (test/create-button.test.tsx).
    expect(await bar.findByRole("button", { name: "Oluştur" })).toBeTruthy();
    const { menu } = await openMenu(user, "Menü");
    expect(menu.getByRole("menuitem", { name: "Profil" }).getAttribute("href")).toBe("/profil");
    await user.click(menu.getByRole("menuitem", { name: "Çıkış Yap" }));

    expect(await bar.findByRole("button", { name: "Menü" })).toBeTruthy();
    expect(bar.queryByRole("button", { name: "Oluştur" })).toBeNull();
    expect(window.localStorage.getItem("token")).toBeNull();
  });
});
