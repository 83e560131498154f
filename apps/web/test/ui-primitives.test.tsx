import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeferredMenu } from "@/ui/deferred-menu.tsx";
import { Dialog } from "@/ui/dialog.tsx";
import { Tabs } from "@/ui/tabs.tsx";
import { ToastProvider, useToast } from "@/ui/toast.tsx";
import type { ToastMessage } from "@/ui/toast-types.ts";

describe("Dialog", () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Sil
        </button>
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="Platform Resmini Sil"
          description="Bu işlem geri alınamaz."
          actions={<button type="button">İptal</button>}
        />
      </>
    );
  }

  it("moves focus in, names itself by its title, closes on Escape and gives focus back", async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole("button", { name: "Sil" });
    await user.click(opener);

    const dialog = screen.getByRole("dialog", { name: "Platform Resmini Sil" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByText("Bu işlem geri alınamaz.").id).toBe(dialog.getAttribute("aria-describedby"));

    // Tab cycles inside: from the last control back to the first, never to the page behind.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("closes with its labelled close button", async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole("button", { name: "Sil" }));
    await user.click(screen.getByRole("button", { name: "Kapat" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("Dialog whose opener is gone", () => {
  function Row() {
    const [open, setOpen] = useState(false);
    return (
      <main id="main" tabIndex={-1}>
        {/* The row, and its button, go away as the dialog opens (as a deleted row would). */}
        {open ? null : (
          <button type="button" onClick={() => setOpen(true)}>
            Sil
          </button>
        )}
        <Dialog open={open} onOpenChange={setOpen} title="Silindi" />
      </main>
    );
  }

  it("gives focus to the page's content when it closes", async () => {
    const user = userEvent.setup();
    render(<Row />);
    await user.click(screen.getByRole("button", { name: "Sil" }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement?.id).toBe("main"));
  });
});

describe("Tabs", () => {
  it("shows one panel at a time and moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Turnuva bölümleri"
        tabs={[
          { value: "fixture", label: "Fikstür", content: <p>Maçlar</p> },
          { value: "standings", label: "Puan Durumu", content: <p>Tablo</p> },
        ]}
      />,
    );
    expect(screen.getByRole("tablist", { name: "Turnuva bölümleri" })).toBeTruthy();
    expect(screen.getByRole("tabpanel").textContent).toBe("Maçlar");

    await user.click(screen.getByRole("tab", { name: "Fikstür" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Puan Durumu" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Tablo");
  });

  it("wraps the row on a phone rather than cutting a tab off, and the arrow keys still go through the tabs in order", async () => {
    // The platform manager's three tabs: at 375 px the last was cut to 'Karşılaştır/Üye'.
    const user = userEvent.setup();
    render(
      <Tabs
        label="Platform bölümleri"
        tabs={[
          { value: "1", label: "Yeni Turnuva", content: <p>Yeni</p> },
          { value: "2", label: "Aktif/Yarım", content: <p>Aktif</p> },
          { value: "3", label: "Karşılaştır/Üyeler", content: <p>Üyeler</p> },
        ]}
      />,
    );
    // jsdom lays nothing out: the classes are what a browser wraps by (checked at 320, 360 and 375 px).
    const list = screen.getByRole("tablist", { name: "Platform bölümleri" });
    expect(list.classList).toContain("flex-wrap");
    expect(list.classList).not.toContain("overflow-x-auto");
    for (const tab of screen.getAllByRole("tab")) {
      expect(tab.classList).not.toContain("whitespace-nowrap");
      expect(tab.classList).not.toContain("shrink-0");
    }

    await user.click(screen.getByRole("tab", { name: "Yeni Turnuva" }));
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Karşılaştır/Üyeler" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Üyeler");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Yeni Turnuva" }));
  });
});

describe("DeferredMenu", () => {
  function renderMenu() {
    const onSelect = vi.fn();
    render(
      <MemoryRouter>
        <DeferredMenu
          side="bottom"
          label="Hesap"
          triggerClassName=""
          trigger="ayse"
          items={[
            { label: "Profil", href: "/profil" },
            { label: "Çıkış Yap", onSelect },
          ]}
        />
      </MemoryRouter>,
    );
    return onSelect;
  }

  it("keeps focus on the button while its code loads, opens on Enter and returns focus on Escape", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.tab();
    // The stand-in had focus; the real button, once loaded, has it.
    await waitFor(() => expect(document.activeElement?.getAttribute("data-state")).toBe("closed"));
    const button = screen.getByRole("button", { name: "Hesap" });
    expect(document.activeElement).toBe(button);

    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Profil" }).getAttribute("href")).toBe("/profil");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("opened from the keyboard before its code arrived, focuses the first item", async () => {
    renderMenu();
    // The key reaches the stand-in, not Radix's button, which does not exist yet.
    fireEvent.keyDown(screen.getByRole("button", { name: "Hesap" }), { key: "Enter" });
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(document.activeElement).toBe(within(menu).getByRole("menuitem", { name: "Profil" })));
  });

  it("opens when pressed before its code has arrived, and runs an action item", async () => {
    const user = userEvent.setup();
    const onSelect = renderMenu();
    // A press with no pointer arriving first (a tap, assistive technology): the menu opens once loaded.
    screen.getByRole("button", { name: "Hesap" }).click();
    const menu = await screen.findByRole("menu");
    await user.click(within(menu).getByRole("menuitem", { name: "Çıkış Yap" }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
  });
});

describe("toasts", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  let show: (toast: ToastMessage) => void = () => {};
  function Grab() {
    show = useToast();
    return null;
  }

  async function showAndAdvance(toast: ToastMessage) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    );
    act(() => show(toast));
    await screen.findByText(toast.title);
  }

  it("goes by itself after 5000 ms", async () => {
    await showAndAdvance({ title: "Başarılı!", description: "Platform resmi başarıyla yüklendi.", tone: "success" });
    expect(screen.getByText("Platform resmi başarıyla yüklendi.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByText("Başarılı!")).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(screen.queryByText("Başarılı!")).toBeNull());
  });

  it("keeps its corner after the last toast there has gone, so focus inside it is not dropped", async () => {
    await showAndAdvance({ title: "Kaydedildi", tone: "success" });
    expect(screen.getByRole("region", { name: "Bildirimler (F8)" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5100));
    await waitFor(() => expect(screen.queryByText("Kaydedildi")).toBeNull());
    expect(screen.getByRole("region", { name: "Bildirimler (F8)" })).toBeTruthy();
  });

  it("keeps an error for 8000 ms", async () => {
    await showAndAdvance({ title: "Yükleme Hatası", tone: "error" });
    await act(() => vi.advanceTimersByTimeAsync(7900));
    expect(screen.queryByText("Yükleme Hatası")).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(screen.queryByText("Yükleme Hatası")).toBeNull());
  });

  it("puts each toast in the corner asked for", async () => {
    await showAndAdvance({ title: "Sol üst", position: "top-left" });
    act(() => show({ title: "Sağ alt" }));
    const topLeft = (await screen.findByText("Sol üst")).closest("ol");
    const bottomRight = (await screen.findByText("Sağ alt")).closest("ol");
    expect(topLeft?.className).toContain("top-4 left-4");
    expect(bottomRight?.className).toContain("right-4");
    expect(bottomRight?.className).toContain("md:bottom-4");
  });
});
