import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { powerScore, powerTier } from "@/features/profile/format.ts";
import { stubServer, userJson } from "./network-stub.ts";
import { historyMatch, historyPage, profileHandlers } from "./profile-data.ts";
import { renderApp } from "./render-app.tsx";

function signIn(username: string) {
  window.localStorage.setItem("token", `t-${username}`);
  return { "GET /api/auth/me": () => ({ status: 200, body: { user: userJson(username) } }) };
}

/** The tile of a figure: its value, found by its name (a term of the section's list). */
function figure(section: HTMLElement, name: string): string {
  const term = within(section).getByText(name, { selector: "dt" });
  return term.parentElement!.querySelector("dd")!.textContent!;
}

describe("profile (part 1 §2)", () => {
  it("shows the own profile with the e-mail, every figure in Turkish notation, the form and the history page by page", async () => {
    const requests = stubServer({ ...signIn("ayse"), ...profileHandlers("ayse", { own: true, history: 12 }) });
    const user = userEvent.setup();
    renderApp("/profil");

    expect(await screen.findByRole("heading", { level: 1, name: "ayse" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("ayse Profili - İstatistikler"));
    expect(screen.getByText("ayse@example.com")).toBeTruthy();
    expect(screen.getByText("Aktif Oyuncu")).toBeTruthy();
    expect(await screen.findByText("7 maç")).toBeTruthy();
    // The own profile is read with the token, on the user API.
    expect(requests.find((r) => r.path === "/api/users/profile")?.headers.Authorization).toBe("Bearer t-ayse");

    const general = screen.getByRole("region", { name: "Genel Maç İstatistikleri" });
    await waitFor(() => expect(figure(general, "Galibiyet")).toBe("4"));
    expect(figure(general, "Beraberlik")).toBe("2");
    expect(figure(general, "Mağlubiyet")).toBe("1");
    expect(figure(general, "Galibiyet Oranı")).toBe("%57,1"); // 4 of 7, one decimal
    expect(figure(general, "Maç Başına Gol")).toBe("1,71"); // 12 in 7, two decimals
    expect(figure(general, "Averaj")).toBe("+7");

    const tournaments = screen.getByRole("region", { name: "Turnuva Performansı" });
    await waitFor(() => expect(figure(tournaments, "Şampiyonluk Oranı")).toBe("%33,3"));
    const challenges = screen.getByRole("region", { name: "Meydan Okuma Performansı" });
    await waitFor(() => expect(figure(challenges, "Kazanma Oranı")).toBe("%50,0"));

    const recent = screen.getByRole("region", { name: "Son Performans" });
    const letters = await within(recent).findByRole("list", { name: "Son maç sonuçları, en yenisi solda" });
    const items = within(letters).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "GGalibiyet",
      "GGalibiyet",
      "BBeraberlik",
      "MMağlubiyet",
      "GGalibiyet",
      "BBeraberlik",
      "GGalibiyet",
      "GGalibiyet",
      "MMağlubiyet",
      "GGalibiyet",
    ]);
    // Part 1 §9: 8 on small screens; the ninth and tenth only from the sm breakpoint.
    expect(items.map((item) => item.className.includes("hidden"))).toEqual([false, false, false, false, false, false, false, false, true, true]);
    expect(figure(recent, "Genel Galibiyet Yüzdesi")).toBe("%57,1");
    expect(figure(recent, "Güç Puanı")).toBe("571");

    const history = screen.getByRole("region", { name: /Maç Geçmişi/ });
    await waitFor(() => expect(within(history).getAllByRole("listitem")).toHaveLength(10));
    expect(within(history).getByText("(12 maç)")).toBeTruthy();
    const first = within(history).getAllByRole("listitem")[0]!;
    expect(within(first).getByRole("link", { name: "rakip0" }).getAttribute("href")).toBe("/profil/rakip0");
    expect(within(first).getByRole("link", { name: "Kupa 0" }).getAttribute("href")).toBe("/turnuvalar/kupa-0");
    expect(within(first).getByText("Galibiyet")).toBeTruthy();
    expect(within(first).getByText("Az önce")).toBeTruthy();
    expect(within(history).queryByText(/Tüm maçlar yüklendi/)).toBeNull();

    await user.click(within(history).getByRole("button", { name: "Daha Fazla Yükle" }));
    await waitFor(() => expect(within(history).getAllByRole("listitem")).toHaveLength(12));
    expect(within(history).getByText("Tüm maçlar yüklendi (12 maç)")).toBeTruthy();
    expect(within(history).queryByRole("button", { name: "Daha Fazla Yükle" })).toBeNull();
    expect(requests.filter((r) => r.path.includes("/match-history")).map((r) => r.path)).toEqual([
      "/api/users/ayse/match-history?page=1&limit=10",
      "/api/users/ayse/match-history?page=2&limit=10",
    ]);

    // The chart draws the first page's ten matches; a screen reader gets them as a list.
    const chart = screen.getByRole("region", { name: "Son Maçlarda Goller" });
    expect(within(chart).getByText("rakip9 karşısında", { exact: false })).toBeTruthy();
  });

  it("marks a walkover 'Hükmen' in the history, and draws it without goals in the chart (issue 25)", async () => {
    const walkover = { ...historyMatch(0), userScore: 3, opponentScore: 0, isWalkover: true };
    stubServer({
      ...profileHandlers("ayse", { history: 1 }),
      "GET /api/users/ayse/match-history?page=1&limit=10": () => ({
        status: 200,
        body: { ...historyPage("ayse", 1, 1), matches: [walkover] },
      }),
    });
    renderApp("/profil/ayse");

    const history = await screen.findByRole("region", { name: /Maç Geçmişi/ });
    const item = (await within(history).findAllByRole("listitem"))[0]!;
    expect(within(item).getByText("Hükmen").getAttribute("title")).toBe("Hükmen galibiyet (3–0)");
    const chart = screen.getByRole("region", { name: "Son Maçlarda Goller" });
    expect(within(chart).getByText("1. maç, rakip0 karşısında: hükmen, gol yok")).toBeTruthy();
    expect(within(chart).queryByText("3")).toBeNull();
  });

  it("shows someone else's profile without an e-mail, and their empty history in the third person", async () => {
    stubServer({ ...profileHandlers("mehmet", { history: 0 }) });
    renderApp("/profil/mehmet");

    expect(await screen.findByRole("heading", { level: 1, name: "mehmet" })).toBeTruthy();
    expect(screen.queryByText("mehmet@example.com")).toBeNull();
    expect(await screen.findByText("Bu kullanıcı henüz hiç maç oynamamış")).toBeTruthy();
    expect(screen.queryByText("Henüz hiç maç oynamamışsınız")).toBeNull();
  });

  it("tells the owner of an empty history how to start, with links to the tournaments and the platforms", async () => {
    stubServer({ ...signIn("ayse"), ...profileHandlers("ayse", { own: true, history: 0 }) });
    renderApp("/profil/ayse");

    const empty = (await screen.findByText("Henüz hiç maç oynamamışsınız")).closest("p")!;
    expect(within(empty).getByRole("link", { name: "Turnuvalar" }).getAttribute("href")).toBe("/turnuvalar");
    expect(within(empty).getByRole("link", { name: "Platformlar" }).getAttribute("href")).toBe("/platformlar");
  });

  it("says why the history did not load, with the server's message, and 'Tekrar Dene' asks again", async () => {
    let calls = 0;
    stubServer({
      ...profileHandlers("mehmet"),
      "GET /api/users/mehmet/match-history?page=1&limit=10": () =>
        ++calls === 1
          ? { status: 404, body: { code: "USER_NOT_FOUND", message: "Kullanıcı bulunamadı." } }
          : { status: 200, body: historyPage("mehmet", 1, 3) },
    });
    const user = userEvent.setup();
    renderApp("/profil/mehmet");

    expect(await screen.findByText("Maç Geçmişi Yüklenemedi")).toBeTruthy();
    expect(screen.getByText("Kullanıcı bulunamadı.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Tekrar Dene" }));
    expect(await screen.findByText("Tüm maçlar yüklendi (3 maç)")).toBeTruthy();
    expect(screen.queryByText("Maç Geçmişi Yüklenemedi")).toBeNull();
  });

  it("shows 'Bir Hata Oluştu' with the server's sentence for an unknown user, and 'Performans verisi yok' when the form fails", async () => {
    stubServer({ "GET /api/users/profile/hayalet": () => ({ status: 404, body: { code: "USER_NOT_FOUND", message: "Kullanıcı bulunamadı." } }) });
    const { unmount } = renderApp("/profil/hayalet");
    expect(await screen.findByRole("heading", { name: "Bir Hata Oluştu" })).toBeTruthy();
    expect(screen.getByText("Kullanıcı bulunamadı.")).toBeTruthy();
    unmount();

    stubServer({
      ...profileHandlers("mehmet"),
      "GET /api/users/mehmet/recent-performance": () => ({ status: 404, body: { code: "USER_NOT_FOUND", message: "Kullanıcı bulunamadı." } }),
    });
    renderApp("/profil/mehmet");
    const recent = await screen.findByRole("region", { name: "Son Performans" });
    expect(await within(recent).findByText("Performans verisi yok")).toBeTruthy();
  });

  it("scores power as the win percentage × 10, rounded, in the tiers that start at 300, 500, 700 and 900", () => {
    expect(powerScore(57.14285714285714)).toBe(571);
    expect(powerScore(29.95)).toBe(300);
    expect([0, 299, 300, 499, 500, 699, 700, 899, 900, 1000].map(powerTier)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
