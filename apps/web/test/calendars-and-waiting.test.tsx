import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { WaitingMatch } from "@turnuva/contract/calendars";
import type { Tournament } from "@turnuva/contract/tournaments";
import { describe, expect, it } from "vitest";
import { stubServer, userJson } from "./network-stub.ts";
import { platformJson } from "./platforms-data.ts";
import { profileHandlers } from "./profile-data.ts";
import { renderApp } from "./render-app.tsx";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

/**
 * Issue 25: the matches waiting for a member on the home page (opened by its button, each leading
 * to the tournament's 'Maçlarım'), and the 'Takvime ekle' links of the tournament page and of the
 * own profile.
 */

const signedIn = (username: string) => {
  window.localStorage.setItem("token", `t-${username}`);
  return { "GET /api/auth/me": () => ({ status: 200, body: { user: userJson(username) } }) };
};

const waiting = (overrides: Partial<WaitingMatch> = {}): WaitingMatch => ({
  _id: "m-1",
  tournament: { _id: "t-1", name: "Kış Kupası", slug: "kis-kupasi" },
  stage: "league",
  group: null,
  roundName: "2. Hafta",
  isHome: true,
  opponent: { _id: "id-veli", username: "veli", profileImage: null },
  waitingFor: "report",
  opponentReport: null,
  leg: null,
  firstLeg: null,
  deadline: "2026-12-03T13:05:00.000Z",
  isOverdue: false,
  ...overrides,
});

