import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PlatformDetail, PlatformTournament } from "@turnuva/contract";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderApp } from "./render-app.tsx";
import { stubServer, userJson } from "./network-stub.ts";
import { memberJson, platformJson } from "./platforms-data.ts";

const detail: PlatformDetail = {
  ...platformJson("Bahar Kupası", { ownerName: "ayse", description: "Cuma akşamları eFootball ligi.", memberCount: 3 }),
  completedTournamentCount: 4,
};

function tournamentJson(index: number, overrides: Partial<PlatformTournament> = {}): PlatformTournament {
  return {
    _id: `t-${index}`,
    name: `Turnuva ${index}`,
    slug: `turnuva-${index}`,
    system: "league",
    status: "active",
    participantCount: 8,
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-12T12:00:00.000Z",
    champion: null,
    ...overrides,
  };
}

function stubPlatform({ active = [], completed = [] }: { active?: PlatformTournament[]; completed?: PlatformTournament[] } = {}) {
  return stubServer({
    "GET /api/platforms/slug/bahar-kupasi": () => ({ status: 200, body: detail }),
    "GET /api/platforms/slug/bahar-kupasi/tournaments": () => ({ status: 200, body: { active, completed } }),
    "GET /api/platforms/slug/bahar-kupasi/members-preview": () => ({
      status: 200,
      body: { members: [memberJson("ayse", true), memberJson("mehmet"), memberJson("zeynep")], memberCount: 3 },
    }),
  });
}

const tournamentCards = () => screen.getAllByRole("article");

// index.html's description, which the page replaces with the platform's while it shows.
beforeEach(() => {
  const meta = document.createElement("meta");
  meta.name = "description";
  meta.content = "Turnuvam";
  document.head.append(meta);
});
afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

