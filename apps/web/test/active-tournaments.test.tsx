import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Tournament, TournamentCard } from "@turnuva/contract/tournaments";
import { describe, expect, it } from "vitest";
import type { RecordedRequest } from "./network-stub.ts";
import { platformJson, stubSignedIn } from "./platforms-data.ts";
import { renderApp } from "./render-app.tsx";
import { tournamentFixture, type TournamentFixtureName } from "./tournament-fixtures/load.ts";

// "ayse" is signed in (platforms-data.ts); her own platform, and one "mehmet" owns.
const own = platformJson("Kuzey Ligi");
const others = platformJson("Güney Kupası", { ownerName: "mehmet" });

function cardOf(tournament: Tournament): TournamentCard {
  const { _id, name, slug, system, status, platform, participantCount, createdAt, lastUpdated, champion } = tournament;
  return { _id, name, slug, system, status, platform, participantCount, createdAt, lastUpdated, champion };
}

/** A tournament of `platform` (ayse's own unless told otherwise), its owner named as the answer names it. */
function fixture(name: TournamentFixtureName, overrides: Partial<Tournament> = {}, platform = own): Tournament {
  const ref = { _id: platform._id, name: platform.name, slug: platform.slug, ownerId: platform.owner._id };
  return { ...tournamentFixture(name), platform: ref, ...overrides };
}

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== "GET");

async function openTab(platformId: string) {
  const view = renderApp(`/platformlar?platformId=${platformId}&menu=2`);
  // The tab's code loads when it is first shown.
  await screen.findByRole("heading", { name: "Aktif ve yarım kalan turnuvalar" }, { timeout: 5000 });
  return view;
}

