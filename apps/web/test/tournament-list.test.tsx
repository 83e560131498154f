import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TournamentCard } from "@turnuva/contract/tournaments";
import { MemoryRouter, useLocation, useNavigationType, type Location, type NavigationType } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/app/providers.tsx";
import { AppRoutes } from "@/app/routes.tsx";
import { stubServer, type RecordedRequest } from "./network-stub.ts";

// ---- The browser parts jsdom lacks, and the page at an address --------------------------------

/** IntersectionObserver as the page uses it; `scrollToEnd()` says the watched card came into view. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  readonly watched = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.live.add(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
    FakeObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
}

function scrollToEnd() {
  act(() => {
    for (const observer of [...FakeObserver.live]) {
      const entries = [...observer.watched].map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
      );
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  FakeObserver.live.clear();
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});

/** The app at `path`, reporting where it is and whether the last move pushed or replaced. */
function renderList(path: string) {
  let location: Location | undefined;
  let navigation: NavigationType | undefined;
  function Probe() {
    location = useLocation();
    navigation = useNavigationType();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <AppRoutes />
        <Probe />
      </AppProviders>
    </MemoryRouter>,
  );
  return { search: () => location!.search, navigation: () => navigation };
}

// ---- Server answers ------------------------------------------------------------------------------

const kuzey = { _id: "p-kuzey", name: "Kuzey Ligi", slug: "kuzey-ligi" };

function card(name: string, overrides: Partial<TournamentCard> = {}): TournamentCard {
  return {
    _id: `t-${name}`,
    name,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    system: "league",
    status: "completed",
    platform: kuzey,
    participantCount: 4,
    createdAt: "2026-01-01T00:00:00.000Z",
    lastUpdated: new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
    champion: null,
    ...overrides,
  };
}

const cards = (from: number, count: number) => Array.from({ length: count }, (_, i) => card(`Kupa ${from + i}`));

function listPage(tournaments: TournamentCard[], currentPage = 1, hasMore = false) {
  return () => ({
    status: 200,
    body: {
      tournaments,
      pagination: { currentPage, totalPages: hasMore ? currentPage + 1 : currentPage, totalCount: 99, hasMore, limit: 18 },
      filters: { search: null, system: null, platform: null, game: null, status: null },
    },
  });
}

const stats = (completed: number, active: number, pausedTotal: number) => () => ({
  status: 200,
  body: { completed, active, pausedTotal, total: completed + active + pausedTotal },
});

const platformsWithCounts = () => ({ status: 200, body: { platforms: [{ ...kuzey, tournamentCount: 3 }] } });

/** The list's own calls with the given query (page and limit added). */
const list = (query: string, page = 1) => `GET /api/tournaments?${query ? `${query}&` : ""}page=${page}&limit=18`;

const listRequests = (requests: RecordedRequest[]) => requests.filter((r) => r.path.startsWith("/api/tournaments?")).map((r) => r.path);

const grid = () => within(screen.getByRole("tabpanel"));

// ---- The page ------------------------------------------------------------------------------------

