import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Tournament } from "@turnuva/contract/tournaments";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MatchSlotContext } from "@/features/tournaments/view/match-slot.tsx";
import { TournamentView } from "@/features/tournaments/view/tournament-view.tsx";
import { stubServer } from "./network-stub.ts";
import { renderApp } from "./render-app.tsx";
import { tournamentFixture, type TournamentFixtureName } from "./tournament-fixtures/load.ts";

/** The detail page of `tournament` as a visitor opens it, answered by the stubbed server. */
function openDetail(tournament: Tournament) {
  const requests = stubServer({ [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: tournament }) });
  const view = renderApp(`/turnuvalar/${tournament.slug}`);
  return { requests, view };
}

async function openFixture(name: TournamentFixtureName, change: (t: Tournament) => void = () => {}) {
  const tournament = tournamentFixture(name);
  change(tournament);
  const opened = openDetail(tournament);
  await screen.findByRole("heading", { level: 1, name: tournament.name });
  // The view renders after the header (a deferred value): its fixtures and tables come a moment later.
  await waitFor(() => expect(screen.queryByText("Yükleniyor...")).toBeNull());
  return { tournament, ...opened };
}

const section = (name: string | RegExp) => within(screen.getByRole("region", { name }));

afterEach(() => {
  vi.useRealTimers();
});

