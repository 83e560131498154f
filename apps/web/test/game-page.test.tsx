import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Platform } from "@turnuva/contract";
import type { TournamentCard } from "@turnuva/contract/tournaments";
import { describe, expect, it } from "vitest";
import { renderApp } from "./render-app.tsx";
import { stubServer } from "./network-stub.ts";
import { platformJson } from "./platforms-data.ts";

function page(platforms: Platform[], currentPage: number, totalPages: number) {
  return {
    status: 200,
    body: {
      platforms,
      pagination: { currentPage, totalPages, totalCount: 3, hasMore: currentPage < totalPages, limit: 2 },
    },
  };
}

const platformsRegion = () => within(screen.getByRole("region", { name: "Platformlar" }));
const tournamentsRegion = () => within(screen.getByRole("region", { name: "Turnuvalar" }));

/** `GET /api/tournaments?game=…`: the game's tournaments, every status, as the list's cards. */
function tournaments(game: string, cards: TournamentCard[] = []) {
  return {
    [`GET /api/tournaments?game=${encodeURIComponent(game).replaceAll("%20", "+")}&page=1&limit=18`]: () => ({
      status: 200,
      body: {
        tournaments: cards,
        pagination: { currentPage: 1, totalPages: 1, totalCount: cards.length, hasMore: false, limit: 18 },
        filters: { search: null, system: null, platform: null, game, status: null },
      },
    }),
  };
}

const kupa: TournamentCard = {
  _id: "t-kupa",
  name: "Kuzey Kupası",
  slug: "kuzey-kupasi",
  system: "elimination",
  status: "completed",
  platform: { _id: "p-kuzey", name: "Kuzey Ligi", slug: "kuzey-ligi" },
  participantCount: 8,
  createdAt: "2026-01-01T00:00:00.000Z",
  lastUpdated: "2026-01-05T00:00:00.000Z",
  champion: { _id: "u-ayse", username: "ayse" },
};

describe("game page", () => {
  it("describes the game and lists its public platforms, more by button", async () => {
    const requests = stubServer({
      "GET /api/platforms/public?page=1&game=EA+Sports+FC": () =>
        page(
          [platformJson("Kuzey Ligi", { game: "EA Sports FC", deviceType: "fc_ps5" }), platformJson("Güney Kupası", { game: "EA Sports FC" })],
          1,
          2,
        ),
      "GET /api/platforms/public?page=2&game=EA+Sports+FC": () => page([platformJson("Doğu Derbisi", { game: "EA Sports FC" })], 2, 2),
      ...tournaments("EA Sports FC", [kupa]),
    });
    const user = userEvent.setup();
    renderApp("/oyun/ea-sports-fc");

    expect(await screen.findByRole("heading", { level: 1, name: "EA Sports FC" })).toBeTruthy();
    expect(screen.getByText(/Electronic Arts/)).toBeTruthy();
    expect(await platformsRegion().findByRole("heading", { level: 3, name: "Kuzey Ligi" })).toBeTruthy();
    expect(platformsRegion().getAllByRole("link", { name: /Platformu Görüntüle/ })).toHaveLength(2);
    expect(
      platformsRegion()
        .getByRole("link", { name: /Kuzey Ligi/ })
        .getAttribute("href"),
    ).toBe("/platformlar/kuzey-ligi");

    await user.click(platformsRegion().getByRole("button", { name: "Daha Fazla Yükle" }));

    expect(await platformsRegion().findByRole("heading", { level: 3, name: "Doğu Derbisi" })).toBeTruthy();
    expect(platformsRegion().getAllByRole("listitem")).toHaveLength(3);
    expect(platformsRegion().queryByRole("button", { name: "Daha Fazla Yükle" })).toBeNull();
    // The game's tournaments, as the list's cards.
    const card = within((await tournamentsRegion().findByRole("link", { name: "Kuzey Kupası" })).closest("article")!);
    expect(card.getByRole("link", { name: "Kuzey Kupası" }).getAttribute("href")).toBe("/turnuvalar/kuzey-kupasi");
    expect(card.getByText("Eleme · 8 katılımcı")).toBeTruthy();
    expect(card.getByText("Tamamlandı")).toBeTruthy();
    expect(card.getByRole("link", { name: "ayse" }).getAttribute("href")).toBe("/profil/ayse");
    expect(tournamentsRegion().getByText("Tüm turnuvalar yüklendi")).toBeTruthy();
    // Public: no token, and only this game's platforms and tournaments are asked for.
    expect(requests.every((request) => request.headers.Authorization === undefined)).toBe(true);
  });

  it("says when the game has no platform and no tournament yet", async () => {
    stubServer({ "GET /api/platforms/public?page=1&game=Di%C4%9Fer": () => page([], 1, 1), ...tournaments("Diğer") });
    renderApp("/oyun/diger");

    expect(await screen.findByText("Bu oyun için henüz platform bulunmuyor.")).toBeTruthy();
    expect(await tournamentsRegion().findByText("Bu oyun için henüz turnuva bulunmuyor.")).toBeTruthy();
  });

  it("names the game when its platforms could not be loaded", async () => {
    stubServer({ "GET /api/platforms/public?page=1&game=eFootball": () => ({ status: 400, body: null }), ...tournaments("eFootball") });
    renderApp("/oyun/efootball");

    expect((await screen.findByRole("alert")).textContent).toBe("Platformlar yüklenemedi: eFootball");
  });

  it("shows the server's sentence when it gave one", async () => {
    stubServer({
      "GET /api/platforms/public?page=1&game=eFootball": () => ({
        status: 400,
        body: { message: "Lütfen bir oyun serisi seçin.", code: "VALIDATION_ERROR" },
      }),
      ...tournaments("eFootball"),
    });
    renderApp("/oyun/efootball");

    expect((await screen.findByRole("alert")).textContent).toBe("Lütfen bir oyun serisi seçin.");
  });

  it("shows the server's sentence when a further page could not be loaded, keeping the cards", async () => {
    stubServer({
      "GET /api/platforms/public?page=1&game=eFootball": () => page([platformJson("Kuzey Ligi"), platformJson("Güney Kupası")], 1, 2),
      "GET /api/platforms/public?page=2&game=eFootball": () => ({
        status: 400,
        body: { message: "Geçersiz sayfa numarası.", code: "VALIDATION_ERROR" },
      }),
      ...tournaments("eFootball"),
    });
    const user = userEvent.setup();
    renderApp("/oyun/efootball");

    await user.click(await platformsRegion().findByRole("button", { name: "Daha Fazla Yükle" }));

    expect((await platformsRegion().findByRole("alert")).textContent).toBe("Geçersiz sayfa numarası.");
    expect(platformsRegion().getAllByRole("listitem")).toHaveLength(2);
  });

  it("shows the not-found page for a game it does not know", async () => {
    const requests = stubServer({});
    renderApp("/oyun/satranc");

    expect(await screen.findByRole("heading", { level: 1, name: "Sayfa Bulunamadı" })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
