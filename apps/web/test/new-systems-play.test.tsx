import { useQueryClient } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Tournament } from "@turnuva/contract/tournaments";
import { useState, type ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AppProviders } from "@/app/providers.tsx";
import { storeTournament } from "@/features/tournaments/api/store-tournament.ts";
import { TournamentPlay } from "@/features/tournaments/manage/play/tournament-play.tsx";
import { changesAnswer } from "./changes-answer.ts";
import { stubServer, userJson, type RecordedRequest } from "./network-stub.ts";
import { doubleEliminationActive, doubleEliminationCompleted, match, swissKnockout } from "./tournament-fixtures/more-systems.ts";

// Issue 29: the managing screen plays double elimination and Swiss as it plays the others.

type Handlers = Parameters<typeof stubServer>[0];

afterEach(async () => {
  cleanup();
  // Leaving records the exit a moment later: that request belongs to the test that left.
  await new Promise((resolve) => setTimeout(resolve, 5));
});

function Cached({ tournament, children }: { tournament: Tournament; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => storeTournament(queryClient, tournament));
  return children;
}

/** The managing screen, its creator 'kurucu' signed in. */
function renderPlay(tournament: Tournament, handlers: Handlers = {}) {
  window.localStorage.setItem("token", "t-kurucu");
  const requests = stubServer({ "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("kurucu") } }), ...handlers });
  render(
    <MemoryRouter initialEntries={["/yonet"]}>
      <AppProviders>
        <Routes>
          <Route path="/" element={<p>Ana sayfa burası</p>} />
          <Route
            path="/yonet"
            element={
              <Cached tournament={tournament}>
                <TournamentPlay identifier={tournament.slug} viewerIsMember />
              </Cached>
            }
          />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  return requests;
}

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== "GET" && !request.path.endsWith("/handle-exit"));

/** The card of the match between two people, once the editors are there. */
async function matchOf(home: string, away: string): Promise<HTMLElement> {
  await screen.findByRole("button", { name: "Turnuvayı Duraklat" }, { timeout: 5000 });
  const card = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".rounded-xl.shadow-sm")].find(
      (element) =>
        element.textContent?.includes(home) && element.textContent.includes(away) && within(element).queryAllByRole("spinbutton").length > 0,
    );
    if (!found) throw new Error(`No open match ${home} – ${away}`);
    return found;
  });
  return card;
}