describe("platform detail page", () => {
  it("shows the platform: name, founder, description, counts, game, play area and members", async () => {
    stubPlatform();
    renderApp("/platformlar/bahar-kupasi");

    expect(await screen.findByRole("heading", { level: 1, name: "Bahar Kupası" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "ayse" }).getAttribute("href")).toBe("/profil/ayse");
    expect(screen.getByText("Cuma akşamları eFootball ligi.")).toBeTruthy();
    const facts = Object.fromEntries(
      [...document.querySelectorAll("dl > div")].map((fact) => [fact.querySelector("dt")?.textContent, fact.querySelector("dd")?.textContent]),
    );
    expect(facts).toEqual({ "Üye sayısı": "3", "Tamamlanan turnuva": "4", Oyun: "eFootball", "Oyun alanı": "PlayStation 5" });
    expect(document.title).toBe("Bahar Kupası | Turnuvam");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Cuma akşamları eFootball ligi.");

    const members = within(screen.getByRole("region", { name: "Platform Üyeleri" }));
    expect(await members.findByText("3 üye")).toBeTruthy();
    expect(members.getByRole("link", { name: /mehmet/ }).getAttribute("href")).toBe("/profil/mehmet");
    expect(members.getAllByRole("link")).toHaveLength(3);
    // A visitor does not edit.
    expect(screen.queryByRole("link", { name: "Düzenle" })).toBeNull();
  });

  it("shows 6 tournaments, then 6 more per press of 'Daha Fazla Göster'", async () => {
    const active = Array.from({ length: 9 }, (_, index) => tournamentJson(index + 1));
    const completed = Array.from({ length: 4 }, (_, index) => tournamentJson(index + 10, { status: "completed", system: "elimination" }));
    stubPlatform({ active, completed });
    const user = userEvent.setup();
    renderApp("/platformlar/bahar-kupasi");

    const more = await screen.findByRole("button", { name: "Daha Fazla Göster (7 tane daha)" });
    expect(tournamentCards()).toHaveLength(6);

    await user.click(more);
    expect(tournamentCards()).toHaveLength(12);
    // Focus goes to the first card revealed.
    expect(document.activeElement?.closest("article")?.querySelector("h3")?.textContent).toBe("Turnuva 7");

    await user.click(screen.getByRole("button", { name: "Daha Fazla Göster (1 tane daha)" }));
    expect(tournamentCards()).toHaveLength(13);
    expect(screen.queryByRole("button", { name: /Daha Fazla Göster/ })).toBeNull();
  });

  it("shows each tournament's status, system, participants, date, champion and details link", async () => {
    stubPlatform({
      active: [tournamentJson(1, { name: "Yaz Ligi", slug: null, status: "paused" })],
      completed: [
        tournamentJson(2, {
          name: "Kış Elemesi",
          slug: "kis-elemesi",
          system: "elimination",
          status: "completed",
          champion: { _id: "id-mehmet", username: "mehmet" },
        }),
      ],
    });
    renderApp("/platformlar/bahar-kupasi");

    await screen.findByRole("heading", { level: 3, name: "Kış Elemesi" });
    const [paused, finished] = tournamentCards().map((card) => within(card));
    expect(paused?.getByText("Duraklatıldı")).toBeTruthy();
    expect(paused?.getByText("Lig · 8 katılımcı")).toBeTruthy();
    expect(paused?.getByText("12 Mart 2025")).toBeTruthy();
    expect(paused?.queryByText(/Şampiyon/)).toBeNull();
    // Without a slug the tournament is reached by its id.
    expect(paused?.getByRole("link", { name: "Detaylar →" }).getAttribute("href")).toBe("/turnuvalar/t-1");

    expect(finished?.getByText("Tamamlandı")).toBeTruthy();
    expect(finished?.getByText("Eleme · 8 katılımcı")).toBeTruthy();
    expect(finished?.getByRole("link", { name: "mehmet" }).getAttribute("href")).toBe("/profil/mehmet");
    expect(finished?.getByRole("link", { name: "Detaylar →" }).getAttribute("href")).toBe("/turnuvalar/kis-elemesi");
  });

  it("says when the platform has no tournament yet", async () => {
    stubPlatform();
    renderApp("/platformlar/bahar-kupasi");
    expect(await screen.findByText("Bu platformda henüz turnuva bulunmuyor.")).toBeTruthy();
  });

  it("offers 'Düzenle' to the owner", async () => {
    window.localStorage.setItem("token", "t-ayse");
    stubServer({
      "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("ayse") } }),
      "GET /api/platforms/slug/bahar-kupasi": () => ({ status: 200, body: detail }),
      "GET /api/platforms/slug/bahar-kupasi/tournaments": () => ({ status: 200, body: { active: [], completed: [] } }),
      "GET /api/platforms/slug/bahar-kupasi/members-preview": () => ({ status: 200, body: { members: [], memberCount: 3 } }),
    });
    renderApp("/platformlar/bahar-kupasi");

    expect((await screen.findByRole("link", { name: "Düzenle" })).getAttribute("href")).toBe("/platformlar/p-bahar-kupasi/duzenle");
  });

  it("says which part could not be loaded", async () => {
    const refused = { status: 400, body: { message: "İstek geçersiz.", code: "VALIDATION_ERROR" } };
    stubServer({
      "GET /api/platforms/slug/bahar-kupasi": () => ({ status: 200, body: detail }),
      "GET /api/platforms/slug/bahar-kupasi/tournaments": () => refused,
      "GET /api/platforms/slug/bahar-kupasi/members-preview": () => refused,
    });
    renderApp("/platformlar/bahar-kupasi");

    expect(await screen.findByText("Platform turnuvaları yüklenemedi.")).toBeTruthy();
    expect(await screen.findByText("Platform üyeleri yüklenemedi.")).toBeTruthy();
  });

  it("offers 'Tekrar Dene' when the platform could not be loaded, which asks again", async () => {
    let calls = 0;
    const requests = stubServer({
      "GET /api/platforms/slug/bahar-kupasi": () =>
        calls++ === 0 ? { status: 400, body: { message: "İstek geçersiz.", code: "VALIDATION_ERROR" } } : { status: 200, body: detail },
      "GET /api/platforms/slug/bahar-kupasi/tournaments": () => ({ status: 200, body: { active: [], completed: [] } }),
      "GET /api/platforms/slug/bahar-kupasi/members-preview": () => ({ status: 200, body: { members: [], memberCount: 3 } }),
    });
    const user = userEvent.setup();
    renderApp("/platformlar/bahar-kupasi");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Platform detayları yüklenemedi.");
    await user.click(within(alert).getByRole("button", { name: "Tekrar Dene" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Bahar Kupası" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(requests.filter((request) => request.path === "/api/platforms/slug/bahar-kupasi")).toHaveLength(2);
  });

  it("offers 'Tekrar Dene' for its tournaments and its members too", async () => {
    let calls = 0;
    stubServer({
      "GET /api/platforms/slug/bahar-kupasi": () => ({ status: 200, body: detail }),
      "GET /api/platforms/slug/bahar-kupasi/tournaments": () =>
        calls++ === 0
          ? { status: 400, body: { message: "İstek geçersiz.", code: "VALIDATION_ERROR" } }
          : { status: 200, body: { active: [tournamentJson(1)], completed: [] } },
      "GET /api/platforms/slug/bahar-kupasi/members-preview": () => ({ status: 400, body: { message: "İstek geçersiz.", code: "VALIDATION_ERROR" } }),
    });
    const user = userEvent.setup();
    renderApp("/platformlar/bahar-kupasi");

    const tournaments = within(await screen.findByRole("region", { name: "Turnuvalar" }));
    const members = within(screen.getByRole("region", { name: "Platform Üyeleri" }));
    expect(await members.findByRole("button", { name: "Tekrar Dene" })).toBeTruthy();
    await user.click(await tournaments.findByRole("button", { name: "Tekrar Dene" }));

    expect(await tournaments.findByRole("heading", { level: 3, name: "Turnuva 1" })).toBeTruthy();
    expect(tournaments.queryByRole("alert")).toBeNull();
  });

  it("moves an address in other letters (the server ignores case) to the platform's own, keeping query and fragment", async () => {
    const requests = stubServer({
      "GET /api/platforms/slug/BAHAR-KUPASI": () => ({ status: 200, body: detail }),
      "GET /api/platforms/slug/bahar-kupasi/tournaments": () => ({ status: 200, body: { active: [], completed: [] } }),
      "GET /api/platforms/slug/bahar-kupasi/members-preview": () => ({ status: 200, body: { members: [], memberCount: 3 } }),
      "GET /api/platforms/slug/bahar-kupasi/ratings": () => ({ status: 200, body: { ratings: [] } }),
    });
    const { location } = renderApp("/platformlar/BAHAR-KUPASI?kaynak=paylasim#uyeler");

    expect(await screen.findByRole("heading", { level: 1, name: "Bahar Kupası" })).toBeTruthy();
    expect(location()).toMatchObject({ pathname: "/platformlar/bahar-kupasi", search: "?kaynak=paylasim", hash: "#uyeler" });
    await screen.findByText("Bu platformda henüz turnuva bulunmuyor.");
    await screen.findByText("Bu platformda henüz üye yok.");
    // The platform is not asked for again under its own address, nor its parts under the other one.
    expect(
      requests
        .map((request) => request.path)
        .filter((path) => path.startsWith("/api/platforms/slug/"))
        .sort(),
    ).toEqual([
      "/api/platforms/slug/BAHAR-KUPASI",
      "/api/platforms/slug/bahar-kupasi/members-preview",
      "/api/platforms/slug/bahar-kupasi/ratings",
      "/api/platforms/slug/bahar-kupasi/tournaments",
    ]);
  });

  it("shows 'Platform Bulunamadı' with a way to all platforms for an unknown slug", async () => {
    stubServer({
      "GET /api/platforms/slug/yok": () => ({ status: 404, body: { message: "Platform bulunamadı.", code: "PLATFORM_NOT_FOUND" } }),
    });
    renderApp("/platformlar/yok");

    expect(await screen.findByRole("heading", { level: 1, name: "Platform Bulunamadı" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tüm Platformlara Göz At" }).getAttribute("href")).toBe("/platformlar");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });
});