describe("tournament detail: the page around the view", () => {
  it("shows title, system, status, participant count and links to the platform's page", async () => {
    const { tournament, requests } = await openFixture("league-active");
    expect(screen.getByText("Lig")).toBeTruthy();
    expect(screen.getByText("Devam Ediyor")).toBeTruthy();
    expect(screen.getByText("5 katılımcı")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ege Kulübü" }).getAttribute("href")).toBe(`/platformlar/${tournament.platform.slug}`);
    expect(document.title).toBe("Bahar Ligi | Turnuvam");
    // A public read: no token.
    expect(requests.every((request) => request.headers.Authorization === undefined)).toBe(true);
  });

  it("says 'Duraklatıldı' for a paused tournament", async () => {
    await openFixture("league-paused");
    expect(screen.getByText("Duraklatıldı")).toBeTruthy();
  });

  it("says the tournament was not found on a 404", async () => {
    stubServer({ "GET /api/tournaments/yok-boyle": () => ({ status: 404, body: { message: "Turnuva bulunamadı.", code: "NOT_FOUND" } }) });
    renderApp("/turnuvalar/yok-boyle");
    expect(await screen.findByText("Turnuva bulunamadı veya yükleniyor...", { selector: "[role=status]" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tüm turnuvalara dön" })).toBeTruthy();
  });

  it("shows any other failure as 'Hata: {message}'", async () => {
    stubServer({ "GET /api/tournaments/bozuk": () => ({ status: 403, body: { message: "Bu turnuvayı görme yetkiniz yok.", code: "FORBIDDEN" } }) });
    renderApp("/turnuvalar/bozuk");
    expect((await screen.findByRole("alert")).textContent).toBe("Hata: Bu turnuvayı görme yetkiniz yok.");
  });

  it("says so for a system it does not know", async () => {
    await openFixture("league-active", (t) => {
      (t as { system: string }).system = "roundRobinCup";
    });
    expect(screen.getByText("Bilinmeyen turnuva sistemi.")).toBeTruthy();
  });
});

describe("tournament detail: polling (part 2 §9)", () => {
  it("asks again every 30 s while the tournament is not completed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await openFixture("league-active");
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(requests).toHaveLength(2);
  });

  it("stops once the answer says completed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const active = tournamentFixture("league-active");
    const completed = tournamentFixture("league-completed");
    let answer = active;
    const requests = stubServer({ [`GET /api/tournaments/${active.slug}`]: () => ({ status: 200, body: answer }) });
    renderApp(`/turnuvalar/${active.slug}`);
    await screen.findByRole("heading", { level: 1, name: active.name });

    answer = { ...completed, slug: active.slug };
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(await screen.findByRole("heading", { level: 1, name: completed.name })).toBeTruthy();
    expect(requests).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(requests).toHaveLength(2);
  });
});

describe("tournament detail: league", () => {
  it("groups the fixtures by week, with 'Bay' for the one who sits out and each match's badge", async () => {
    const { tournament } = await openFixture("league-active");
    const fixtures = section("Fikstür");
    expect(fixtures.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "1. Hafta",
      "2. Hafta",
      "3. Hafta",
      "4. Hafta",
      "5. Hafta",
    ]);
    const week1 = within(fixtures.getByRole("region", { name: "1. Hafta" }));
    expect(week1.getAllByText("Bay")).toHaveLength(1);
    const played = tournament.leagueFixtures.flatMap((w) => w.matches).filter((m) => m.isConfirmed).length;
    const waiting = tournament.leagueFixtures.flatMap((w) => w.matches).filter((m) => !m.isConfirmed && !m.isBye).length;
    expect(fixtures.getAllByText("Oynandı")).toHaveLength(played);
    expect(fixtures.getAllByText("Beklemede")).toHaveLength(waiting);
    expect(week1.getByText("3 – 2")).toBeTruthy();
  });

  it("lists the standings in the server's order with the top three highlighted", async () => {
    const { tournament } = await openFixture("league-active");
    const table = screen.getByRole("table", { name: "Puan Durumu" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").querySelector("[title]")?.getAttribute("title"))).toEqual(
      tournament.leagueStandings.map((row) => row.team.username),
    );
    expect(rows.map((row) => row.hasAttribute("data-highlighted"))).toEqual([true, true, true, false, false]);
    expect(within(rows[0]!).getByText("(ilk üç)")).toBeTruthy();
    expect(within(rows[3]!).queryByText("(ilk üç)")).toBeNull();
    expect(within(table).getByRole("columnheader", { name: "Puan" })).toBeTruthy();
  });

  it("fits a phone: goals for and against only from sm up, read in the goal difference's cell below it; the box takes focus", async () => {
    const { tournament } = await openFixture("league-active");
    const table = screen.getByRole("table", { name: "Puan Durumu" });
    // Rank, player, played, won, drawn, lost, goal difference and points stay on a phone.
    const headers = within(table).getAllByRole("columnheader");
    const onPhone = headers.filter((header) => !header.classList.contains("hidden"));
    expect(onPhone.map((header) => header.textContent)).toEqual([
      "#Sıra",
      "Oyuncu",
      "OOynanan",
      "GGalibiyet",
      "BBeraberlik",
      "MMağlubiyet",
      "AVAveraj",
      "PPuan",
    ]);
    expect(headers.filter((header) => header.classList.contains("hidden")).map((header) => header.getAttribute("title"))).toEqual([
      "Atılan gol",
      "Yenilen gol",
    ]);
    const first = tournament.leagueStandings[0]!;
    const cells = within(within(table).getAllByRole("row")[1]!).getAllByRole("cell");
    expect(cells.filter((cell) => cell.classList.contains("hidden")).map((cell) => cell.textContent)).toEqual([
      String(first.goalsFor),
      String(first.goalsAgainst),
    ]);
    const difference = cells.at(-2)!;
    expect(difference.textContent).toBe(`${first.goalDifference} (Atılan gol ${first.goalsFor}, Yenilen gol ${first.goalsAgainst})`);
    expect(within(difference).getByText(/Atılan gol/).className).toBe("sr-only sm:hidden");
    expect(cells.at(-1)!.textContent).toBe(String(first.points));
    // Should it still scroll (a larger text size), the keyboard can reach and scroll it.
    const box = screen.getByRole("region", { name: "Puan Durumu" });
    expect(box.tabIndex).toBe(0);
    expect(box.contains(table)).toBe(true);
  });

  it("cuts long names to 12 characters, keeping the whole name on hover and for screen readers, linked to the profile", async () => {
    await openFixture("league-active");
    const table = screen.getByRole("table", { name: "Puan Durumu" });
    const link = within(table).getByRole("link", { name: "uzun_isimli_oyuncu_1" });
    expect(link.getAttribute("title")).toBe("uzun_isimli_oyuncu_1");
    expect(link.getAttribute("href")).toBe("/profil/uzun_isimli_oyuncu_1");
    expect(within(link).getByText("uzun_isimli_…").getAttribute("aria-hidden")).toBe("true");
    // A short name stays whole.
    expect(within(table).getByRole("link", { name: "ali" }).textContent).toBe("ali");
  });

  it("shows no champion while running", async () => {
    await openFixture("league-active");
    expect(screen.queryByText("ŞAMPİYON")).toBeNull();
    expect(screen.queryByRole("region", { name: "Sonuçlar" })).toBeNull();
  });

  it("shows the champion once completed", async () => {
    const { tournament } = await openFixture("league-completed");
    const results = section("Sonuçlar");
    expect(results.getByText("ŞAMPİYON")).toBeTruthy();
    expect(results.getByRole("link", { name: tournament.champion!.username }).getAttribute("href")).toBe(`/profil/${tournament.champion!.username}`);
    expect(screen.getByText("Tamamlandı")).toBeTruthy();
  });

  it("says so when a completed league has no champion", async () => {
    await openFixture("league-completed", (t) => {
      t.champion = null;
      t.winner = null;
    });
    expect(screen.getByText("Turnuva tamamlandı ancak kazanan henüz belirlenmemiş.")).toBeTruthy();
    expect(screen.queryByText("ŞAMPİYON")).toBeNull();
  });
});

describe("tournament detail: group", () => {
  it("has a tab per group with its participants, weekly matches and standings, the advancing rows highlighted", async () => {
    const { tournament } = await openFixture("group-stage");
    const user = userEvent.setup();
    const tabs = screen.getByRole("tablist", { name: "Grup Aşaması" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Grup A", "Grup B"]);

    const panelA = within(screen.getByRole("tabpanel"));
    const tableA = panelA.getByRole("table", { name: "Grup A Puan Durumu" });
    const rowsA = within(tableA).getAllByRole("row").slice(1);
    // teamsAdvancing = 2
    expect(rowsA.map((row) => row.hasAttribute("data-highlighted"))).toEqual([true, true, false, false]);
    expect(within(rowsA[1]!).getByText("(üst tura çıkıyor)")).toBeTruthy();
    expect(panelA.getByRole("heading", { level: 4, name: "1. Hafta" })).toBeTruthy();
    // Sorted by username (part 1 §9), not in the order of the draw the answer gives.
    expect(tournament.groups[0]!.participants.map((p) => p.username)).toEqual(["ali", "gul", "emre", "hakan"]);
    const participantsA = within(panelA.getByRole("region", { name: "Katılımcılar" }));
    expect(participantsA.getAllByRole("link").map((link) => link.textContent)).toEqual(["ali", "emre", "gul", "hakan"]);

    await user.click(within(tabs).getByRole("tab", { name: "Grup B" }));
    const panelB = within(screen.getByRole("tabpanel"));
    expect(panelB.getByRole("table", { name: "Grup B Puan Durumu" })).toBeTruthy();
    expect(
      within(panelB.getByRole("region", { name: "Katılımcılar" }))
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["banu", "can", "dilek", "fatma"]);
    // No knockout yet, and no podium.
    expect(screen.queryByRole("region", { name: "Eleme Turları" })).toBeNull();
    expect(screen.queryByText("ŞAMPİYON")).toBeNull();
  });

  it("shows a group member's picture, which the tournament's participants carry", async () => {
    await openFixture("group-stage", (t) => {
      const first = t.groups[0]!.participants[0]!;
      const at = (width: number) => `/api/images/${first.username}-${width}.webp`;
      const participant = t.participants.find((p) => p._id === first._id)!;
      participant.profileImage = { url: at(256), thumbnailUrl: at(80), mediumUrl: at(128), largeUrl: at(256) };
    });
    const participants = within(screen.getByRole("tabpanel")).getByRole("region", { name: "Katılımcılar" });
    // Decorative (the name is beside it): found as an element, not by its role.
    await waitFor(() => expect(participants.querySelector("img")?.getAttribute("src")).toMatch(/-80\.webp$/), { timeout: 4000 });
  });

  it("cuts names to 10 characters in group matches", async () => {
    await openFixture("group-stage", (t) => {
      // A match names its players by their participant (issue 27): the participant is renamed.
      const home = t.groupFixtures[0]!.fixtures[0]!.matches[0]!.home!;
      t.participants.find((p) => p._id === home._id)!.username = "cokuzunoyuncuadi";
    });
    const link = within(screen.getByRole("region", { name: "1. Hafta" })).getByRole("link", { name: "cokuzunoyuncuadi" });
    expect(within(link).getByText("cokuzunoyu…")).toBeTruthy();
  });

  it("draws the knockout rounds with their names once they exist", async () => {
    await openFixture("group-knockout");
    const knockout = section("Eleme Turları");
    expect(knockout.getByRole("heading", { level: 3, name: "Son 4" })).toBeTruthy();
    expect(knockout.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText("ŞAMPİYON")).toBeNull();
  });

  it("ends with the final, the third-place match and the podium once completed", async () => {
    const { tournament } = await openFixture("group-completed");
    const knockout = section("Eleme Turları");
    expect(knockout.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Son 4", "Final", "ŞAMPİYON"]);
    expect(screen.getByRole("region", { name: "Üçüncülük Maçı" })).toBeTruthy();
    const results = section("Sonuçlar");
    for (const [label, person] of [
      ["ŞAMPİYON", tournament.champion],
      ["İKİNCİ", tournament.secondPlace],
      ["ÜÇÜNCÜ", tournament.thirdPlace],
    ] as const) {
      const card = results.getByText(label).closest("li")!;
      expect(within(card).getByRole("link").textContent).toBe(person!.username);
    }
  });

  it("says so when a completed group tournament has no places", async () => {
    await openFixture("group-completed", (t) => {
      t.secondPlace = null;
      t.thirdPlace = null;
    });
    expect(screen.getByText("Turnuva tamamlandı ancak dereceler henüz belirlenmemiş.")).toBeTruthy();
    expect(screen.queryByText("İKİNCİ")).toBeNull();
  });

  it("keeps the open tab where the caller says (the managing screen)", async () => {
    const tournament = tournamentFixture("group-stage");
    const onGroupTabChange = vi.fn();
    render(
      <MemoryRouter>
        <TournamentView tournament={tournament} groupTab={1} onGroupTabChange={onGroupTabChange} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("tab", { name: "Grup B" }).getAttribute("aria-selected")).toBe("true");
    await userEvent.setup().click(screen.getByRole("tab", { name: "Grup A" }));
    expect(onGroupTabChange).toHaveBeenCalledWith(0);
  });
});

describe("tournament detail: elimination", () => {
  it("shows the rounds by name with the byes as 'Bay', and no champion while running", async () => {
    await openFixture("elimination-active");
    const bracket = section("Eleme ağacı");
    expect(bracket.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Çeyrek Final", "Yarı Final"]);
    expect(within(bracket.getByRole("region", { name: "Çeyrek Final" })).getAllByText("Bay")).toHaveLength(3);
    expect(screen.queryByText("ŞAMPİYON")).toBeNull();
  });

  it("ends the tree with the champion once completed", async () => {
    const { tournament } = await openFixture("elimination-completed");
    const bracket = section("Eleme ağacı");
    expect(bracket.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Çeyrek Final", "Yarı Final", "Final", "ŞAMPİYON"]);
    const championColumn = within(bracket.getByRole("region", { name: "ŞAMPİYON" }));
    expect(championColumn.getByRole("link").textContent).toBe(tournament.winner!.username);
  });

  it("lists each round in the order of the matches its winners play next, so the connectors join the right pairs", async () => {
    // The semi-finals were drawn at random: ali (quarter-final 2) against banu (3), can (0) against fatma (1).
    await openFixture("elimination-completed");
    const bracket = section("Eleme ağacı");
    const players = (roundName: string) =>
      within(bracket.getByRole("region", { name: roundName }))
        .getAllByRole("listitem")
        .map((item) =>
          within(item)
            .getAllByRole("link")
            .map((link) => link.getAttribute("title")),
        );
    expect(players("Yarı Final")).toEqual([
      ["ali", "banu"],
      ["can", "fatma"],
    ]);
    expect(players("Çeyrek Final")).toEqual([
      ["ali", "emre"],
      ["hakan", "banu"],
      ["can", "dilek"],
      ["fatma", "gul"],
    ]);
  });
});

describe("tournament detail: challenge", () => {
  it("shows the two gladiators, the running count, the target and a card per match", async () => {
    const { tournament } = await openFixture("challenge-active");
    const series = section("Seri");
    expect(series.getByText(`${tournament.challengeScore!.home} – ${tournament.challengeScore!.away}`)).toBeTruthy();
    expect(series.getByText("5 maçlık seri: 3 galibiyete ulaşan kazanır")).toBeTruthy();
    expect(series.getByRole("link", { name: "ali" })).toBeTruthy();
    expect(series.getByRole("link", { name: "uzun_isimli_oyuncu_1" })).toBeTruthy();
    const matches = section("Maçlar");
    expect(matches.getAllByRole("listitem")).toHaveLength(5);
    expect(matches.getByText("1. Maç")).toBeTruthy();
    expect(matches.getAllByText("Beklemede")).toHaveLength(3);
    expect(screen.queryByText("ŞAMPİYON")).toBeNull();
  });

  it("gives every game the spec's match badge, marks the games no longer needed and shows the champion once completed", async () => {
    const { tournament } = await openFixture("challenge-completed");
    expect(section("Seri").getByText("2 – 0")).toBeTruthy();
    // Part 2 §2 (issue 25): 'Oynandı' once played, else 'Beklemede', as in every system; never the
    // status 'Tamamlandı' on a game. A game no longer needed says so beside its badge.
    const games = section("Maçlar");
    for (const name of ["1. Maç", "2. Maç"]) expect(within(games.getByText(name).closest("li")!).getByText("Oynandı")).toBeTruthy();
    const third = games.getByText("3. Maç").closest("li")!;
    expect(within(third).getByText("Gerek kalmadı")).toBeTruthy();
    expect(within(third).getByText("Beklemede")).toBeTruthy();
    expect(games.queryByText("Tamamlandı")).toBeNull();
    expect(within(section("Sonuçlar").getByText("ŞAMPİYON").closest("li")!).getByRole("link").textContent).toBe(tournament.champion!.username);
  });
});

describe("the match slot (the managing screen's score inputs)", () => {
  it("renders what the slot returns in place of the read-only score, and the score where it returns nothing", () => {
    const tournament = tournamentFixture("league-active");
    const [bye, played] = tournament.leagueFixtures[0]!.matches;
    render(
      <MemoryRouter>
        <MatchSlotContext.Provider value={(match) => (match._id === played!._id ? <button type="button">Skoru İptal Et</button> : null)}>
          <TournamentView tournament={tournament} />
        </MatchSlotContext.Provider>
      </MemoryRouter>,
    );
    expect(bye!.isBye).toBe(true);
    const week1 = within(screen.getByRole("region", { name: "1. Hafta" }));
    expect(week1.getAllByRole("button", { name: "Skoru İptal Et" })).toHaveLength(1);
    expect(week1.queryByText("3 – 2")).toBeNull();
    expect(week1.getByText("2 – 1")).toBeTruthy();
  });
});