describe("the managing screen, issue 29", () => {
  it("double elimination: no draw (a level score asks for penalties), no advance button, finishing waits for a champion", async () => {
    const tournament = doubleEliminationActive();
    const decided = structuredClone(tournament);
    Object.assign(decided.winnersFixtures[1]!.matches[0]!, {
      homeScore: 1,
      awayScore: 1,
      homePenalties: 5,
      awayPenalties: 4,
      isConfirmed: true,
      isCompleted: true,
    });
    // The loser drops into the losers' bracket by itself: its match appears with the answer.
    decided.losersFixtures = [
      { round: 1, name: "Kaybedenler 1. Tur", matches: [match("losers", 1, "Kaybedenler 1. Tur", 0, { home: "can", away: "banu" })] },
    ];
    decided.version = tournament.version + 1;
    decided.actions = { ...tournament.actions, confirm: ["losers-r1-m0"], cancel: ["winners-r2-m0"] };
    const requests = renderPlay(tournament, {
      [`POST /api/tournaments/${tournament._id}/matches/winners-r2-m0/confirm`]: () => changesAnswer(tournament, decided),
      [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: decided }),
    });
    const user = userEvent.setup();
    const final = await matchOf("ali", "banu");
    expect(screen.queryByRole("button", { name: "Sonraki Tura Geç" })).toBeNull();

    await user.type(within(final).getByRole("spinbutton", { name: "ali skoru" }), "1");
    await user.type(within(final).getByRole("spinbutton", { name: "banu skoru" }), "1");
    expect(within(final).getByRole("group", { name: "Penaltılar" })).toBeTruthy();
    await user.click(within(final).getByRole("button", { name: "Skoru Onayla" }));
    expect(within(final).getByRole("alert").textContent).toContain("Beraberlik kabul edilemez.");
    expect(writes(requests)).toEqual([]);

    await user.type(within(final).getByRole("spinbutton", { name: "ali penaltıları" }), "5");
    await user.type(within(final).getByRole("spinbutton", { name: "banu penaltıları" }), "4");
    await user.click(within(final).getByRole("button", { name: "Skoru Onayla" }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toEqual({ homeScore: 1, awayScore: 1, homePenalties: 5, awayPenalties: 4 });
    // The losers' bracket and its new match, open for a score.
    expect(await screen.findByRole("heading", { level: 2, name: "Kaybedenler Tablosu" }, { timeout: 5000 })).toBeTruthy();
    await matchOf("can", "banu");

    // Not finishable yet: said on the press, nothing sent.
    await user.click(screen.getByRole("button", { name: "Turnuvayı Bitir" }));
    expect(await screen.findByText("Hata: Şampiyon belirlenmedi!")).toBeTruthy();
    expect(writes(requests)).toHaveLength(1);
  });

  it("Swiss: a round's draw stands (no penalties), 'Sonraki Tura Geç' pairs the next round, then the knockout", async () => {
    const full = swissKnockout();
    // Round 2 of 3 under way: one match open.
    const tournament: Tournament = {
      ...full,
      swissFixtures: [full.swissFixtures[0]!, structuredClone(full.swissFixtures[1]!)],
      knockoutFixtures: [],
      actions: { ...full.actions, confirm: ["swiss-r2-m2"], cancel: ["swiss-r2-m0", "swiss-r2-m1"] },
    };
    Object.assign(tournament.swissFixtures[1]!.matches[2]!, { homeScore: null, awayScore: null, isConfirmed: false, isCompleted: false });
    const played = structuredClone(tournament);
    Object.assign(played.swissFixtures[1]!.matches[2]!, { homeScore: 1, awayScore: 1, isConfirmed: true, isCompleted: true });
    played.version = tournament.version + 1;
    played.actions = { ...tournament.actions, confirm: [], cancel: ["swiss-r2-m0", "swiss-r2-m1", "swiss-r2-m2"], advance: true };
    const third: Tournament = { ...full, swissFixtures: full.swissFixtures, knockoutFixtures: [], version: tournament.version + 2 };
    third.swissFixtures = full.swissFixtures.map((round, index) =>
      index < 2
        ? round
        : { ...round, matches: round.matches.map((m) => ({ ...m, homeScore: null, awayScore: null, isConfirmed: false, isCompleted: false })) },
    );
    third.actions = { ...full.actions, confirm: ["swiss-r3-m0", "swiss-r3-m1", "swiss-r3-m2"], cancel: [] };
    const requests = renderPlay(tournament, {
      [`POST /api/tournaments/${tournament._id}/matches/swiss-r2-m2/confirm`]: () => changesAnswer(tournament, played),
      [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: played }),
      [`POST /api/tournaments/${tournament._id}/advance`]: () => ({ status: 200, body: { tournament: third } }),
    });
    const user = userEvent.setup();
    const open = await matchOf("fikret", "dilek");
    // Before the round is played: the button is there, and says why it waits.
    await user.click(screen.getByRole("button", { name: "Sonraki Tura Geç" }));
    expect(await screen.findByText("Hata: Sonraki tura geçmek için mevcut turdaki tüm maçların skorları onaylanmalıdır.")).toBeTruthy();

    await user.type(within(open).getByRole("spinbutton", { name: "fikret skoru" }), "1");
    await user.type(within(open).getByRole("spinbutton", { name: "dilek skoru" }), "1");
    expect(within(open).queryByRole("group", { name: "Penaltılar" })).toBeNull();
    await user.click(within(open).getByRole("button", { name: "Skoru Onayla" }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]!.body).toEqual({ homeScore: 1, awayScore: 1 });

    await waitFor(() => expect(screen.getByRole("button", { name: "Sonraki Tura Geç" }).getAttribute("aria-disabled")).toBe("false"));
    // By keyboard, as a person who just confirmed the round's last score goes on.
    act(() => screen.getByRole("button", { name: "Sonraki Tura Geç" }).focus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    expect(writes(requests)[1]!.path).toBe(`/api/tournaments/${tournament._id}/advance`);
    expect(await screen.findByRole("heading", { level: 3, name: "3. Tur" })).toBeTruthy();
    // Audit F17: the keyboard goes on to the new round's first match, not to the top of the page.
    const [firstOfRound] = screen
      .getAllByRole("button", { name: "Skoru Onayla" })
      .map((button) => within(button.closest("form")!).getAllByRole("spinbutton")[0]);
    await waitFor(() => expect(document.activeElement).toBe(firstOfRound));
    // The last Swiss round is drawn: the same button draws the knockout next.
    expect(screen.getByRole("button", { name: "Sonraki Tura Geç" })).toBeTruthy();
    // Finishing waits for the knockout's final.
    await user.click(screen.getByRole("button", { name: "Turnuvayı Bitir" }));
    expect(await screen.findByText(/Hata: Turnuvayı bitirmek için Final/)).toBeTruthy();
  });

  // Audit F4: as the elimination's screen does, the decided tournament says who won before finishing.
  const champion = () => screen.queryByRole("region", { name: /ŞAMPİYON/ });
  const finishable = { confirm: [], cancel: [], advance: false, finish: true, pause: true, resume: false, reopen: false };

  it("double elimination: once its bracket reset is confirmed, the 'ŞAMPİYON' card with 'Turnuvayı Bitir', which finishes", async () => {
    const played: Tournament = { ...doubleEliminationCompleted(), status: "active", completedAt: null, champion: null, winner: null };
    const decided: Tournament = { ...played, actions: { ...finishable, cancel: ["grandFinal-r2-m0"] } };
    const finished: Tournament = { ...doubleEliminationCompleted(), version: decided.version + 1 };
    const requests = renderPlay(decided, {
      [`POST /api/tournaments/${decided._id}/finish`]: () => ({ status: 200, body: { tournament: finished } }),
    });
    const user = userEvent.setup();
    const card = await screen.findByRole("region", { name: /ŞAMPİYON/ }, { timeout: 5000 });
    expect(within(card).getByText("ali")).toBeTruthy();
    // The one finishing button is the card's.
    expect(screen.getAllByRole("button", { name: "Turnuvayı Bitir" })).toEqual([within(card).getByRole("button", { name: "Turnuvayı Bitir" })]);
    await user.click(within(card).getByRole("button", { name: "Turnuvayı Bitir" }));
    await user.click(await screen.findByRole("button", { name: "Evet, bitir" }));
    await waitFor(() => expect(writes(requests).map((request) => request.path)).toEqual([`/api/tournaments/${decided._id}/finish`]));
    expect(await screen.findByText("Ana sayfa burası")).toBeTruthy();
    cleanup();

    // Its first grand final won by the losers' side: the reset decides, so no champion yet.
    const resetOpen = structuredClone(decided);
    Object.assign(resetOpen.grandFinalFixtures[1]!.matches[0]!, { homeScore: null, awayScore: null, isConfirmed: false, isCompleted: false });
    resetOpen.actions = { ...finishable, finish: false, confirm: ["grandFinal-r2-m0"] };
    renderPlay(resetOpen);
    await matchOf("ali", "banu");
    expect(champion()).toBeNull();
  });

  it("Swiss: the 'ŞAMPİYON' card once its knockout's final is confirmed, or without a knockout once every round is", async () => {
    const full = swissKnockout();
    const final = match("final", 2, "Final", 0, { home: "ali", away: "can", score: [0, 2] });
    renderPlay({ ...full, finalFixture: final, actions: finishable });
    const card = await screen.findByRole("region", { name: /ŞAMPİYON/ }, { timeout: 5000 });
    expect(within(card).getByText("can")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Turnuvayı Bitir" })).toBeTruthy();
    cleanup();

    // Semi-finals open: nobody yet.
    renderPlay(full);
    await matchOf("ali", "fikret");
    expect(champion()).toBeNull();
    cleanup();

    // No knockout: the table's first, once the last round is played.
    renderPlay({ ...full, knockoutSize: 0, knockoutFixtures: [], actions: finishable });
    expect(within(await screen.findByRole("region", { name: /ŞAMPİYON/ }, { timeout: 5000 })).getByText("ali")).toBeTruthy();
  });

  it("Swiss without a knockout: finishing waits for every round, in the engine's words", async () => {
    const tournament: Tournament = { ...swissKnockout(), knockoutSize: 0, knockoutFixtures: [] };
    const requests = renderPlay(tournament);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Turnuvayı Bitir" }, { timeout: 5000 }));
    expect(await screen.findByText("Hata: Turnuvayı bitirmek için tüm turlar oynanmalı ve skorları onaylanmalıdır.")).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });
});
