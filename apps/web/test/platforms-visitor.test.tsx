import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformJson } from "./platforms-data.ts";
import { renderApp } from "./render-app.tsx";
import { stubServer } from "./network-stub.ts";

function page(platforms: unknown[], currentPage: number, hasMore: boolean) {
  return {
    status: 200,
    body: { platforms, pagination: { currentPage, totalPages: hasMore ? currentPage + 1 : currentPage, totalCount: 0, hasMore, limit: 24 } },
  };
}

describe("platforms page for a visitor", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists the public platforms as cards with login and sign-up links, and loads the next page on request", async () => {
    const requests = stubServer({
      "GET /api/platforms/public?page=1": () => page([platformJson("Kuzey Ligi"), platformJson("Güney Kupası", { ownerName: "mehmet" })], 1, true),
      "GET /api/platforms/public?page=2": () => page([platformJson("Doğu Turnuvası", { game: "EA Sports FC", deviceType: "fc_pc_steam" })], 2, false),
    });
    const user = userEvent.setup();
    renderApp("/platformlar");

    expect(await screen.findByRole("heading", { level: 1, name: "Platformlar" })).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Giriş Yap" }).getAttribute("href")).toBe("/giris-yap");
    expect(main.getByRole("link", { name: "Kayıt Ol" }).getAttribute("href")).toBe("/kayit-ol");

    const list = await screen.findByRole("region", { name: "Herkese açık platformlar" });
    const cards = within(list).getAllByRole("link");
    expect(cards.map((card) => card.getAttribute("href"))).toEqual(["/platformlar/kuzey-ligi", "/platformlar/guney-kupasi"]);
    expect(within(cards[1]!).getByText("Kurucu: mehmet")).toBeTruthy();
    expect(within(cards[0]!).getByText("PlayStation 5")).toBeTruthy();
    // Public reads go without the token (part 1 §6).
    expect(requests[0]?.headers.Authorization).toBeUndefined();

    // The button is reached and pressed from the keyboard; focus moves to the first new card.
    const more = screen.getByRole("button", { name: "Daha Fazla Yükle" });
    more.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(3));
    expect(document.activeElement?.getAttribute("href")).toBe("/platformlar/dogu-turnuvasi");
    expect(within(list).getByText("PC (Steam)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Daha Fazla Yükle" })).toBeNull();
  });

  it("says so when there is no platform", async () => {
    stubServer({ "GET /api/platforms/public?page=1": () => page([], 1, false) });
    renderApp("/platformlar");
    expect(await screen.findByText("Gösterilecek platform bulunamadı.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Daha Fazla Yükle" })).toBeNull();
  });

  it("shows the error after the retries and loads again on 'Tekrar Dene'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let healthy = false;
    stubServer({
      "GET /api/platforms/public?page=1": () =>
        healthy ? page([platformJson("Kuzey Ligi")], 1, false) : { status: 500, body: { message: "Sunucu hatası.", code: "INTERNAL_ERROR" } },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp("/platformlar");

    // Part 1 §7: three attempts, 1 s and 2 s apart, before the error shows.
    await act(() => vi.advanceTimersByTimeAsync(3100));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Bir Hata Oluştu" })).toBeTruthy();
    expect(within(alert).getByText("Platformlar yüklenirken bir sorunla karşılaşıldı. Lütfen daha sonra tekrar deneyin.")).toBeTruthy();

    healthy = true;
    await user.click(within(alert).getByRole("button", { name: "Tekrar Dene" }));
    expect(await screen.findByRole("link", { name: /Kuzey Ligi/ })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