describe("the member home's waiting matches", () => {
  it("are listed under their heading with what each waits for, the server's order kept; each leads to 'Maçlarım'", async () => {
    const requests = stubServer({
      ...signedIn("ali"),
      "GET /api/users/profile/waiting-matches": () => ({
        status: 200,
        body: {
          matches: [
            waiting({ _id: "m-late", isOverdue: true, deadline: "2026-11-01T10:00:00.000Z", roundName: "1. Hafta" }),
            waiting({
              _id: "m-accept",
              isHome: false,
              group: "B",
              tournament: { _id: "t-2", name: "Yaz Turnuvası", slug: "yaz-turnuvasi" },
              opponent: { _id: "id-can", username: "can", profileImage: null },
              waitingFor: "accept",
              opponentReport: { homeScore: 2, awayScore: 1, homePenalties: null, awayPenalties: null, at: "2026-11-20T10:00:00.000Z" },
              deadline: null,
            }),
            waiting(),
          ],
        },
      }),
    });
    const { location } = renderApp("/");
    const section = await screen.findByRole("region", { name: "Seni bekleyen maçlar" }, { timeout: 5000 });
    expect(requests.find((request) => request.path === "/api/users/profile/waiting-matches")?.headers.Authorization).toBe("Bearer t-ali");
    const links = within(section).getAllByRole("link");
    // In the server's order (overdue first), each as 'home – away', where, what it waits for, by when.
    const shown = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" }).format(
      new Date("2026-12-03T13:05:00.000Z"),
    );
    expect(links.map((link) => link.textContent)).toEqual([
      "ali – veliKış Kupası · 1. HaftaSkorunu bildirSüresi geçti",
      "can – aliYaz Turnuvası · Grup B · 2. Haftacan skoru 2–1 bildirdi: onayla ya da itiraz et",
      `ali – veliKış Kupası · 2. HaftaSkorunu bildirSon gün: ${shown}`,
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/turnuvalar/kis-kupasi#maclarim",
      "/turnuvalar/yaz-turnuvasi#maclarim",
      "/turnuvalar/kis-kupasi#maclarim",
    ]);
    // The shortcuts stay, after the list.
    expect(screen.getByRole("link", { name: /Profilim/ })).toBeTruthy();

    stubServer({
      ...signedIn("ali"),
      "GET /api/tournaments/kis-kupasi": () => ({ status: 404, body: { code: "TOURNAMENT_NOT_FOUND", message: "Turnuva bulunamadı." } }),
    });
    await userEvent.click(links[0]!);
    await waitFor(() => expect(location().pathname).toBe("/turnuvalar/kis-kupasi"));
    expect(location().hash).toBe("#maclarim");
  });

  it("say which leg of a two-legged tie a match is, how the first leg ended, and a reported shoot-out", async () => {
    stubServer({
      ...signedIn("ali"),
      "GET /api/users/profile/waiting-matches": () => ({
        status: 200,
        body: {
          matches: [
            waiting({ _id: "m-l1", stage: "elimination", roundName: "Yarı Final", leg: 1, deadline: null }),
            waiting({
              _id: "m-l2",
              stage: "elimination",
              roundName: "Final",
              isHome: false,
              leg: 2,
              firstLeg: { homeUsername: "ali", awayUsername: "veli", homeScore: 1, awayScore: 0 },
              waitingFor: "accept",
              opponentReport: { homeScore: 1, awayScore: 0, homePenalties: 4, awayPenalties: 2, at: "2026-11-20T10:00:00.000Z" },
              deadline: null,
            }),
            waiting({ _id: "m-l2-unplayed", stage: "elimination", roundName: "Çeyrek Final", leg: 2, deadline: null }),
          ],
        },
      }),
    });
    renderApp("/");
    const section = await screen.findByRole("region", { name: "Seni bekleyen maçlar" }, { timeout: 5000 });
    expect(within(section).getAllByRole("link").map((link) => link.textContent)).toEqual([
      "ali – veliKış Kupası · Yarı Finalİlk maçSkorunu bildir",
      "veli – aliKış Kupası · FinalRövanş · İlk maç: ali 1–0 veliveli skoru 1–0 (4–2 pen.) bildirdi: onayla ya da itiraz et",
      "ali – veliKış Kupası · Çeyrek FinalRövanşSkorunu bildir",
    ]);
  });

  it("shows nothing when none waits or the list could not be loaded: the shortcuts stay the page", async () => {
    const first = stubServer({ ...signedIn("ali"), "GET /api/users/profile/waiting-matches": () => ({ status: 200, body: { matches: [] } }) });
    const view = renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Hoş geldin, ali!" }, { timeout: 5000 });
    await waitFor(() => expect(first.some((request) => request.path === "/api/users/profile/waiting-matches")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Seni bekleyen maçlar" })).toBeNull();
    view.unmount();

    const second = stubServer({
      ...signedIn("ali"),
      "GET /api/users/profile/waiting-matches": () => ({ status: 403, body: { code: "FORBIDDEN", message: "Olmaz." } }),
    });
    renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Hoş geldin, ali!" }, { timeout: 5000 });
    await waitFor(() => expect(second.some((request) => request.path === "/api/users/profile/waiting-matches")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Seni bekleyen maçlar" })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: /Profilim/ })).toBeTruthy();
  });
});

describe("'Maçlarım' reached by its address", () => {
  it("is brought into view and focused for the player", async () => {
    const fixture = tournamentFixture("league-active");
    let json = JSON.stringify(fixture);
    for (const person of [...fixture.participants, fixture.createdBy]) json = json.replaceAll(person._id, `id-${person.username}`);
    const tournament = { ...(JSON.parse(json) as Tournament), resultEntry: "players" as const };
    const platform = { ...platformJson(tournament.platform.name, { ownerName: "kurucu" }), _id: tournament.platform._id };
    stubServer({
      ...signedIn("ali"),
      [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: tournament }),
      "GET /api/platforms/my": () => ({ status: 200, body: { platforms: [platform] } }),
    });
    renderApp(`/turnuvalar/${tournament.slug}#maclarim`);
    const section = await screen.findByRole("region", { name: "Maçlarım" }, { timeout: 5000 });
    expect(section.id).toBe("maclarim");
    await waitFor(() => expect(document.activeElement).toBe(section));
  });
});

describe("'Takvime ekle'", () => {
  it("is on the page of a tournament with deadlines, linking to its calendar file, and not on one without", async () => {
    const withDeadlines = { ...tournamentFixture("league-active"), roundDays: 7 };
    stubServer({ [`GET /api/tournaments/${withDeadlines.slug}`]: () => ({ status: 200, body: withDeadlines }) });
    const first = renderApp(`/turnuvalar/${withDeadlines.slug}`);
    await screen.findByRole("heading", { level: 1, name: withDeadlines.name }, { timeout: 5000 });
    expect(screen.getByRole("link", { name: "Takvime ekle" }).getAttribute("href")).toBe(`/api/tournaments/${withDeadlines._id}/calendar.ics`);
    first.unmount();

    const none = tournamentFixture("league-active");
    stubServer({ [`GET /api/tournaments/${none.slug}`]: () => ({ status: 200, body: none }) });
    renderApp(`/turnuvalar/${none.slug}`);
    await screen.findByRole("heading", { level: 1, name: none.name }, { timeout: 5000 });
    expect(screen.queryByRole("link", { name: "Takvime ekle" })).toBeNull();
  });

  it("is on the own profile, linking to the person's calendar file, and not on someone else's", async () => {
    stubServer({ ...signedIn("ayse"), ...profileHandlers("ayse", { own: true }) });
    const own = renderApp("/profil");
    await screen.findByRole("heading", { level: 1, name: "ayse" }, { timeout: 5000 });
    expect(screen.getByRole("link", { name: "Maçlarımı takvime ekle" }).getAttribute("href")).toBe("/api/users/ayse/calendar.ics");
    own.unmount();

    stubServer({ ...signedIn("ayse"), ...profileHandlers("banu") });
    renderApp("/profil/banu");
    await screen.findByRole("heading", { level: 1, name: "banu" }, { timeout: 5000 });
    expect(screen.queryByRole("link", { name: "Maçlarımı takvime ekle" })).toBeNull();
    expect(within(document.body).queryByText("Maçlarımı takvime ekle")).toBeNull();
  });
});
