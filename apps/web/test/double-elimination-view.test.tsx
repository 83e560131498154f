import { act, screen, waitFor, within } from "@testing-library/react";
import type { Tournament } from "@turnuva/contract/tournaments";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe-check.ts";
import { stubServer } from "./network-stub.ts";
import { renderApp } from "./render-app.tsx";
import { doubleEliminationActive, doubleEliminationCompleted } from "./tournament-fixtures/more-systems.ts";

// Issue 29: the detail page of a double elimination, as a visitor opens it, answered by the stubbed server.

async function openDetail(tournament: Tournament) {
  stubServer({ [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: tournament }) });
  renderApp(`/turnuvalar/${tournament.slug}`);
  await screen.findByRole("heading", { level: 1, name: tournament.name }, { timeout: 5000 });
  // The system's view loads with its first tournament.
  await screen.findByRole("heading", { level: 2, name: "Kazananlar Tablosu" }, { timeout: 5000 });
}

// Each bracket's region, by its name: one region each (the grand final's section is not named as its first round).
const region = (name: string) => within(screen.getByRole("region", { name }));
/** The round headings of a bracket, in the order a screen reader meets them. */
const roundsOf = (name: string) =>
  region(name)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);
/** What one round's list says, match by match. */
const matchesOf = (bracket: string, roundName: string) =>
  within(region(bracket).getByRole("region", { name: roundName }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("double elimination's detail page (issue 29)", () => {
  it("shows the label, both brackets, the grand final with its reset and the podium once completed", async () => {
    await openDetail(doubleEliminationCompleted());
    expect(screen.getByText("Çift Eleme")).toBeTruthy();

    expect(roundsOf("Kazananlar Tablosu")).toEqual(["Kazananlar 1. Tur", "Kazananlar 2. Tur"]);
    expect(matchesOf("Kazananlar Tablosu", "Kazananlar 1. Tur")).toEqual([
      expect.stringMatching(/ali.*2.*dilek.*0/),
      // The shoot-out is said under a level score.
      expect.stringMatching(/banu.*1.*can.*1.*4.*3/),
    ]);
    expect(roundsOf("Kaybedenler Tablosu")).toEqual(["Kaybedenler 1. Tur", "Kaybedenler 2. Tur"]);
    expect(matchesOf("Kaybedenler Tablosu", "Kaybedenler 2. Tur")).toEqual([expect.stringMatching(/banu.*2.*can.*0/)]);
    // The reset was played: both finals, then the champion at the end of the tree.
    expect(roundsOf("Final Tablosu")).toEqual(["Büyük Final", "Büyük Final (Tekrar)", "ŞAMPİYON"]);

    const podium = within(screen.getByRole("region", { name: "Sonuçlar" }));
    expect(podium.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["ŞAMPİYONali", "İKİNCİbanu", "ÜÇÜNCÜcan"]);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("leaves out a reset that was not needed", async () => {
    const tournament = doubleEliminationCompleted();
    const [first, reset] = tournament.grandFinalFixtures;
    first!.matches[0] = { ...first!.matches[0]!, homeScore: 2, awayScore: 0 };
    reset!.matches[0] = { ...reset!.matches[0]!, homeScore: null, awayScore: null, isConfirmed: false, isCompleted: false, isNotNeeded: true };
    await openDetail(tournament);
    expect(roundsOf("Final Tablosu")).toEqual(["Büyük Final", "ŞAMPİYON"]);
  });

  it("under way: a bye says 'Bay', no podium, no losers' bracket before it has a match, and no champion", async () => {
    await openDetail(doubleEliminationActive());
    expect(matchesOf("Kazananlar Tablosu", "Kazananlar 1. Tur")).toEqual([expect.stringMatching(/^ali.*Bay$/), expect.stringMatching(/banu.*can/)]);
    expect(matchesOf("Kazananlar Tablosu", "Kazananlar 2. Tur")).toEqual([expect.stringMatching(/Beklemede.*ali.*banu/)]);
    expect(screen.queryByRole("region", { name: "Kaybedenler Tablosu" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Final Tablosu" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Sonuçlar" })).toBeNull();
    expect(screen.queryByText("ŞAMPİYON")).toBeNull();
    await waitFor(async () => expect(await axeViolations(document.body)).toEqual([]));
  });

  it("a bracket's box is a named tab stop (from md up its columns scroll sideways) ending in the strip that fades what is out of sight", async () => {
    await openDetail(doubleEliminationCompleted());
    const losers = within(screen.getByRole("region", { name: "Kaybedenler Tablosu" }));
    const tree = losers.getByRole("group", { name: "Eleme ağacı" });
    // Reached by Tab, then scrolled with the arrow keys.
    expect(tree.tabIndex).toBe(0);
    act(() => tree.focus());
    expect(document.activeElement).toBe(tree);
    // jsdom lays nothing out: the cue is the strip after the last column that sticks to the box's right edge.
    const edge = tree.lastElementChild!;
    expect(edge.getAttribute("aria-hidden")).toBe("true");
    expect(edge.className).toMatch(/(^| )sticky( |$)/);
    expect(edge.className).toMatch(/(^| )right-0( |$)/);
    expect(edge.className).toMatch(/(^| )from-slate-50( |$)/);
  });

  it("says so before the brackets are drawn", async () => {
    const tournament = { ...doubleEliminationActive(), winnersFixtures: [] };
    stubServer({ [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: tournament }) });
    renderApp(`/turnuvalar/${tournament.slug}`);
    expect(await screen.findByText("Bu çift eleme turnuvasının eşleşmeleri henüz oluşturulmadı.", {}, { timeout: 5000 })).toBeTruthy();
  });
});
