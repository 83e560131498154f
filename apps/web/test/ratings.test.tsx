// Issue 28: 'Sıralama' on the platform page and the Elo rating with its chart on the profile.
import { screen, within } from "@testing-library/react";
import type { PlatformDetail } from "@turnuva/contract";
import type { PlatformRatingsResponse, UserRatingsResponse } from "@turnuva/contract/ratings";
import { describe, expect, it } from "vitest";
import { stubServer } from "./network-stub.ts";
import { platformJson } from "./platforms-data.ts";
import { profileHandlers } from "./profile-data.ts";
import { renderApp } from "./render-app.tsx";

const detail: PlatformDetail = { ...platformJson("Bahar Kupası", { ownerName: "ayse", memberCount: 3 }), completedTournamentCount: 1 };
const person = (username: string) => ({ id: `id-${username}`, username, profileImage: null });

const ratings: PlatformRatingsResponse = {
  ratings: [
    { user: person("mehmet"), rating: 1531, matches: 4, change30d: 15 },
    { user: person("zeynep"), rating: 1469, matches: 4, change30d: -7 },
    { user: person("ayse"), rating: 1500, matches: 0, change30d: 0 },
  ],
};

describe("'Sıralama' on the platform page", () => {
  it("lists the members by rating with their matches and the change over 30 days, in words for screen readers", async () => {
    stubServer({
      "GET /api/platforms/slug/bahar-kupasi": () => ({ status: 200, body: detail }),
      "GET /api/platforms/slug/bahar-kupasi/tournaments": () => ({ status: 200, body: { active: [], completed: [] } }),
      "GET /api/platforms/slug/bahar-kupasi/members-preview": () => ({ status: 200, body: { members: [], memberCount: 3 } }),
      "GET /api/platforms/slug/bahar-kupasi/ratings": () => ({ status: 200, body: ratings }),
    });
    renderApp("/platformlar/bahar-kupasi");

    const section = within(await screen.findByRole("region", { name: "Sıralama" }));
    const table = await section.findByRole("table");
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    // The avatar's initial is decorative (hidden from screen readers), then the name.
    expect(rows).toEqual([
      ["1", "Mmehmet", "1531", "4", "+1515 puan arttı"],
      ["2", "Zzeynep", "1469", "4", "−77 puan düştü"],
      ["–", "Aayse", "1500", "0", "0değişmedi"],
    ]);
    expect(
      within(table)
        .getByRole("rowheader", { name: /mehmet/ })
        .querySelector("a")
        ?.getAttribute("href"),
    ).toBe("/profil/mehmet");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Sıra", "Üye", "Puan", "Maç", "30 gün"]);
  });

  it("says when it could not be loaded, and the rest of the page stays", async () => {
    stubServer({
      "GET /api/platforms/slug/bahar-kupasi": () => ({ status: 200, body: detail }),
      "GET /api/platforms/slug/bahar-kupasi/tournaments": () => ({ status: 200, body: { active: [], completed: [] } }),
      "GET /api/platforms/slug/bahar-kupasi/members-preview": () => ({ status: 200, body: { members: [], memberCount: 3 } }),
      "GET /api/platforms/slug/bahar-kupasi/ratings": () => ({ status: 500, body: { message: "Sunucu hatası", code: "INTERNAL_ERROR" } }),
    });
    renderApp("/platformlar/bahar-kupasi");
    const section = within(await screen.findByRole("region", { name: "Sıralama" }));
    expect(await section.findByText("Sıralama yüklenemedi.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Bahar Kupası" })).toBeTruthy();
  });
});

describe("the rating on the profile", () => {
  it("shows each platform's rating with a line of its history and the figures as a list", async () => {
    const mine: UserRatingsResponse = {
      ratings: [
        {
          platform: { id: "p1", name: "Bahar Kupası", slug: "bahar-kupasi" },
          rating: 1531,
          matches: 2,
          history: [
            { playedAt: "2025-03-01T20:00:00.000Z", rating: 1516, change: 16, opponent: "ayse" },
            { playedAt: "2025-03-08T20:00:00.000Z", rating: 1531, change: 15, opponent: null },
          ],
        },
      ],
    };
    stubServer({ ...profileHandlers("mehmet"), "GET /api/users/profile/mehmet/ratings": () => ({ status: 200, body: mine }) });
    renderApp("/profil/mehmet");

    const section = within(await screen.findByRole("region", { name: "Elo Puanı" }));
    expect(section.getByRole("link", { name: "Bahar Kupası" }).getAttribute("href")).toBe("/platformlar/bahar-kupasi");
    expect(section.getByText("1531")).toBeTruthy();
    expect(section.getByText("2 puanlanan maç", { exact: true })).toBeTruthy();
    expect(
      section
        .getAllByRole("listitem")
        .map((item) => item.textContent)
        .slice(1),
    ).toEqual(["1 Mar 2025 · ayse karşısında: 1516 puan (+16)", "8 Mar 2025 · Bilinmeyen karşısında: 1531 puan (+15)"]);
    expect(document.querySelector("svg polyline")?.getAttribute("points")?.split(" ")).toHaveLength(2);
  });
});
