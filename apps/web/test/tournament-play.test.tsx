import { changesAnswer } from "./changes-answer.ts";
import { useQueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { useState, type ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation, type Location } from "react-router";
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/app/providers.tsx";
import { storeTournament } from "@/features/tournaments/api/store-tournament.ts";
import { TournamentPlay } from "@/features/tournaments/manage/play/tournament-play.tsx";
import { stubServer, userJson, type RecordedRequest } from "./network-stub.ts";
import { tournamentFixture, type TournamentFixtureName } from "./tournament-fixtures/load.ts";

// The fixtures are real answers of the server (apps/server/scripts/tournament-fixtures.ts); their
// creator becomes "kurucu" as the stubbed session knows her.
const creator = { _id: "id-kurucu", username: "kurucu" };
const noActions = { confirm: [], cancel: [], advance: false, finish: false, pause: false, resume: false, reopen: false };
function fixture(name: TournamentFixtureName, overrides: Partial<Tournament> = {}): Tournament {
  return { ...tournamentFixture(name), createdBy: creator, ...overrides };
}

type Handlers = Parameters<typeof stubServer>[0];

// Leaving the screen records the exit a moment after it has gone: that request belongs to the
// test that left, not to the next one.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 5));
});

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/** What the screen's caller does: the tournament is in the cache (read, or a write's answer) before the screen opens. */
function Cached({ tournament, children }: { tournament: Tournament; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => storeTournament(queryClient, tournament));
  return children;
}

/** The managing screen on a page of its own, `username` signed in; '/' is where it sends people. */
/** The values a club field's list of suggestions offers. */
const suggestionsOf = (field: HTMLElement) =>
  [...(document.getElementById(field.getAttribute("list") ?? "")?.querySelectorAll("option") ?? [])].map((option) => option.value);

function renderPlay(
  tournament: Tournament,
  {
    username = "kurucu",
    ownerId = null,
    viewerIsMember = true,
    handlers = {},
  }: { username?: string; ownerId?: string | null; viewerIsMember?: boolean; handlers?: Handlers } = {},
) {
  // The platform's owner, as the tournament's answer names it (`platform.ownerId`).
  const shown = ownerId ? { ...tournament, platform: { ...tournament.platform, ownerId } } : tournament;
  window.localStorage.setItem("token", `t-${username}`);
  const requests = stubServer({ "GET /api/auth/me": () => ({ status: 200, body: { user: userJson(username) } }), ...handlers });
  let current: Location | undefined;
  const view = render(
    <MemoryRouter initialEntries={["/yonet"]}>
      <AppProviders>
        <Routes>
          <Route path="/" element={<p>Ana sayfa burası</p>} />
          <Route
            path="/yonet"
            element={
              <Cached tournament={shown}>
                <TournamentPlay identifier={shown.slug} viewerIsMember={viewerIsMember} />
              </Cached>
            }
          />
        </Routes>
        <LocationProbe onChange={(location) => (current = location)} />
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, requests, location: () => current as Location };
}

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== "GET");
const answer = (tournament: Tournament, message?: string) => ({ status: 200, body: { message, tournament } });

/** The card of the match between two people (the view's MatchCard: a list item in a round, else a div), once the editors are there. */
async function matchOf(home: string, away: string): Promise<HTMLElement> {
  await screen.findByRole("button", { name: "Turnuvayı Duraklat" });
  const cards = [...document.querySelectorAll<HTMLElement>(".rounded-xl.shadow-sm")];
  const card = cards.find((element) => element.textContent?.includes(home) && element.textContent.includes(away));
  if (!card) throw new Error(`No match ${home} – ${away}`);
  return card;
}

/** The names of a form's fields and buttons, in the order the page (and Tab) goes through them. */
/** A field's name as it stands on screen, from its <label> (none: an aria-label or placeholder only). */
const nameOnScreen = (control: Element) => ((control as HTMLInputElement).labels?.[0]?.textContent ?? null) || control.textContent;
const controlsInOrder = (scope: HTMLElement) =>
  [...scope.querySelectorAll("input, button")].map((control) => control.getAttribute("aria-label") ?? nameOnScreen(control));

/** The managing controls arrive with the session check. */
const managing = () => screen.findByRole("button", { name: "Turnuvayı Duraklat" });

