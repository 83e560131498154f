import { screen, within } from "@testing-library/react";
import type { Tournament } from "@turnuva/contract/tournaments";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe-check.ts";
import { stubServer } from "./network-stub.ts";
import { renderApp } from "./render-app.tsx";
import { person, swissKnockout } from "./tournament-fixtures/more-systems.ts";

// Issue 29: the detail page of a Swiss tournament, as a visitor opens it, answered by the stubbed server.

async function openDetail(tournament: Tournament) {
  stubServer({ [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: tournament }) });
  renderApp(`/turnuvalar/${tournament.slug}`);
  await screen.findByRole("heading", { level: 1, name: tournament.name }, { timeout: 5000 });
  // The system's view loads with its first tournament.
  await screen.findByRole("table", { name: "Puan Durumu" }, { timeout: 5000 });
}

const table = () => within(screen.getByRole("table", { name: "Puan Durumu" }));
/** A column header's name as a screen reader reads it (the letters on screen are hidden from it). */
const columnNames = () =>
  table()
    .getAllByRole("columnheader")
    .map((header) => header.textContent);

describe("Swiss detail page (issue 29)", () => {
  it("shows the table with its Buchholz column and the knockout's places highlighted, the rounds and the knockout", async () => {
    await openDetail(swissKnockout());
    expect(screen.getByText("İsviçre")).toBeTruthy();

    // 'BH' and 'SB' on screen, in full for screen readers and in the title, after the points: no
    // place is decided by a figure the table hides.
    expect(columnNames().slice(-3)).toEqual(["PPuan", "BHBuchholz", "SBSonneborn-Berger"]);
    expect(table().getByRole("columnheader", { name: "Sonneborn-Berger" }).getAttribute("title")).toBe("Sonneborn-Berger");
    expect(table().getByRole("columnheader", { name: "Buchholz" }).getAttribute("title")).toBe("Buchholz");
    const rows = table().getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "ali (üst tura çıkıyor)",
      "can (üst tura çıkıyor)",
      "banu (üst tura çıkıyor)",
      "fikret (üst tura çıkıyor)",
      "ece",
      "dilek",
    ]);
    expect(rows.map((row) => row.hasAttribute("data-highlighted"))).toEqual([true, true, true, true, false, false]);
    // Each row's last cells are its Buchholz and its Sonneborn-Berger (a half with a Turkish comma).
    expect(rows.map((row) => within(row).getAllByRole("cell").at(-2)!.textContent)).toEqual(["14", "11", "14", "8", "12", "11"]);
    expect(rows.map((row) => within(row).getAllByRole("cell").at(-1)!.textContent)).toEqual(["11", "6", "9", "4,5", "1", "1"]);

    const rounds = within(screen.getByRole("region", { name: "Turlar" }));
    expect(rounds.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["1. Tur", "2. Tur", "3. Tur"]);
    // A Swiss round may end level.
    expect(within(rounds.getByRole("region", { name: "3. Tur" })).getAllByRole("listitem")[0]!.textContent).toMatch(/banu.*2 – 2.*ali/);

    const knockout = within(screen.getByRole("region", { name: "Eleme Turları" }));
    expect(knockout.getByRole("heading", { level: 3, name: "Yarı Final" })).toBeTruthy();
    expect(knockout.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringMatching(/ali.*fikret/),
      expect.stringMatching(/can.*banu/),
    ]);
    expect(screen.queryByRole("region", { name: "Sonuçlar" })).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("highlights nobody while the Swiss rounds are still being played (a forecast is not 'üst tura çıkıyor')", async () => {
    const tournament = swissKnockout();
    const lastRound = tournament.swissFixtures.at(-1)!;
    const under: Tournament = {
      ...tournament,
      status: "active",
      knockoutFixtures: [],
      swissFixtures: [
        ...tournament.swissFixtures.slice(0, -1),
        {
          ...lastRound,
          matches: lastRound.matches.map((match, i) =>
            i === 0 ? { ...match, homeScore: null, awayScore: null, isConfirmed: false, isCompleted: false } : match,
          ),
        },
      ],
    };
    await openDetail(under);
    const rows = table().getAllByRole("row").slice(1);
    expect(rows.filter((row) => row.hasAttribute("data-highlighted"))).toEqual([]);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent).join()).not.toContain("üst tura çıkıyor");
  });

  it("without a knockout highlights nobody, and shows the podium once completed", async () => {
    const tournament: Tournament = {
      ...swissKnockout(),
      knockoutSize: 0,
      knockoutFixtures: [],
      status: "completed",
      champion: person("ali"),
      winner: person("ali"),
      secondPlace: person("can"),
      thirdPlace: person("banu"),
    };
    await openDetail(tournament);
    expect(
      table()
        .getAllByRole("row")
        .filter((row) => row.hasAttribute("data-highlighted")),
    ).toEqual([]);
    expect(screen.queryByRole("region", { name: "Eleme Turları" })).toBeNull();
    const podium = within(screen.getByRole("region", { name: "Sonuçlar" }));
    expect(podium.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["ŞAMPİYONali", "İKİNCİcan", "ÜÇÜNCÜbanu"]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("says so before the first round is drawn", async () => {
    const tournament = { ...swissKnockout(), swissFixtures: [], swissStandings: [], knockoutFixtures: [] };
    stubServer({ [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: tournament }) });
    renderApp(`/turnuvalar/${tournament.slug}`);
    expect(await screen.findByText("Bu İsviçre turnuvasının eşleşmeleri henüz oluşturulmadı.", {}, { timeout: 5000 })).toBeTruthy();
  });
});
