import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubServer } from "./network-stub.ts";
import { historyMatch, historyPage, profileHandlers } from "./profile-data.ts";
import { renderApp } from "./render-app.tsx";

/** Issue 28 on the profile: 'En Çok Kullandığı Takımlar', and the shoot-out and clubs of each match of the history. */
describe("profile, football as played (issue 28)", () => {
  it("lists the clubs the player used, most used first, each with matches, wins and win rate, as a table", async () => {
    stubServer({ ...profileHandlers("ayse") });
    renderApp("/profil/ayse");

    const section = await screen.findByRole("region", { name: "En Çok Kullandığı Takımlar" });
    const table = await within(section).findByRole("table", { name: /Kullandığı takımlar, en çok kullanılan önce/ });
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [within(row).getByRole("rowheader"), ...within(row).getAllByRole("cell")].map((cell) => cell.textContent));
    // The server's order; the rate in Turkish notation, one decimal.
    expect(rows).toEqual([
      ["Galatasaray", "3", "2", "%66,7"],
      ["Real Madrid", "1", "0", "%0,0"],
    ]);
    // Each figure is named by its column for a screen reader, the rate in full words.
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Takım", "Maç", "Galibiyet", "OranGalibiyet Oranı"]);
    expect(within(table).getByText("Galibiyet Oranı").className).toContain("sr-only");
    expect(within(section).getByText("Penaltılarla kazanılan maç beraberlik sayılır; hükmen galibiyet galibiyettir.")).toBeTruthy();
  });

  it("says so when no club was ever recorded", async () => {
    stubServer({ ...profileHandlers("mehmet"), "GET /api/users/mehmet/used-clubs": () => ({ status: 200, body: { clubs: [] } }) });
    renderApp("/profil/mehmet");

    const section = await screen.findByRole("region", { name: "En Çok Kullandığı Takımlar" });
    expect(await within(section).findByText("Henüz kaydedilmiş bir takım yok.")).toBeTruthy();
    expect(within(section).queryByRole("table")).toBeNull();
  });

  it("shows a match decided on penalties with its shoot-out after the score, as the draw it counts as, and the clubs of both sides", async () => {
    const shootout = {
      ...historyMatch(1),
      result: "draw" as const,
      userScore: 1,
      opponentScore: 1,
      userPenalties: 4,
      opponentPenalties: 3,
      userClub: "Real Madrid",
      opponentClub: null,
    };
    stubServer({
      ...profileHandlers("ayse", { history: 2 }),
      "GET /api/users/ayse/match-history?page=1&limit=10": () => ({
        status: 200,
        body: { ...historyPage("ayse", 1, 2), matches: [shootout, historyMatch(0)] },
      }),
    });
    renderApp("/profil/ayse");

    const history = await screen.findByRole("region", { name: /Maç Geçmişi/ });
    const [first, second] = await within(history).findAllByRole("listitem");
    expect(within(first!).getByText("1 – 1 (4–3 pen.)")).toBeTruthy();
    expect(within(first!).getByText("Skor: 1 - 1, rakip rakip1, penaltılarda 4 - 3")).toBeTruthy();
    expect(within(first!).getByText("Beraberlik")).toBeTruthy();
    // Own club first; the opponent's was not recorded.
    expect(first!.textContent).toContain("Takımlar: Real Madrid – belirtilmedi");
    // A match without a shoot-out or clubs shows neither.
    expect(within(second!).getByText("2 – 1")).toBeTruthy();
    expect(second!.textContent).not.toContain("pen.");
    expect(second!.textContent).not.toContain("Takımlar");
  });
});