describe("the score editor", () => {
  it("refuses a missing or malformed score before sending, and sends the confirmed one with the token", async () => {
    const league = fixture("league-active");
    const [openId] = league.actions.confirm;
    const open = league.leagueFixtures.flatMap((round) => round.matches).find((match) => match._id === openId)!;
    const confirmed = confirmedIn(league, openId!);
    const { requests } = renderPlay(league, {
      handlers: { [`POST /api/tournaments/${league._id}/matches/${openId}/confirm`]: () => changesAnswer(league, confirmed) },
    });
    const user = userEvent.setup();
    const card = await matchOf(open.home!.username, open.away!.username);
    const home = within(card).getByRole("spinbutton", { name: `${open.home!.username} skoru` });
    const away = within(card).getByRole("spinbutton", { name: `${open.away!.username} skoru` });
    expect(home.getAttribute("inputmode")).toBe("numeric");
    expect(home.getAttribute("min")).toBe("0");

    await user.type(home, "3");
    await user.click(within(card).getByRole("button", { name: "Skoru Onayla" }));
    expect(within(card).getByRole("alert").textContent).toContain("Hata: Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.");
    await user.click(within(card).getByRole("button", { name: "Kapat" }));
    expect(within(card).queryByRole("alert")).toBeNull();

    await user.type(away, "-1");
    await user.click(within(card).getByRole("button", { name: "Skoru Onayla" }));
    expect(within(card).getByRole("alert").textContent).toContain("Hata: Geçersiz skor formatı!");
    expect(writes(requests)).toEqual([]);

    // A draw stands in a league.
    await user.clear(away);
    await user.type(away, "3");
    await user.click(within(card).getByRole("button", { name: "Skoru Onayla" }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]).toMatchObject({ body: { homeScore: 3, awayScore: 3 }, headers: { Authorization: "Bearer t-kurucu" } });
    // The answer is the screen now: one editor fewer.
    await waitFor(() => expect(screen.getAllByRole("button", { name: "Skoru Onayla" })).toHaveLength(league.actions.confirm.length - 1));
  });

  it("awards an open match by walkover from its editor (issue 25): a second step asks which player", async () => {
    const league = fixture("league-active");
    const [openId] = league.actions.confirm;
    const open = league.leagueFixtures.flatMap((round) => round.matches).find((match) => match._id === openId)!;
    const decided = confirmedIn(league, openId!);
    const { requests } = renderPlay(league, {
      handlers: { [`POST /api/tournaments/${league._id}/matches/${openId}/walkover`]: () => changesAnswer(league, decided) },
    });
    const user = userEvent.setup();
    const card = await matchOf(open.home!.username, open.away!.username);
    await user.click(within(card).getByRole("button", { name: `${open.home!.username} – ${open.away!.username}: hükmen galibiyet` }));
    await user.click(within(card).getByRole("button", { name: `${open.away!.username} kazanır` }));
    await waitFor(() => expect(within(card).queryByRole("spinbutton")).toBeNull());
    expect(writes(requests).map((request) => [request.path, request.body, request.headers.Authorization])).toEqual([
      [`/api/tournaments/${league._id}/matches/${openId}/walkover`, { winner: open.away!._id }, "Bearer t-kurucu"],
    ]);
  });

  it("refuses a draw where the stage needs a winner, in the knockout's and the challenge's words", async () => {
    const elimination = fixture("elimination-active");
    const { requests, unmount } = renderPlay(elimination);
    const user = userEvent.setup();
    const semi = await matchOf("ali", "can");
    await user.type(within(semi).getByRole("spinbutton", { name: "ali skoru" }), "1");
    await user.type(within(semi).getByRole("spinbutton", { name: "can skoru" }), "1");
    await user.click(within(semi).getByRole("button", { name: "Skoru Onayla" }));
    expect(within(semi).getByRole("alert").textContent).toContain("Hata: Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.");
    expect(writes(requests)).toEqual([]);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 5)); // its exit record, to the first stub

    const challenge = fixture("challenge-active");
    const second = renderPlay(challenge);
    const [round3] = await screen.findAllByRole("button", { name: "Onayla" });
    const card = round3!.closest("form")!;
    await user.click(round3!);
    expect(within(card).getByRole("alert").textContent).toContain("Hata: Lütfen her iki takım için de skor girin.");
    const [home, away] = within(card).getAllByRole("spinbutton");
    await user.type(home!, "2");
    await user.type(away!, "2");
    await user.click(round3!);
    expect(within(card).getByRole("alert").textContent).toContain("Hata: Beraberlik skoru girilemez. Lütfen farklı skorlar girin.");
    expect(writes(second.requests)).toEqual([]);
    expect(screen.getAllByRole("button", { name: "İptal" })).toHaveLength(challenge.actions.cancel.length);
  });

  it("issue 28: asks for penalties only while an elimination score is level, and sends them with the clubs", async () => {
    const elimination = fixture("elimination-active");
    const semiId = "elimination-r2-m0";
    const decided = structuredClone(elimination);
    Object.assign(decided.eliminationFixtures[1]!.matches[0]!, {
      homeScore: 1,
      awayScore: 1,
      homePenalties: 4,
      awayPenalties: 3,
      homeClub: "Galatasaray",
      awayClub: null,
      isConfirmed: true,
      isCompleted: true,
    });
    decided.version = elimination.version + 1;
    decided.actions = { ...elimination.actions, confirm: ["elimination-r2-m1"], cancel: [semiId] };
    const { requests } = renderPlay(elimination, {
      handlers: {
        "GET /api/users/ali/used-clubs": () => ({
          status: 200,
          body: {
            clubs: [
              { club: "Galatasaray", matches: 3, wins: 2, winRate: 66.7 },
              { club: "Fenerbahçe", matches: 1, wins: 0, winRate: 0 },
            ],
          },
        }),
        // The shoot-out's rules are the server's (the engine's words, shown as its refusals are).
        [`POST /api/tournaments/${elimination._id}/matches/${semiId}/confirm`]: (request) =>
          (request.body as { homePenalties?: number; awayPenalties?: number }).homePenalties ===
          (request.body as { awayPenalties?: number }).awayPenalties
            ? { status: 400, body: { code: "PENALTIES_DRAW", message: "Penaltı atışlarında bir kazanan olmalı." } }
            : changesAnswer(elimination, decided),
      },
    });
    const user = userEvent.setup();
    const semi = await matchOf("ali", "can");
    const penalties = () => within(semi).queryByRole("group", { name: "Penaltılar" });
    expect(penalties()).toBeNull();
    await user.type(within(semi).getByRole("spinbutton", { name: "ali skoru" }), "2");
    await user.type(within(semi).getByRole("spinbutton", { name: "can skoru" }), "1");
    expect(penalties()).toBeNull();
    await user.clear(within(semi).getByRole("spinbutton", { name: "ali skoru" }));
    await user.type(within(semi).getByRole("spinbutton", { name: "ali skoru" }), "1");
    expect(penalties()).not.toBeNull();
    // Audit F7: what the result still needs comes before the buttons that send it, on screen and by Tab.
    expect(controlsInOrder(semi)).toEqual([
      "ali skoru",
      "can skoru",
      "ali penaltıları",
      "can penaltıları",
      "ali takımı",
      "can takımı",
      "Skoru Onayla",
      "ali – can: hükmen galibiyet",
    ]);
    act(() => within(semi).getByRole("spinbutton", { name: "can skoru" }).focus());
    await user.tab();
    expect(document.activeElement).toBe(within(semi).getByRole("spinbutton", { name: "ali penaltıları" }));

    // Level and no penalties: the spec's sentence, as before.
    await user.click(within(semi).getByRole("button", { name: "Skoru Onayla" }));
    expect(within(semi).getByRole("alert").textContent).toContain("Hata: Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.");
    await user.type(within(semi).getByRole("spinbutton", { name: "ali penaltıları" }), "4");
    await user.type(within(semi).getByRole("spinbutton", { name: "can penaltıları" }), "4");
    await user.click(within(semi).getByRole("button", { name: "Skoru Onayla" }));
    expect(await within(semi).findByRole("alert")).toHaveProperty(
      "textContent",
      expect.stringContaining("Hata: Penaltı atışlarında bir kazanan olmalı."),
    );
    expect(writes(requests).map((request) => request.body)).toEqual([{ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 4 }]);

    await user.clear(within(semi).getByRole("spinbutton", { name: "can penaltıları" }));
    await user.type(within(semi).getByRole("spinbutton", { name: "can penaltıları" }), "3");
    const club = within(semi).getByRole("combobox", { name: "ali takımı" });
    // Named on screen (audit): a placeholder alone is gone once something is typed.
    expect(nameOnScreen(club)).toBe("ali takımı");
    expect(club.getAttribute("maxlength")).toBe("40");
    // Reached for, the field offers the clubs ali used before (read then, not for every open match).
    expect(requests.some((request) => request.path.includes("/used-clubs"))).toBe(false);
    await user.click(club);
    await waitFor(() => expect(suggestionsOf(club)).toEqual(["Galatasaray", "Fenerbahçe"]));
    expect(requests.filter((request) => request.path.includes("/used-clubs")).map((request) => request.path)).toEqual(["/api/users/ali/used-clubs"]);
    await user.type(club, "  Galatasaray ");
    await user.click(within(semi).getByRole("button", { name: "Skoru Onayla" }));
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    expect(writes(requests)[1]!.body).toEqual({ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3, homeClub: "Galatasaray" });
    // The answer is the screen now: the score with its shoot-out, and the club under it.
    expect(await screen.findByText("1 – 1 (4–3 pen.)")).toBeTruthy();
    expect(screen.getByText("Takımlar: Galatasaray – belirtilmedi")).toBeTruthy();
  });

  it("issue 28: a level league score asks for no penalties (a draw stands); a club cannot be typed longer than 40", async () => {
    const league = fixture("league-active");
    const [openId] = league.actions.confirm;
    const open = league.leagueFixtures.flatMap((round) => round.matches).find((match) => match._id === openId)!;
    const { requests } = renderPlay(league);
    const user = userEvent.setup();
    const card = await matchOf(open.home!.username, open.away!.username);
    await user.type(within(card).getByRole("spinbutton", { name: `${open.home!.username} skoru` }), "2");
    await user.type(within(card).getByRole("spinbutton", { name: `${open.away!.username} skoru` }), "2");
    expect(within(card).queryByRole("group", { name: "Penaltılar" })).toBeNull();
    // The browser stops typing at 40; the server refuses anything longer in its own words.
    expect(
      within(card)
        .getByRole("combobox", { name: `${open.away!.username} takımı` })
        .getAttribute("maxlength"),
    ).toBe("40");
    expect(writes(requests)).toEqual([]);
  });

  it("says before it is sent that a round's last score draws the next round", async () => {
    // One semi-final played: the other is the round's last open score.
    const elimination = fixture("elimination-active");
    const lastOpen = { ...elimination, actions: { ...elimination.actions, confirm: elimination.actions.confirm.slice(1) } };
    renderPlay(lastOpen);
    const semi = await matchOf("uzun_isimli", "banu");
    const button = within(semi).getByRole("button", { name: "Skoru Onayla" });
    const note = "Bu, turun son skoru: onaylandığında sonraki tur kurulur ve bu turun skorları artık iptal edilemez.";
    expect(within(semi).getByText(note)).toBeTruthy();
    expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toBe(note);
  });

  it("a walkover on a tie's first leg: its second leg is not one still to come", async () => {
    // Two-legged semi-finals: ali–can's first leg a walkover (its second leg not needed), uzun–banu's
    // first leg played; uzun–banu's second leg is the round's last score.
    const tournament = structuredClone(fixture("elimination-active"));
    const semis = tournament.eliminationFixtures[1]!;
    const [first, other] = semis.matches as [TournamentMatch, TournamentMatch];
    const secondLeg = (m: TournamentMatch, isNotNeeded: boolean): TournamentMatch => ({
      ...m,
      _id: `${m._id}-l2`,
      leg: 2,
      home: m.away,
      away: m.home,
      isNotNeeded,
    });
    semis.matches = [first, secondLeg(first, true), other, secondLeg(other, false)];
    Object.assign(first, { isConfirmed: true, isCompleted: true, homeScore: 3, awayScore: 0, isWalkover: true });
    Object.assign(other, { isConfirmed: true, isCompleted: true, homeScore: 1, awayScore: 0 });
    const tie = (m: TournamentMatch, winner: TournamentMatch["home"]) => ({
      stage: "elimination" as const,
      round: 2,
      index: m.index,
      legs: [m._id, `${m._id}-l2`] as [string, string],
      aggregate: null,
      winner,
    });
    tournament.ties = [tie(first, first.home), tie(other, null)];
    tournament.actions = { ...tournament.actions, confirm: [`${other._id}-l2`], cancel: [first._id] };
    renderPlay(tournament);
    const button = await screen.findByRole("button", { name: "Skoru Onayla" });
    const note = "Bu, turun son skoru: onaylandığında sonraki tur kurulur ve bu turun skorları artık iptal edilemez.";
    expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toBe(note);
  });

  it("shows the server's refusal as 'Hata: ...' with 'Kapat', and the spec's sentence when the server gave none", async () => {
    const group = fixture("group-knockout");
    const [openId] = group.actions.confirm;
    const [cancelId] = group.actions.cancel;
    const { requests } = renderPlay(group, {
      handlers: {
        [`POST /api/tournaments/${group._id}/matches/${openId}/confirm`]: () => ({
          status: 409,
          body: { code: "MATCH_ALREADY_CONFIRMED", message: "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış." },
        }),
        [`POST /api/tournaments/${group._id}/matches/${cancelId}/cancel`]: () => ({ status: 502, body: null }),
      },
    });
    const user = userEvent.setup();
    const open = await matchOf("banu", "emre");
    await user.type(within(open).getByRole("spinbutton", { name: "banu skoru" }), "2");
    await user.type(within(open).getByRole("spinbutton", { name: "emre skoru" }), "0");
    await user.click(within(open).getByRole("button", { name: "Skoru Onayla" }));
    expect((await within(open).findByRole("alert")).textContent).toContain("Hata: Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.");
    expect(writes(requests)[0]?.body).toEqual({ homeScore: 2, awayScore: 0 });

    const played = await matchOf("hakan", "dilek");
    await user.click(within(played).getByRole("button", { name: "Skoru İptal Et" }));
    expect((await within(played).findByRole("alert")).textContent).toContain("Hata: Skor iptal edilirken bir hata oluştu. Lütfen tekrar deneyin.");
    // One refusal at a time: the newer one replaced the first.
    expect(within(open).queryByRole("alert")).toBeNull();
    await user.click(within(played).getByRole("button", { name: "Kapat" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

/** The answer after `matchId` (a league's or a group's match) is confirmed 2–1: one version on, no longer open. */
function confirmedIn(tournament: Tournament, matchId: string, actions: Partial<Tournament["actions"]> = {}): Tournament {
  const next = structuredClone(tournament);
  const matches = [...next.leagueFixtures, ...next.groupFixtures.flatMap((group) => group.fixtures)].flatMap((round) => round.matches);
  Object.assign(
    matches.find((match) => match._id === matchId)!,
    { homeScore: 2, awayScore: 1, isConfirmed: true, isCompleted: true },
  );
  next.version = tournament.version + 1;
  const confirm = next.actions.confirm.filter((id) => id !== matchId);
  next.actions = { ...next.actions, confirm, cancel: [...next.actions.cancel, matchId], ...actions };
  return next;
}

/**
 * Every open match of `tournament` answers its confirmation with the changes to `after(matchId)`
 * (issue 27), and the tournament's read then answers that whole tournament.
 */
function confirmHandlers(tournament: Tournament, after: (matchId: string) => Tournament): Handlers {
  let latest = tournament;
  return {
    [`GET /api/tournaments/${tournament.slug}`]: () => ({ status: 200, body: latest }),
    ...Object.fromEntries(
      tournament.actions.confirm.map((id) => [
        `POST /api/tournaments/${tournament._id}/matches/${id}/confirm`,
        () => {
          latest = after(id);
          return changesAnswer(tournament, latest);
        },
      ]),
    ),
  };
}

/** The first field (home score) of each open match's editor, in the order the screen shows them. */
async function homeFields(): Promise<HTMLElement[]> {
  await managing();
  return screen.getAllByRole("button", { name: "Skoru Onayla" }).map((button) => within(button.closest("form")!).getAllByRole("spinbutton")[0]!);
}

/** Types a score into the editor whose home field is `home` and sends it with Enter, by keyboard alone. */
async function confirmByKeyboard(user: ReturnType<typeof userEvent.setup>, home: HTMLElement) {
  act(() => home.focus());
  await user.keyboard("2{Tab}1{Enter}");
}

describe("the keyboard after a confirmation", () => {
  it("goes on to the first field of the next open match, and from the last one back to the first", async () => {
    const league = fixture("league-active");
    renderPlay(league, { handlers: confirmHandlers(league, (id) => confirmedIn(league, id)) });
    const user = userEvent.setup();
    const [, second, third] = await homeFields();
    await confirmByKeyboard(user, second!);
    await waitFor(() => expect(document.activeElement).toBe(third));
    cleanup();

    renderPlay(league, { handlers: confirmHandlers(league, (id) => confirmedIn(league, id)) });
    const fields = await homeFields();
    await confirmByKeyboard(user, fields.at(-1)!);
    await waitFor(() => expect(document.activeElement).toBe(fields[0]));
  });

  it("goes to the next step's button when no open match is left, or to the heading when that step must wait", async () => {
    const league = fixture("league-active");
    const [last] = league.actions.confirm;
    const lastOpen = { ...league, actions: { ...league.actions, confirm: [last!] } };
    const handlers = confirmHandlers(lastOpen, (id) => confirmedIn(lastOpen, id, { finish: true }));
    renderPlay(lastOpen, { handlers });
    const user = userEvent.setup();
    const [field] = await homeFields();
    await confirmByKeyboard(user, field!);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Turnuvayı Bitir" })));
    expect(screen.getByRole("button", { name: "Turnuvayı Bitir" }).getAttribute("aria-disabled")).toBe("false");
    cleanup();

    // Group A's last open match; group B's are on another tab, so the knockout must wait.
    const group = fixture("group-stage");
    const inA = group.groupFixtures[0]!.fixtures.flatMap((round) => round.matches).find((match) => group.actions.confirm.includes(match._id))!;
    const inB = group.groupFixtures[1]!.fixtures.flatMap((round) => round.matches).find((match) => group.actions.confirm.includes(match._id))!;
    const twoOpen = { ...group, actions: { ...group.actions, confirm: [inA._id, inB._id] } };
    renderPlay(twoOpen, { handlers: confirmHandlers(twoOpen, (id) => confirmedIn(twoOpen, id)) });
    const [onlyA] = await homeFields();
    await confirmByKeyboard(user, onlyA!);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: group.name })));
  });

  it("stays where it was when the confirmation is refused", async () => {
    const league = fixture("league-active");
    renderPlay(league, {
      handlers: Object.fromEntries(
        league.actions.confirm.map((id) => [
          `POST /api/tournaments/${league._id}/matches/${id}/confirm`,
          () => ({ status: 409, body: { code: "MATCH_ALREADY_CONFIRMED", message: "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış." } }),
        ]),
      ),
    });
    const user = userEvent.setup();
    const [first] = await homeFields();
    await confirmByKeyboard(user, first!);
    const away = within(first!.closest("form")!).getAllByRole("spinbutton")[1];
    expect((await screen.findByRole("alert")).textContent).toContain("Hata: Skor onaylanamıyor.");
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(away);
  });

  it("stays where the person put it while the answer was on its way", async () => {
    const league = fixture("league-active");
    renderPlay(league, { handlers: confirmHandlers(league, (id) => confirmedIn(league, id)) });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetchStub = vi.mocked(fetch);
    const answerLater = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/confirm")) await held;
      return answerLater(input, init);
    });
    const user = userEvent.setup();
    const [first, second] = await homeFields();
    await confirmByKeyboard(user, first!);
    await screen.findByText("İşlem yapılıyor...");
    const heading = screen.getByRole("heading", { level: 2, name: league.name });
    act(() => heading.focus());
    release();
    await waitFor(() => expect(screen.queryByText("İşlem yapılıyor...")).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(heading);
    expect(second!.isConnected).toBe(true);
  });
});