describe("'Aktif/Yarım'", () => {
  it("lists the platform's unfinished tournaments; 'Devam Et' resumes one at its group tab, 'Kapat' goes back", async () => {
    // Paused on group B's tab; ayse owns the platform, so she manages it although another made it.
    const paused = fixture("group-stage", {
      status: "paused",
      activeGroupTab: 1,
      actions: { confirm: [], cancel: [], advance: false, finish: false, pause: false, resume: true, reopen: false },
    });
    const resumed = fixture("group-stage", { activeGroupTab: 1, version: paused.version + 1 });
    const league = fixture("league-active");
    const requests = stubSignedIn({
      mine: [own],
      handlers: {
        [`GET /api/tournaments/paused/${own._id}`]: () => ({ status: 200, body: { pausedTournaments: [cardOf(paused), cardOf(league)] } }),
        // Who made it is read first: ayse owns the platform, so the shared policy lets her manage it.
        [`GET /api/tournaments/${paused.slug}`]: () => ({ status: 200, body: paused }),
        [`PUT /api/tournaments/${paused._id}/resume`]: () => ({
          status: 200,
          body: { message: "Turnuva başarıyla devam ettirildi!", tournament: resumed, resumedState: { step: 4, activeGroupTab: 1, currentRound: 0 } },
        }),
        [`PUT /api/tournaments/${paused._id}/handle-exit`]: () => ({ status: 200, body: { tournament: resumed } }),
      },
    });
    const user = userEvent.setup();
    await openTab(own._id);

    const cards = await within(screen.getByRole("region", { name: "Aktif ve yarım kalan turnuvalar" })).findAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const card = within(cards[0]!);
    expect(card.getByRole("heading", { level: 3, name: paused.name })).toBeTruthy();
    expect(card.getByText("Grup")).toBeTruthy();
    expect(card.getByText("Duraklatıldı")).toBeTruthy();
    expect(card.getByText(/^Son güncelleme: /)).toBeTruthy();
    expect(within(cards[1]!).getByText("Devam Ediyor")).toBeTruthy();
    expect(within(cards[1]!).getByText("Lig")).toBeTruthy();

    await user.click(card.getByRole("button", { name: /Devam Et/ }));
    expect(await screen.findByText("Turnuva başarıyla devam ettirildi!")).toBeTruthy();
    // Inline, at its step and the group tab it was left on, with the managing controls.
    const opened = await screen.findByRole("heading", { level: 2, name: paused.name });
    // The pressed 'Devam Et' is gone: the opened tournament's heading has the focus.
    await waitFor(() => expect(document.activeElement).toBe(opened));
    expect(screen.getByText(/Adım 4: Grup maçları/)).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Grup B" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("button", { name: "Turnuvayı Duraklat" })).toBeTruthy();
    expect(writes(requests).map((request) => [request.method, request.path, request.headers.Authorization])).toEqual([
      ["PUT", `/api/tournaments/${paused._id}/resume`, "Bearer t-ayse"],
    ]);
    // The read that decided is the screen's first copy: the tournament was fetched once.
    expect(requests.filter((request) => request.path === `/api/tournaments/${paused.slug}`)).toHaveLength(1);

    // (The toast has a 'Kapat' of its own.)
    await user.click(within(screen.getByRole("region", { name: paused.name })).getByRole("button", { name: "Kapat" }));
    const listHeading = await screen.findByRole("heading", { name: "Aktif ve yarım kalan turnuvalar" });
    await waitFor(() => expect(document.activeElement).toBe(listHeading));
    // Closing the screen of a running tournament records the exit, with the tab it shows.
    await waitFor(() =>
      expect(writes(requests).at(-1)).toMatchObject({ path: `/api/tournaments/${paused._id}/handle-exit`, body: { activeGroupTab: 1 } }),
    );
  });

  it("says why a resume failed, in the spec's words", async () => {
    const paused = fixture("league-paused");
    stubSignedIn({
      mine: [own],
      handlers: {
        [`GET /api/tournaments/paused/${own._id}`]: () => ({ status: 200, body: { pausedTournaments: [cardOf(paused)] } }),
        [`PUT /api/tournaments/${paused._id}/resume`]: () => ({
          status: 409,
          body: { code: "TOURNAMENT_COMPLETED", message: "Turnuva tamamlandı; artık değişiklik yapılamaz." },
        }),
        [`GET /api/tournaments/${paused.slug}`]: () => ({ status: 200, body: paused }),
      },
    });
    const user = userEvent.setup();
    await openTab(own._id);
    await user.click(await screen.findByRole("button", { name: /Devam Et/ }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Turnuva devam ettirilirken bir hata oluştu: Turnuva tamamlandı; artık değişiklik yapılamaz.");
    await user.click(within(alert).getByRole("button", { name: "Kapat" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says 'Bilinmeyen hata' when the server gave no reason", async () => {
    const paused = fixture("league-paused");
    stubSignedIn({
      mine: [own],
      handlers: {
        [`GET /api/tournaments/paused/${own._id}`]: () => ({ status: 200, body: { pausedTournaments: [cardOf(paused)] } }),
        [`PUT /api/tournaments/${paused._id}/resume`]: () => ({ status: 400, body: null }),
        [`GET /api/tournaments/${paused.slug}`]: () => ({ status: 200, body: paused }),
      },
    });
    await openTab(own._id);
    await userEvent.setup().click(await screen.findByRole("button", { name: /Devam Et/ }));
    expect((await screen.findByRole("alert")).textContent).toContain("Turnuva devam ettirilirken bir hata oluştu: Bilinmeyen hata");
  });

  it("opens someone else's tournament read-only for a member, without asking to resume it", async () => {
    const league = fixture("league-active", {}, others);
    const requests = stubSignedIn({
      mine: [others],
      handlers: {
        [`GET /api/tournaments/paused/${others._id}`]: () => ({ status: 200, body: { pausedTournaments: [cardOf(league)] } }),
        [`GET /api/tournaments/${league.slug}`]: () => ({ status: 200, body: league }),
      },
    });
    const user = userEvent.setup();
    await openTab(others._id);
    await user.click(await screen.findByRole("button", { name: /Devam Et/ }));

    expect(await screen.findByText(/yalnızca oluşturan kişi ve platformun sahibi yönetebilir/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: league.name })).toBeTruthy();
    expect(screen.queryAllByRole("spinbutton")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Turnuvayı Duraklat" })).toBeNull();
    expect(screen.queryByText("Turnuva başarıyla devam ettirildi!")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Kapat" }));
    expect(await screen.findByRole("button", { name: /Devam Et/ })).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });

  it("resumes a member's own tournament on a platform she does not own, after reading who made it", async () => {
    const paused = fixture("league-paused", { createdBy: { _id: "id-ayse", username: "ayse" } }, others);
    const resumed = fixture(
      "league-active",
      { _id: paused._id, slug: paused.slug, name: paused.name, createdBy: paused.createdBy, version: paused.version + 1 },
      others,
    );
    const requests = stubSignedIn({
      mine: [others],
      handlers: {
        [`GET /api/tournaments/paused/${others._id}`]: () => ({ status: 200, body: { pausedTournaments: [cardOf(paused)] } }),
        [`GET /api/tournaments/${paused.slug}`]: () => ({ status: 200, body: paused }),
        [`PUT /api/tournaments/${paused._id}/resume`]: () => ({
          status: 200,
          body: { tournament: resumed, resumedState: { step: 4, activeGroupTab: null, currentRound: 1 } },
        }),
      },
    });
    await openTab(others._id);
    await userEvent.setup().click(await screen.findByRole("button", { name: /Devam Et/ }));
    expect(await screen.findByText("Turnuva başarıyla devam ettirildi!")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Turnuvayı Duraklat" })).toBeTruthy();
    expect(
      requests
        .filter((request) => request.path.startsWith("/api/tournaments/") && !request.path.includes("/paused/"))
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual([`GET /api/tournaments/${paused.slug}`, `PUT /api/tournaments/${paused._id}/resume`]);
  });

  it("says when the platform has nothing unfinished", async () => {
    stubSignedIn({ mine: [own], handlers: { [`GET /api/tournaments/paused/${own._id}`]: () => ({ status: 200, body: { pausedTournaments: [] } }) } });
    await openTab(own._id);
    expect(await screen.findByText("Bu platformda devam eden ya da duraklatılmış turnuva yok.")).toBeTruthy();
  });
});