describe("tournament list (/turnuvalar)", () => {
  it("opens on the completed tab with every tab's count; a tab replaces the address, completed leaves it out", async () => {
    const requests = stubServer({
      "GET /api/tournaments/stats": stats(20, 2, 1),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: listPage([card("Yaz Ligi")]),
      [list("status=active")]: listPage([card("Kış Kupası", { status: "active" })]),
      [list("status=paused")]: listPage([card("Bahar Kupası", { status: "paused" })]),
    });
    const user = userEvent.setup();
    const page = renderList("/turnuvalar");

    expect(await screen.findByRole("heading", { level: 1, name: "Turnuvalar" })).toBeTruthy();
    expect(await screen.findByRole("tab", { name: "Tamamlanan (20)" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Tamamlanan (20)" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tab", { name: "Devam Eden (2)" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Duraklatılan (1)" })).toBeTruthy();
    expect(await grid().findByRole("link", { name: "Yaz Ligi" })).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Devam Eden (2)" }));
    expect(await grid().findByRole("link", { name: "Kış Kupası" })).toBeTruthy();
    expect(page.search()).toBe("?tab=active");
    expect(page.navigation()).toBe("REPLACE");

    await user.click(screen.getByRole("tab", { name: "Duraklatılan (1)" }));
    expect(await grid().findByRole("link", { name: "Bahar Kupası" })).toBeTruthy();
    expect(page.search()).toBe("?tab=paused");

    await user.click(screen.getByRole("tab", { name: "Tamamlanan (20)" }));
    expect(await grid().findByRole("link", { name: "Yaz Ligi" })).toBeTruthy();
    expect(page.search()).toBe("");
    expect(page.navigation()).toBe("REPLACE");
    // Public reads: no token.
    expect(requests.every((request) => request.headers.Authorization === undefined)).toBe(true);
  });

  it("reads the filters and the tab from the address, asks for them, and writes a change back", async () => {
    const filtered = "search=kupa&system=league&platform=p-kuzey";
    const requests = stubServer({
      [`GET /api/tournaments/stats?${filtered}`]: stats(0, 0, 1),
      "GET /api/tournaments/stats?search=kupa&system=challenge&platform=p-kuzey": stats(0, 0, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list(`${filtered}&status=paused`)]: listPage([card("Bahar Kupası", { status: "paused" })]),
      [list("search=kupa&system=challenge&platform=p-kuzey&status=paused")]: listPage([]),
    });
    const user = userEvent.setup();
    const page = renderList(`/turnuvalar?${filtered}&tab=paused`);

    expect(await grid().findByRole("link", { name: "Bahar Kupası" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Duraklatılan (1)" }).getAttribute("aria-selected")).toBe("true");
    const filters = within(screen.getByRole("search", { name: "Turnuva filtreleri" }));
    expect((filters.getByLabelText("Turnuva ara") as HTMLInputElement).value).toBe("kupa");
    expect((filters.getByLabelText("Turnuva sistemi") as HTMLSelectElement).value).toBe("league");
    await waitFor(() => expect(filters.getByRole("option", { name: "Kuzey Ligi (3)" })).toBeTruthy());
    expect((filters.getByLabelText("Turnuva platformu") as HTMLSelectElement).value).toBe("p-kuzey");

    await user.selectOptions(filters.getByLabelText("Turnuva sistemi"), "Meydan Okuma");
    expect(await screen.findByText("Duraklatılmış turnuva bulunamadı.")).toBeTruthy();
    expect(page.search()).toBe("?search=kupa&system=challenge&platform=p-kuzey&tab=paused");
    expect(page.navigation()).toBe("REPLACE");
    expect(screen.getByRole("tab", { name: "Duraklatılan (0)" })).toBeTruthy();
    expect(listRequests(requests)).toEqual([
      `/api/tournaments?${filtered}&status=paused&page=1&limit=18`,
      "/api/tournaments?search=kupa&system=challenge&platform=p-kuzey&status=paused&page=1&limit=18",
    ]);
  });

  it("takes a value it does not know in the address as no filter", async () => {
    stubServer({
      "GET /api/tournaments/stats": stats(1, 0, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: listPage([card("Yaz Ligi")]),
    });
    renderList("/turnuvalar?system=satranc&tab=bitenler");
    expect(await grid().findByRole("link", { name: "Yaz Ligi" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Tamamlanan (1)" }).getAttribute("aria-selected")).toBe("true");
  });

  it("sends the search once typing pauses for 500 ms, not once per key", async () => {
    const requests = stubServer({
      "GET /api/tournaments/stats": stats(1, 0, 0),
      "GET /api/tournaments/stats?search=yaz+kupas%C4%B1": stats(1, 0, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: listPage([card("Kış Ligi")]),
      [list("search=yaz+kupas%C4%B1&status=completed")]: listPage([card("Yaz Kupası")]),
    });
    const user = userEvent.setup();
    const page = renderList("/turnuvalar");
    await grid().findByRole("link", { name: "Kış Ligi" });

    await user.type(screen.getByLabelText("Turnuva ara"), "yaz kupası");
    // Typed at once: nothing has gone yet.
    expect(listRequests(requests)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listRequests(requests)).toHaveLength(1);

    expect(await grid().findByRole("link", { name: "Yaz Kupası" }, { timeout: 2000 })).toBeTruthy();
    expect(page.search()).toBe("?search=yaz+kupas%C4%B1");
    expect(page.navigation()).toBe("REPLACE");
    expect(listRequests(requests)).toEqual([
      "/api/tournaments?status=completed&page=1&limit=18",
      "/api/tournaments?search=yaz+kupas%C4%B1&status=completed&page=1&limit=18",
    ]);
  });

  it("shows each system's label and each status's badge, and the champion only of a completed one", async () => {
    const ayse = { _id: "u-ayse", username: "ayse" };
    stubServer({
      "GET /api/tournaments/stats": stats(1, 3, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: listPage([
        card("Sonbahar Ligi", {
          system: "league",
          status: "completed",
          champion: ayse,
          participantCount: 5,
          lastUpdated: "2026-01-02T10:00:00.000Z",
        }),
        card("Kış Kupası", { system: "group", status: "active", champion: ayse, participantCount: 6 }),
        card("Eleme Kupası", { system: "elimination", status: "paused", participantCount: 8 }),
        card("Cuma Düellosu", { system: "challenge", status: "pending", participantCount: 2, lastUpdated: "" }),
      ]),
    });
    renderList("/turnuvalar");

    const article = async (name: string) => within((await grid().findByRole("link", { name })).closest("article")!);
    const league = await article("Sonbahar Ligi");
    expect(league.getByText("Lig · 5 katılımcı")).toBeTruthy();
    expect(league.getByText("Tamamlandı")).toBeTruthy();
    expect(league.getByRole("link", { name: "Sonbahar Ligi" }).getAttribute("href")).toBe("/turnuvalar/sonbahar-ligi");
    expect(league.getByRole("link", { name: "Kuzey Ligi" }).getAttribute("href")).toBe("/platformlar/kuzey-ligi");
    expect(league.getByRole("link", { name: "ayse" }).getAttribute("href")).toBe("/profil/ayse");
    expect(league.getByText("Şampiyon:")).toBeTruthy();
    const time = league.getByText(/ay önce|yıl önce/);
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("dateTime")).toBe("2026-01-02T10:00:00.000Z");
    expect(time.getAttribute("title")).toMatch(/^2 Ocak 2026 \d{2}:00$/);

    const group = await article("Kış Kupası");
    expect(group.getByText("Grup · 6 katılımcı")).toBeTruthy();
    expect(group.getByText("Devam Ediyor")).toBeTruthy();
    expect(group.getByText("3 gün önce")).toBeTruthy();
    expect(group.queryByRole("link", { name: "ayse" })).toBeNull();
    expect(group.queryByText("Şampiyon:")).toBeNull();

    const elimination = await article("Eleme Kupası");
    expect(elimination.getByText("Eleme · 8 katılımcı")).toBeTruthy();
    expect(elimination.getByText("Duraklatıldı")).toBeTruthy();

    const challenge = await article("Cuma Düellosu");
    expect(challenge.getByText("Meydan Okuma · 2 katılımcı")).toBeTruthy();
    expect(challenge.getByText("Duraklatıldı")).toBeTruthy();
    expect(challenge.getByText("Bilinmiyor")).toBeTruthy();
  });

  it("says per tab when it has nothing", async () => {
    stubServer({
      "GET /api/tournaments/stats": stats(0, 0, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: listPage([]),
      [list("status=active")]: listPage([]),
      [list("status=paused")]: listPage([]),
    });
    const user = userEvent.setup();
    renderList("/turnuvalar");

    expect(await screen.findByText("Tamamlanmış turnuva bulunamadı.")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: /Devam Eden/ }));
    expect(await screen.findByText("Devam eden turnuva bulunamadı.")).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: /Duraklatılan/ }));
    expect(await screen.findByText("Duraklatılmış turnuva bulunamadı.")).toBeTruthy();
    expect(screen.queryByText("Tüm turnuvalar yüklendi")).toBeNull();
  });

  it("shows 'Yükleniyor...' over grey cards, then 'Hata: ' with the server's sentence, or its own", async () => {
    stubServer({
      "GET /api/tournaments/stats": stats(0, 0, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: () => ({ status: 400, body: { message: "Geçersiz turnuva durumu.", code: "VALIDATION_ERROR" } }),
      [list("status=active")]: () => ({ status: 404, body: null }),
    });
    const user = userEvent.setup();
    renderList("/turnuvalar");

    expect(await screen.findByText("Yükleniyor...")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("Hata: Geçersiz turnuva durumu.");
    await user.click(screen.getByRole("tab", { name: /Devam Eden/ }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Hata: Turnuva listesi yüklenemedi."));
  });

  it("loads the next 18 as the last card comes into view, then says all are loaded", async () => {
    const requests = stubServer({
      "GET /api/tournaments/stats": stats(20, 0, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: listPage(cards(1, 18), 1, true),
      // One already shown (newer activity moved it down a page) is not shown twice.
      [list("status=completed", 2)]: listPage([card("Kupa 18"), ...cards(19, 2)], 2, false),
    });
    renderList("/turnuvalar");
    expect(await grid().findByRole("link", { name: "Kupa 18" })).toBeTruthy();
    expect(screen.queryByText("Tüm turnuvalar yüklendi")).toBeNull();

    // Part 2 §9: a tenth of the card, 100 px early.
    const [observer] = [...FakeObserver.live];
    expect(observer?.options).toEqual({ threshold: 0.1, rootMargin: "100px" });
    expect([...observer!.watched][0]?.textContent).toContain("Kupa 18");

    scrollToEnd();
    expect(await grid().findByRole("link", { name: "Kupa 20" })).toBeTruthy();
    expect(grid().getAllByRole("article")).toHaveLength(20);
    expect(screen.getByText("Tüm turnuvalar yüklendi")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Daha fazla turnuva yükle" })).toBeNull();

    scrollToEnd();
    expect(listRequests(requests)).toHaveLength(2);
  });

  it("stops at a page of fewer than 18, whatever the server's hasMore says", async () => {
    const requests = stubServer({
      "GET /api/tournaments/stats": stats(5, 0, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: listPage(cards(1, 5), 1, true),
    });
    renderList("/turnuvalar");
    expect(await screen.findByText("Tüm turnuvalar yüklendi")).toBeTruthy();
    scrollToEnd();
    expect(listRequests(requests)).toHaveLength(1);
  });

  it("starts again from page 1 when a filter changes, also back to a list seen before", async () => {
    const requests = stubServer({
      "GET /api/tournaments/stats": stats(30, 0, 0),
      "GET /api/tournaments/stats?system=league": stats(1, 0, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: listPage(cards(1, 18), 1, true),
      [list("status=completed", 2)]: listPage(cards(19, 12), 2, false),
      [list("system=league&status=completed")]: listPage([card("Lig Kupası")]),
    });
    const user = userEvent.setup();
    const page = renderList("/turnuvalar");
    await grid().findByRole("link", { name: "Kupa 18" });
    scrollToEnd();
    await grid().findByRole("link", { name: "Kupa 30" });

    const system = screen.getByLabelText("Turnuva sistemi");
    await user.selectOptions(system, "Lig");
    expect(await grid().findByRole("link", { name: "Lig Kupası" })).toBeTruthy();
    expect(page.search()).toBe("?system=league");

    await user.selectOptions(system, "Tüm sistemler");
    expect(await grid().findByRole("link", { name: "Kupa 18" })).toBeTruthy();
    expect(grid().getAllByRole("article")).toHaveLength(18);
    expect(page.search()).toBe("");
    expect(listRequests(requests)).toEqual([
      "/api/tournaments?status=completed&page=1&limit=18",
      "/api/tournaments?status=completed&page=2&limit=18",
      "/api/tournaments?system=league&status=completed&page=1&limit=18",
      "/api/tournaments?status=completed&page=1&limit=18",
    ]);
  });

  it("stops silently when a further page fails: no error, the cards stay, the scroll asks no more", async () => {
    let secondPageFails = true;
    const requests = stubServer({
      "GET /api/tournaments/stats": stats(20, 0, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: listPage(cards(1, 18), 1, true),
      [list("status=completed", 2)]: () =>
        secondPageFails
          ? { status: 400, body: { message: "Geçersiz sayfa numarası.", code: "VALIDATION_ERROR" } }
          : listPage(cards(19, 2), 2, false)(),
    });
    const user = userEvent.setup();
    renderList("/turnuvalar");
    await grid().findByRole("link", { name: "Kupa 18" });

    scrollToEnd();
    await waitFor(() => expect(listRequests(requests)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole("button", { name: "Daha fazla turnuva yükle" })).toBeTruthy());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(grid().getAllByRole("article")).toHaveLength(18);
    expect(screen.queryByText("Tüm turnuvalar yüklendi")).toBeNull();

    scrollToEnd();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listRequests(requests)).toHaveLength(2);

    // The button is the person's own choice to try again.
    secondPageFails = false;
    await user.click(screen.getByRole("button", { name: "Daha fazla turnuva yükle" }));
    expect(await grid().findByRole("link", { name: "Kupa 20" })).toBeTruthy();
  });

  it("loads more from the keyboard, and focus goes to the first new card", async () => {
    stubServer({
      "GET /api/tournaments/stats": stats(20, 0, 0),
      "GET /api/tournaments/platforms-with-counts": platformsWithCounts,
      [list("status=completed")]: listPage(cards(1, 18), 1, true),
      [list("status=completed", 2)]: listPage(cards(19, 2), 2, false),
    });
    const user = userEvent.setup();
    renderList("/turnuvalar");
    const last = await grid().findByRole("link", { name: "Kupa 18" });

    // From the last card's links, Tab reaches the button.
    within(last.closest("article")!).getAllByRole("link").at(-1)!.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Daha fazla turnuva yükle" }));
    await user.keyboard("{Enter}");

    await waitFor(() => expect(document.activeElement?.textContent).toBe("Kupa 19"));
    expect(document.activeElement?.getAttribute("href")).toBe("/turnuvalar/kupa-19");
    expect(screen.getByText("Tüm turnuvalar yüklendi")).toBeTruthy();
  });
});