describe("the buttons", () => {
  it("are the ones the answer's actions allow, with the next step's there from the start saying why it must wait", async () => {
    const user = userEvent.setup();
    const group = fixture("group-stage");
    const { unmount, requests } = renderPlay(group);
    expect(await screen.findAllByRole("button", { name: "Skoru Onayla" })).toHaveLength(
      // Only the open group tab's matches are on screen.
      group.groupFixtures[0]!.fixtures.flatMap((round) => round.matches).filter((match) => group.actions.confirm.includes(match._id)).length,
    );
    expect(screen.getByRole("button", { name: "Turnuvayı Duraklat" })).toBeTruthy();
    for (const name of ["Sonraki Tura Geç", "Sonuçları Göster", "Turnuvayı Bitir", "Devam Et"]) {
      expect(screen.queryByRole("button", { name })).toBeNull();
    }
    // Part 2 §5: pressed before the group matches are played, it says so and sends nothing.
    const toKnockout = screen.getByRole("button", { name: "Eleme Turlarına Geç" });
    expect(toKnockout.getAttribute("aria-disabled")).toBe("true");
    await user.click(toKnockout);
    expect(await screen.findByText("Hata: Sonraki tura geçmek için mevcut turdaki tüm maçların skorları onaylanmalıdır.")).toBeTruthy();
    expect(writes(requests)).toEqual([]);
    unmount();

    const league = renderPlay(fixture("league-active"));
    await user.click(await screen.findByRole("button", { name: "Turnuvayı Bitir" }));
    expect(await screen.findByText("Hata: Tüm maçlar tamamlanmadan turnuva bitirilemez!")).toBeTruthy();
    // (The group screen just left records its exit; that is the only write.)
    expect(writes(league.requests).filter((request) => !request.path.endsWith("/handle-exit"))).toEqual([]);
    league.unmount();

    const challenge = renderPlay(fixture("challenge-active"));
    await user.click(await screen.findByRole("button", { name: "Turnuvayı Bitir" }));
    expect(await screen.findByText("Hata: Turnuva henüz tamamlanmadı!")).toBeTruthy();
    expect(writes(challenge.requests).filter((request) => !request.path.endsWith("/handle-exit"))).toEqual([]);
    challenge.unmount();

    const second = renderPlay(fixture("group-stage", { actions: { ...noActions, advance: true } }));
    expect((await screen.findByRole("button", { name: "Eleme Turlarına Geç" })).getAttribute("aria-disabled")).toBe("false");
    expect(screen.queryByRole("button", { name: "Skoru Onayla" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Turnuvayı Duraklat" })).toBeNull();
    second.unmount();

    renderPlay(fixture("group-knockout", { actions: { ...noActions, advance: true } }));
    expect(await screen.findByRole("button", { name: "Sonraki Tura Geç" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Eleme Turlarına Geç" })).toBeNull();
  });

  it("advances with the token and shows the next round from the answer", async () => {
    const ready = fixture("group-stage", { actions: { ...noActions, advance: true, pause: true } });
    const knockout = fixture("group-knockout", { _id: ready._id, slug: ready.slug, version: ready.version + 1 });
    const { requests } = renderPlay(ready, { handlers: { [`POST /api/tournaments/${ready._id}/advance`]: () => answer(knockout) } });
    await screen.findByRole("button", { name: "Eleme Turlarına Geç" });
    const user = userEvent.setup();
    act(() => screen.getByRole("button", { name: "Eleme Turlarına Geç" }).focus());
    await user.keyboard("{Enter}");
    expect(await screen.findByText(/Adım 5: Eleme turları/)).toBeTruthy();
    expect(writes(requests)).toMatchObject([{ path: `/api/tournaments/${ready._id}/advance`, headers: { Authorization: "Bearer t-kurucu" } }]);
    // Audit F17: the keyboard goes on to the knockout's first open match, not to the top of the page.
    const [firstOpen] = await homeFields();
    await waitFor(() => expect(document.activeElement).toBe(firstOpen));
  });

  it("are not there for a member who neither created the tournament nor owns the platform", async () => {
    const { unmount } = renderPlay(fixture("league-active"), { username: "misafir", ownerId: "id-sahip" });
    expect(await screen.findByText(/yalnızca oluşturan kişi ve platformun sahibi yönetebilir/)).toBeTruthy();
    expect(screen.queryAllByRole("spinbutton")).toEqual([]);
    expect(screen.queryAllByRole("button")).toEqual([]);
    unmount();

    // The platform's owner manages every tournament of the platform.
    renderPlay(fixture("league-active"), { username: "sahip", ownerId: "id-sahip" });
    expect(await screen.findByRole("button", { name: "Turnuvayı Duraklat" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Skoru Onayla" }).length).toBeGreaterThan(0);
    // The link button is the creator's.
    expect(screen.queryByRole("button", { name: /Turnuva Linkini Kopyala/ })).toBeNull();
  });

  it("are not there for a creator who is no longer a member of the platform (issue 23)", async () => {
    const { unmount } = renderPlay(fixture("league-active"), { username: "kurucu", viewerIsMember: false });
    expect(await screen.findByText(/yalnızca oluşturan kişi ve platformun sahibi yönetebilir/)).toBeTruthy();
    expect(screen.queryAllByRole("spinbutton")).toEqual([]);
    expect(screen.queryByRole("button", { name: /Turnuva Linkini Kopyala/ })).toBeNull();
    unmount();
    // A member again, the creator manages it, and copies its link.
    renderPlay(fixture("league-active"), { username: "kurucu" });
    expect(await screen.findByRole("button", { name: "Turnuvayı Duraklat" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Turnuva Linkini Kopyala/ })).toBeTruthy();
  });
});

describe("pausing and finishing", () => {
  it("pauses, keeping a group's open tab, says so and goes home", async () => {
    const group = fixture("group-stage");
    const paused = fixture("group-stage", { status: "paused", version: group.version + 1, actions: { ...noActions, resume: true } });
    const { requests, location } = renderPlay(group, {
      handlers: {
        [`PUT /api/tournaments/${group._id}/handle-exit`]: () => answer(group),
        [`PUT /api/tournaments/${group._id}`]: () => answer(paused, "Turnuva başarıyla duraklatıldı!"),
      },
    });
    const user = userEvent.setup();
    await managing();
    await user.click(screen.getByRole("tab", { name: "Grup B" }));
    await user.click(screen.getByRole("button", { name: "Turnuvayı Duraklat" }));

    expect(await screen.findByText("Turnuva başarıyla duraklatıldı!")).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe("/"));
    // Left on purpose: no exit is recorded on the way home.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(writes(requests).map((request) => [request.method, request.path, request.body])).toEqual([
      ["PUT", `/api/tournaments/${group._id}/handle-exit`, { activeGroupTab: 1 }],
      ["PUT", `/api/tournaments/${group._id}`, { status: "paused" }],
    ]);
  });

  it("says when the pause was refused, and stays", async () => {
    const league = fixture("league-active");
    const { location } = renderPlay(league, { handlers: { [`PUT /api/tournaments/${league._id}`]: () => ({ status: 500, body: null }) } });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Turnuvayı Duraklat" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Hata: Turnuva duraklatılamadı.");
    expect(location().pathname).toBe("/yonet");
  });

  it("finishes a league, says so and goes home", async () => {
    const league = fixture("league-active", { actions: { ...noActions, finish: true, pause: true } });
    const finished = fixture("league-active", { status: "completed", version: league.version + 1, actions: noActions });
    const { requests, location } = renderPlay(league, { handlers: { [`POST /api/tournaments/${league._id}/finish`]: () => answer(finished) } });
    const user = userEvent.setup();
    // Issue 25: the button asks first, in place: the question takes the focus; 'Vazgeç' and
    // Escape send nothing and give the focus back to the button.
    await user.click(await screen.findByRole("button", { name: "Turnuvayı Bitir" }));
    const question = screen.getByText("Turnuvayı bitirmek istediğinize emin misiniz?");
    expect(document.activeElement).toBe(question);
    expect(screen.getByRole("group", { name: "Turnuvayı bitirmek istediğinize emin misiniz?" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Turnuvayı Bitir" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Vazgeç" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Turnuvayı Bitir" })));
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByText("Turnuvayı bitirmek istediğinize emin misiniz?"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Turnuvayı Bitir" })));
    expect(writes(requests)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Turnuvayı Bitir" }));
    await user.click(screen.getByRole("button", { name: "Evet, bitir" }));
    expect(await screen.findByText("Turnuva başarıyla tamamlandı!")).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe("/"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(writes(requests).map((request) => request.path)).toEqual([`/api/tournaments/${league._id}/finish`]);
  });

  it("shows 'İşlem yapılıyor...' and waits while a write runs", async () => {
    const league = fixture("league-active", { actions: { ...noActions, finish: true, pause: true } });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    window.localStorage.setItem("token", "t-kurucu");
    renderPlay(league, {
      handlers: { [`POST /api/tournaments/${league._id}/finish`]: () => ({ status: 500, body: null }) },
    });
    const fetchStub = vi.mocked(fetch);
    const answerLater = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/finish")) await held;
      return answerLater(input, init);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Turnuvayı Bitir" }));
    await user.click(screen.getByRole("button", { name: "Evet, bitir" }));
    expect(await screen.findByText("İşlem yapılıyor...")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Turnuvayı Duraklat" }).hasAttribute("disabled")).toBe(true);
    release();
    expect((await screen.findByRole("alert")).textContent).toContain("Hata: Turnuva bitirilemedi.");
    expect(screen.getByRole("button", { name: "Turnuvayı Duraklat" }).hasAttribute("disabled")).toBe(false);
  });

  it("elimination: the champion card, the podium, 'Turnuvayı Bitir ve Kaydet', the saved banner, then home", async () => {
    const decided = fixture("elimination-completed", {
      status: "active",
      step: 3,
      champion: null,
      winner: null,
      secondPlace: null,
      thirdPlace: null,
      actions: { ...noActions, finish: true, pause: true },
    });
    const done = fixture("elimination-completed", { version: decided.version + 1 });
    const { requests, location } = renderPlay(decided, { handlers: { [`POST /api/tournaments/${decided._id}/finish`]: () => answer(done) } });
    const user = userEvent.setup();

    const card = await screen.findByRole("region", { name: /ŞAMPİYON/ });
    expect(within(card).getByText("can")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Turnuvayı Bitir" }));

    const podium = screen.getByRole("region", { name: "Sonuçlar" });
    expect(
      within(podium)
        .getAllByRole("listitem")
        .map((place) => place.textContent),
    ).toEqual(["ŞAMPİYONcan", "İKİNCİali", "ÜÇÜNCÜfatma"]);
    expect(writes(requests)).toEqual([]);
    await user.click(within(podium).getByRole("button", { name: "Turnuvayı Bitir ve Kaydet" }));
    expect(writes(requests)).toEqual([]);
    await user.click(within(podium).getByRole("button", { name: "Evet, bitir" }));

    expect(await screen.findByText("Turnuva başarıyla tamamlandı ve kaydedildi!")).toBeTruthy();
    expect(screen.getByText("Ana sayfaya yönlendiriliyorsunuz...")).toBeTruthy();
    expect(location().pathname).toBe("/yonet");
    await waitFor(() => expect(location().pathname).toBe("/"), { timeout: 4000 });
    expect(await screen.findByText("Turnuva başarıyla tamamlandı!")).toBeTruthy();
    expect(writes(requests).map((request) => request.path)).toEqual([`/api/tournaments/${decided._id}/finish`]);
  });

  it("group: 'Sonuçları Göster' shows the podium from the final and third-place match, then finishes", async () => {
    const decided = fixture("group-completed", {
      status: "active",
      step: 6,
      champion: null,
      winner: null,
      secondPlace: null,
      thirdPlace: null,
      actions: { ...noActions, finish: true, pause: true },
    });
    const done = fixture("group-completed", { version: decided.version + 1 });
    const final = decided.finalFixture!;
    const third = decided.thirdPlaceFixture!;
    const winner = (match: typeof final) => (match.homeScore! > match.awayScore! ? match.home : match.away)!.username;
    const loser = (match: typeof final) => (match.homeScore! > match.awayScore! ? match.away : match.home)!.username;
    const { location } = renderPlay(decided, { handlers: { [`POST /api/tournaments/${decided._id}/finish`]: () => answer(done) } });
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Sonuçları Göster" }));
    expect(screen.getByText(/Adım 7: Sonuçlar/)).toBeTruthy();
    const podium = screen.getByRole("region", { name: "Sonuçlar" });
    expect(
      within(podium)
        .getAllByRole("listitem")
        .map((place) => place.textContent),
    ).toEqual([`ŞAMPİYON${winner(final)}`, `İKİNCİ${loser(final)}`, `ÜÇÜNCÜ${winner(third)}`]);
    await user.click(within(podium).getByRole("button", { name: "Turnuvayı Bitir" }));
    await user.click(within(podium).getByRole("button", { name: "Evet, bitir" }));
    expect(await screen.findByText("Turnuva başarıyla tamamlandı!")).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe("/"));
  });

  it("challenge: the champion card with '🎉 Turnuvayı Bitir'", async () => {
    const won = fixture("challenge-active", {
      challengeScore: { home: 3, away: 0, target: 3 },
      actions: { ...noActions, finish: true, pause: true },
    });
    renderPlay(won, {
      handlers: {
        [`POST /api/tournaments/${won._id}/finish`]: () =>
          answer(fixture("challenge-active", { status: "completed", version: won.version + 1, actions: noActions })),
      },
    });
    const card = await screen.findByRole("region", { name: /ŞAMPİYON/ });
    expect(within(card).getByText("ali")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(card).getByRole("button", { name: "🎉 Turnuvayı Bitir" }));
    await user.click(within(card).getByRole("button", { name: "Evet, bitir" }));
    expect(await screen.findByText("Turnuva başarıyla tamamlandı!")).toBeTruthy();
  });
});

describe("leaving the screen", () => {
  it("records the exit with the open group tab as a keepalive request, once, on pagehide and on leaving", async () => {
    const group = fixture("group-stage");
    const { unmount } = renderPlay(group, { handlers: { [`PUT /api/tournaments/${group._id}/handle-exit`]: () => answer(group) } });
    await managing();
    await userEvent.setup().click(screen.getByRole("tab", { name: "Grup B" }));
    const exits = () => vi.mocked(fetch).mock.calls.filter(([path]) => String(path).endsWith("/handle-exit"));

    act(() => {
      window.dispatchEvent(new Event("beforeunload"));
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(exits()).toHaveLength(1);
    const [path, init] = exits()[0]!;
    expect(path).toBe(`/api/tournaments/${group._id}/handle-exit`);
    expect(init).toMatchObject({ method: "PUT", keepalive: true, body: JSON.stringify({ activeGroupTab: 1 }) });
    expect((init!.headers as Record<string, string>).Authorization).toBe("Bearer t-kurucu");

    // Back from the back/forward cache, then away through the app: recorded again.
    act(() => {
      window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    });
    unmount();
    await waitFor(() => expect(exits()).toHaveLength(2));
  });

  it("records nothing for someone who only watches", async () => {
    const { unmount } = renderPlay(fixture("league-active"), { username: "misafir" });
    await screen.findByText(/yalnızca oluşturan kişi/);
    fireEvent(window, new Event("pagehide"));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(vi.mocked(fetch).mock.calls.filter(([path]) => String(path).endsWith("/handle-exit"))).toEqual([]);
  });
});
