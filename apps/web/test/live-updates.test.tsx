import { changesAnswer, changesBetween } from "./changes-answer.ts";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TournamentEvent } from "@turnuva/contract/live-rules";
import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/app/providers.tsx";
import { LiveTournamentPlay } from "@/features/tournaments/manage/play/live-tournament-play.tsx";
import { listenToAllTournaments } from "@/lib/live/all-tournaments-stream.ts";
import { stubEventSource, type FakeEventSource } from "./event-source-stub.ts";
import { stubServer, userJson, type RecordedRequest } from "./network-stub.ts";
import { profileHandlers } from "./profile-data.ts";
import { renderApp } from "./render-app.tsx";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

// ---- A tournament that changes, and what its stream says about it ---------------------------------

const matchesOf = (tournament: Tournament): TournamentMatch[] => tournament.leagueFixtures.flatMap((round) => round.matches);

/** The open league match between `home` and `away` in a real answer. */
function openMatch(tournament: Tournament, home: string, away: string): TournamentMatch {
  const match = matchesOf(tournament).find((m) => m.home?.username === home && m.away?.username === away && !m.isConfirmed);
  if (!match) throw new Error(`No open match ${home} – ${away}`);
  return match;
}

/** The answer after someone confirmed `match` home–away: one version on, its editor gone. */
function confirmed(tournament: Tournament, match: TournamentMatch, homeScore: number, awayScore: number): Tournament {
  const next = structuredClone(tournament);
  const stored = matchesOf(next).find((m) => m._id === match._id)!;
  Object.assign(stored, { homeScore, awayScore, isConfirmed: true, isCompleted: true, confirmedAt: new Date().toISOString() });
  next.version = tournament.version + 1;
  next.actions = { ...next.actions, confirm: next.actions.confirm.filter((id) => id !== match._id), cancel: [...next.actions.cancel, match._id] };
  return next;
}

/** The event the server sends for `tournament` as it now stands. */
function eventOf(tournament: Tournament, change: TournamentEvent["change"], matches: TournamentMatch[] = []): TournamentEvent {
  return {
    tournamentId: tournament._id,
    slug: tournament.slug,
    platformId: tournament.platform._id,
    name: tournament.name,
    version: tournament.version,
    status: tournament.status,
    change,
    matches: matches.map((m) => {
      const now = matchesOf(tournament).find((stored) => stored._id === m._id) ?? m;
      return { _id: now._id, home: now.home, away: now.away, homeScore: now.homeScore, awayScore: now.awayScore, isConfirmed: now.isConfirmed };
    }),
    participantIds: tournament.participants.map((p) => p._id),
  };
}

const reads = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.method === "GET" && r.path === path).length;
const liveRegion = () => document.querySelector<HTMLElement>("p.sr-only[role=status][aria-live=polite]");
/** What the live region says (a repeated sentence carries a trailing no-break space). */
const said = () => liveRegion()!.textContent!.trim();

afterEach(() => {
  vi.useRealTimers();
});

// ---- The detail page -----------------------------------------------------------------------------

/** The public detail page of a league whose answer is whatever `current()` is at the time. */
async function openDetail(initial: Tournament) {
  const events = stubEventSource();
  let current = initial;
  const requests = stubServer({ [`GET /api/tournaments/${initial.slug}`]: () => ({ status: 200, body: current }) });
  renderApp(`/turnuvalar/${initial.slug}`);
  await screen.findByRole("heading", { level: 1, name: initial.name });
  const stream = events.latest(`/api/tournaments/${initial.slug}/events`);
  return { events, requests, stream, answer: (next: Tournament) => (current = next) };
}

describe("live updates: the detail page", () => {
  it("opens the tournament's stream at the version shown, reads it again on news and says the score politely", async () => {
    const league = tournamentFixture("league-active");
    const { requests, stream, answer } = await openDetail(league);
    expect(stream.url).toBe(`/api/tournaments/${league.slug}/events?version=${league.version}`);
    stream.open(league.version);
    const region = liveRegion()!;
    expect(said()).toBe("");

    const match = openMatch(league, "banu", "ali");
    const after = confirmed(league, match, 2, 1);
    answer(after);
    stream.send(eventOf(after, "confirmed", [match]));

    await waitFor(() => expect(reads(requests, `/api/tournaments/${league.slug}`)).toBe(2));
    // The score is on the page without a reload, and said once, without moving the focus.
    await waitFor(() => expect(screen.getAllByText("2 – 1").length).toBeGreaterThan(0));
    await waitFor(() => expect(said()).toBe("Skor güncellendi: banu 2 - 1 ali"));
    expect(region.getAttribute("role")).toBe("status");
    expect(document.activeElement).toBe(document.body);
  });

  it("puts a match action's changes from the event on screen without waiting for the read, on the version just before only", async () => {
    const league = tournamentFixture("league-active");
    const { requests, stream } = await openDetail(league);
    stream.open(league.version);
    const scores = () => screen.queryAllByText("4 – 3").length;
    expect(scores()).toBe(0);
    const match = openMatch(league, "banu", "ali");
    const after = confirmed(league, match, 4, 3);

    // The read still answers the version before (an instance not yet told): the changes alone show the score.
    stream.send({ ...eventOf(after, "confirmed", [match]), changes: changesBetween(league, after) });
    await waitFor(() => expect(scores()).toBe(1));
    await waitFor(() => expect(said()).toBe("Skor güncellendi: banu 4 - 3 ali"));
    // …and the whole tournament is read all the same (the standings come with it).
    await waitFor(() => expect(reads(requests, `/api/tournaments/${league.slug}`)).toBe(2));
    expect(scores()).toBe(1);

    // Changes that do not follow on from the copy shown (a version was missed) wait for a read.
    const other = openMatch(league, "dilek", "can");
    const later = { ...confirmed(after, other, 4, 3), version: after.version + 2 };
    stream.send({ ...eventOf(later, "confirmed", [other]), changes: changesBetween(after, later) });
    await waitFor(() => expect(reads(requests, `/api/tournaments/${league.slug}`)).toBe(3));
    // Given the time to render what it holds (the body renders as a deferred value).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(scores()).toBe(1);
  });

  it("says a cancelled score and any other change in our words", async () => {
    const league = tournamentFixture("league-active");
    const { stream, answer } = await openDetail(league);
    stream.open(league.version);
    const played = matchesOf(league).find((m) => m._id === league.actions.cancel[0])!;
    const cancelled = structuredClone(league);
    Object.assign(
      matchesOf(cancelled).find((m) => m._id === played._id)!,
      { homeScore: null, awayScore: null, isConfirmed: false, isCompleted: false },
    );
    cancelled.version = league.version + 1;
    answer(cancelled);
    stream.send(eventOf(cancelled, "cancelled", [played]));
    await waitFor(() => expect(said()).toBe(`Skor iptal edildi: ${played.home!.username} - ${played.away!.username}`));

    const paused = { ...structuredClone(cancelled), status: "paused" as const, version: league.version + 2 };
    answer(paused);
    stream.send(eventOf(paused, "paused"));
    await waitFor(() => expect(said()).toBe("Turnuva güncellendi."));
    await screen.findByText("Duraklatıldı");
  });

  it("says the tournament is gone when it is deleted, without reading it again (issue 25)", async () => {
    const league = tournamentFixture("league-active");
    const { requests, stream } = await openDetail(league);
    stream.open(league.version);
    stream.send({ ...eventOf(league, "deleted"), version: league.version + 1 });
    expect(await screen.findByText("Turnuva bulunamadı veya yükleniyor...")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 1, name: league.name })).toBeNull();
    expect(reads(requests, `/api/tournaments/${league.slug}`)).toBe(1);
  });

  it("ignores news it already shows: no read, nothing said", async () => {
    const league = tournamentFixture("league-active");
    const { requests, stream } = await openDetail(league);
    stream.open(league.version);
    stream.send(eventOf(league, "caught-up"));
    stream.send({ ...eventOf(league, "confirmed"), version: league.version - 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads(requests, `/api/tournaments/${league.slug}`)).toBe(1);
    expect(said()).toBe("");
  });

  it("asks every 30 s only while the stream is not open: off once open, on again when it drops or is refused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const league = tournamentFixture("league-active");
    const { requests, stream, events } = await openDetail(league);
    const detailReads = () => reads(requests, `/api/tournaments/${league.slug}`);
    stream.open(league.version);
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(detailReads()).toBe(1);

    // Dropped: the browser tries again, and meanwhile the page asks.
    stream.drop();
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(detailReads()).toBe(2);
    stream.open(league.version);
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(detailReads()).toBe(2);

    // Refused for good (429 TOO_MANY_STREAMS): asking every 30 s is what is left.
    stream.refuse();
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(detailReads()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(detailReads()).toBe(4);
    expect(events.streams()).toHaveLength(1);
  });

  it("asks every 30 s when the browser has no EventSource", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal("EventSource", undefined);
    const league = tournamentFixture("league-active");
    const requests = stubServer({ [`GET /api/tournaments/${league.slug}`]: () => ({ status: 200, body: league }) });
    renderApp(`/turnuvalar/${league.slug}`);
    await screen.findByRole("heading", { level: 1, name: league.name });
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(reads(requests, `/api/tournaments/${league.slug}`)).toBe(2);
  });

  it("closes the stream when the tournament is completed, and stops asking", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const league = tournamentFixture("league-active");
    const { requests, stream, events, answer } = await openDetail(league);
    stream.open(league.version);
    const finished = { ...tournamentFixture("league-completed"), _id: league._id, slug: league.slug, name: league.name, version: league.version + 1 };
    answer(finished);
    stream.send(eventOf(finished, "finished"));
    expect(stream.closed).toBe(true);
    await screen.findByText("Tamamlandı");
    await act(() => vi.advanceTimersByTimeAsync(95_000));
    expect(reads(requests, `/api/tournaments/${league.slug}`)).toBe(2);
    expect(events.streams()).toHaveLength(1);
  });

  it("opens no stream for a tournament already completed", async () => {
    const events = stubEventSource();
    const done = tournamentFixture("league-completed");
    stubServer({ [`GET /api/tournaments/${done.slug}`]: () => ({ status: 200, body: done }) });
    renderApp(`/turnuvalar/${done.slug}`);
    await screen.findByRole("heading", { level: 1, name: done.name });
    expect(events.streams()).toEqual([]);
    expect(liveRegion()).not.toBeNull();
  });
});

// ---- The managing screen -------------------------------------------------------------------------

const creator = { _id: "id-kurucu", username: "kurucu" };

/** The managing screen kept current from the cache, "kurucu" (its creator) signed in. */
async function openManaging(initial: Tournament, handlers: Parameters<typeof stubServer>[0] = {}) {
  const events = stubEventSource();
  window.localStorage.setItem("token", "t-kurucu");
  let current = initial;
  const requests = stubServer({
    "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("kurucu") } }),
    [`GET /api/tournaments/${initial.slug}`]: () => ({ status: 200, body: current }),
    [`PUT /api/tournaments/${initial._id}/handle-exit`]: () => ({ status: 200, body: { tournament: current } }),
    ...handlers,
  });
  render(
    <MemoryRouter initialEntries={["/yonet"]}>
      <AppProviders>
        <Routes>
          <Route path="/yonet" element={<LiveTournamentPlay identifier={initial.slug} viewerIsMember />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  await screen.findByRole("button", { name: "Turnuvayı Duraklat" });
  const stream = events.latest(`/api/tournaments/${initial.slug}/events`);
  stream.open(initial.version);
  return { requests, stream, answer: (next: Tournament) => (current = next) };
}

/** The card of the match between two people. */
function cardOf(home: string, away: string): HTMLElement {
  const cards = [...document.querySelectorAll<HTMLElement>(".rounded-xl.shadow-sm")];
  const card = cards.find(
    (element) => element.textContent?.includes(home) && element.textContent.includes(away) && element.querySelector("form, button"),
  );
  if (!card) throw new Error(`No match ${home} – ${away}`);
  return card;
}

/** Types banu 2 – ali 1 into their match's editor and presses 'Skoru Onayla', as the organiser would. */
async function confirmBanuAli(user: ReturnType<typeof userEvent.setup>) {
  const card = cardOf("banu", "ali");
  await user.type(within(card).getByRole("spinbutton", { name: "banu skoru" }), "2");
  await user.type(within(card).getByRole("spinbutton", { name: "ali skoru" }), "1");
  await user.click(within(card).getByRole("button", { name: "Skoru Onayla" }));
}

describe("live updates: the managing screen", () => {
  it("shows a score someone else confirmed and says it, while the score being typed elsewhere keeps its value and the focus", async () => {
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const { requests, stream, answer } = await openManaging(league);
    const user = userEvent.setup();
    const typing = openMatch(league, "dilek", "can");
    const home = within(cardOf("dilek", "can")).getByRole("spinbutton", { name: "dilek skoru" });
    await user.type(home, "4");
    expect(document.activeElement).toBe(home);

    const other = openMatch(league, "banu", "ali");
    const after = { ...confirmed(league, other, 2, 1), createdBy: creator };
    answer(after);
    stream.send(eventOf(after, "confirmed", [other]));

    await waitFor(() => expect(reads(requests, `/api/tournaments/${league.slug}`)).toBe(2));
    await waitFor(() => expect(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy());
    await waitFor(() => expect(said()).toBe("Skor güncellendi: banu 2 - 1 ali"));
    // The editor being typed in is the same field, with what was typed, and still focused.
    const still = within(cardOf(typing.home!.username, typing.away!.username)).getByRole("spinbutton", { name: "dilek skoru" });
    expect(still).toBe(home);
    expect((still as HTMLInputElement).value).toBe("4");
    expect(document.activeElement).toBe(home);
  });

  it("does not tell the person who pressed 'Skoru Onayla', even when the stream is quicker than the answer", async () => {
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const match = openMatch(league, "banu", "ali");
    const after = { ...confirmed(league, match, 2, 1), createdBy: creator };
    let stream: FakeEventSource | null = null;
    const opened = await openManaging(league, {
      [`POST /api/tournaments/${league._id}/matches/${match._id}/confirm`]: () => {
        // The server's event reaches this tab before the answer to its own request.
        stream!.send(eventOf(after, "confirmed", [match]));
        return changesAnswer(league, after);
      },
    });
    stream = opened.stream;
    opened.answer(after);
    const user = userEvent.setup();
    await confirmBanuAli(user);
    await waitFor(() => expect(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy());

    // And the same event once more, as it would come after the answer.
    stream.send(eventOf(after, "confirmed", [match]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(said()).toBe("");
    // Read when the screen opened, and once after its own change (issue 27: its answer carries the
    // change only; the standings come with the read); never again for the change's event.
    expect(reads(opened.requests, `/api/tournaments/${league.slug}`)).toBe(2);
  });
});

describe("live updates: the score editor being typed in when someone else confirms its match", () => {
  it("keeps the field, what was typed and the focus, says why politely, sends nothing, and closes when the person leaves it", async () => {
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const match = openMatch(league, "banu", "ali");
    const confirmPath = `/api/tournaments/${league._id}/matches/${match._id}/confirm`;
    const { requests, stream, answer } = await openManaging(league);
    const user = userEvent.setup();
    const home = within(cardOf("banu", "ali")).getByRole("spinbutton", { name: "banu skoru" });
    await user.type(home, "3");
    expect(document.activeElement).toBe(home);

    const after = { ...confirmed(league, match, 2, 1), createdBy: creator };
    answer(after);
    stream.send(eventOf(after, "confirmed", [match]));
    await waitFor(() => expect(reads(requests, `/api/tournaments/${league.slug}`)).toBe(2));
    await waitFor(() => expect(said()).toBe("Skor güncellendi: banu 2 - 1 ali"));

    // The same field, with what was typed, still focused; beside it, said politely, why it cannot send.
    const card = cardOf("banu", "ali");
    const notice = "Bu maçın skorunu başka biri onayladı: banu 2 - 1 ali. Yazdığın skor gönderilmedi; alandan çıktığında onaylanan skor gösterilir.";
    await waitFor(() => expect(within(card).getByRole("status").textContent).toBe(notice));
    const region = within(card).getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(within(card).getByRole("spinbutton", { name: "banu skoru" })).toBe(home);
    expect((home as HTMLInputElement).value).toBe("3");
    expect(document.activeElement).toBe(home);
    expect(home.getAttribute("aria-describedby")).toBe(region.id);

    // 'Skoru Onayla' (or Enter) sends nothing now: the notice is said again instead.
    const button = within(card).getByRole("button", { name: "Skoru Onayla" });
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await user.keyboard("{Enter}");
    expect(region.textContent).toBe(`${notice}\u00a0`);
    await user.click(button);
    expect(region.textContent).toBe(notice);
    expect(requests.filter((r) => r.method === "POST" && r.path === confirmPath)).toHaveLength(0);
    expect(document.activeElement).toBe(button);

    // Leaving it: the match shows the score as confirmed.
    await user.click(document.body);
    await waitFor(() => expect(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy());
    expect(within(cardOf("banu", "ali")).queryByRole("spinbutton")).toBeNull();
  });

  it("gives the field back as it was when the score is cancelled again before the person leaves", async () => {
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const match = openMatch(league, "banu", "ali");
    const { stream, answer } = await openManaging(league);
    const user = userEvent.setup();
    const away = within(cardOf("banu", "ali")).getByRole("spinbutton", { name: "ali skoru" });
    await user.type(away, "5");

    const after = { ...confirmed(league, match, 2, 1), createdBy: creator };
    answer(after);
    stream.send(eventOf(after, "confirmed", [match]));
    await waitFor(() => expect(within(cardOf("banu", "ali")).getByRole("status").textContent).toMatch(/^Bu maçın skorunu başka biri onayladı/));

    const reopened = { ...structuredClone(league), version: league.version + 2 };
    answer(reopened);
    stream.send(eventOf(reopened, "cancelled", [match]));
    await waitFor(() => expect(within(cardOf("banu", "ali")).getByRole("status").textContent).toBe(""));
    expect((away as HTMLInputElement).value).toBe("5");
    expect(document.activeElement).toBe(away);
    expect(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru Onayla" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("gives the focus on 'Skoru İptal Et' to the editor that takes its place when someone else cancels the score", async () => {
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const match = openMatch(league, "banu", "ali");
    const played = { ...confirmed(league, match, 2, 1), createdBy: creator };
    const { stream, answer } = await openManaging(played);
    within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" }).focus();

    const reopened = { ...structuredClone(league), version: played.version + 1 };
    answer(reopened);
    stream.send(eventOf(reopened, "cancelled", [match]));
    const home = await waitFor(() => within(cardOf("banu", "ali")).getByRole("spinbutton", { name: "banu skoru" }));
    await waitFor(() => expect(document.activeElement).toBe(home));
  });

  it("gives it to the editor after the person's own 'Skoru İptal Et' too, and not when the focus had moved on", async () => {
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const match = openMatch(league, "banu", "ali");
    const played = { ...confirmed(league, match, 2, 1), createdBy: creator };
    const reopened = { ...structuredClone(league), version: played.version + 1 };
    const { stream, answer } = await openManaging(played, {
      [`POST /api/tournaments/${league._id}/matches/${match._id}/cancel`]: () => changesAnswer(played, reopened),
    });
    const user = userEvent.setup();
    await user.click(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" }));
    const home = await waitFor(() => within(cardOf("banu", "ali")).getByRole("spinbutton", { name: "banu skoru" }));
    await waitFor(() => expect(document.activeElement).toBe(home));

    // Confirmed again, the button focused, then the focus moved to the heading: a cancel by
    // someone else leaves it there.
    const again = { ...confirmed(reopened, match, 1, 0), createdBy: creator };
    answer(again);
    stream.send(eventOf(again, "confirmed", [match]));
    await user.click(screen.getByRole("heading", { level: 2, name: league.name }));
    const cancel = await waitFor(() => within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" }));
    cancel.focus();
    const heading = screen.getByRole("heading", { level: 2, name: league.name });
    heading.setAttribute("tabindex", "-1");
    heading.focus();
    const last = { ...structuredClone(league), version: again.version + 1 };
    answer(last);
    stream.send(eventOf(last, "cancelled", [match]));
    await waitFor(() => within(cardOf("banu", "ali")).getByRole("spinbutton", { name: "banu skoru" }));
    expect(document.activeElement).toBe(heading);
  });

  it("keeps only the editor being used: one left with a typed score becomes the confirmed score", async () => {
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const match = openMatch(league, "banu", "ali");
    const { stream, answer } = await openManaging(league);
    const user = userEvent.setup();
    await user.type(within(cardOf("banu", "ali")).getByRole("spinbutton", { name: "banu skoru" }), "3");
    await user.click(screen.getByRole("heading", { level: 2, name: league.name }));

    const after = { ...confirmed(league, match, 2, 1), createdBy: creator };
    answer(after);
    stream.send(eventOf(after, "confirmed", [match]));
    await waitFor(() => expect(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy());
    expect(within(cardOf("banu", "ali")).queryByRole("spinbutton")).toBeNull();
    expect(screen.queryByText(/başka biri onayladı/)).toBeNull();
  });

  it("still closes the editor of the person who confirmed the score themselves", async () => {
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const match = openMatch(league, "banu", "ali");
    const after = { ...confirmed(league, match, 2, 1), createdBy: creator };
    const opened = await openManaging(league, {
      [`POST /api/tournaments/${league._id}/matches/${match._id}/confirm`]: () => changesAnswer(league, after),
    });
    opened.answer(after);
    const user = userEvent.setup();
    await confirmBanuAli(user);
    await waitFor(() => expect(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy());
    expect(within(cardOf("banu", "ali")).queryByRole("spinbutton")).toBeNull();
    expect(screen.queryByText(/başka biri onayladı/)).toBeNull();
  });

  it("does not say someone else confirmed it when the screen's own confirmation is read back before its answer arrives", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const match = openMatch(league, "banu", "ali");
    const after = { ...confirmed(league, match, 2, 1), createdBy: creator };
    const confirmPath = `/api/tournaments/${league._id}/matches/${match._id}/confirm`;
    const opened = await openManaging(league, { [`POST ${confirmPath}`]: () => changesAnswer(league, after) });
    // The answer to the confirmation is held back until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answering = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      if (input === confirmPath) await held;
      return answering(input, init);
    });
    // The stream drops, so the screen asks every 30 s meanwhile.
    opened.stream.drop();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await confirmBanuAli(user);

    // The server has the score; a poll reads it before the confirmation's answer arrives.
    opened.answer(after);
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(reads(opened.requests, `/api/tournaments/${league.slug}`)).toBe(2);
    expect(screen.queryByText(/başka biri onayladı/)).toBeNull();

    release();
    await waitFor(() => expect(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy());
    expect(screen.queryByText(/başka biri onayladı/)).toBeNull();
  });
});

describe("live updates: the newer copy wins", () => {
  /** Holds back the answers to the requests `held` picks (their replies made when asked) until `release`. */
  function holdAnswers(held: (path: string, method: string) => boolean) {
    let release = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    const answering = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
      const reply = await answering(input, init);
      if (held(input, init?.method ?? "GET")) await waiting;
      return reply;
    });
    return () => release();
  }

  it("keeps what a poll read when the answer to the screen's own older write arrives after it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const match = openMatch(league, "banu", "ali");
    const after = { ...confirmed(league, match, 2, 1), createdBy: creator };
    const confirmPath = `/api/tournaments/${league._id}/matches/${match._id}/confirm`;
    const opened = await openManaging(league, { [`POST ${confirmPath}`]: () => changesAnswer(league, after) });
    const release = holdAnswers((path) => path === confirmPath);
    opened.stream.drop();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await confirmBanuAli(user);

    // Meanwhile someone else confirms dilek – can, and a poll reads that newer version.
    const later = { ...confirmed(after, openMatch(league, "dilek", "can"), 4, 0), createdBy: creator };
    opened.answer(later);
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    await waitFor(() => expect(within(cardOf("dilek", "can")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy());

    release();
    await waitFor(() => expect(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(cardOf("dilek", "can")).queryByRole("spinbutton")).toBeNull();
    expect(within(cardOf("dilek", "can")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy();
  });

  it("keeps the answer when a read that left before the write comes back after it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const league = { ...tournamentFixture("league-active"), createdBy: creator };
    const match = openMatch(league, "banu", "ali");
    const after = { ...confirmed(league, match, 2, 1), createdBy: creator };
    const opened = await openManaging(league, {
      [`POST /api/tournaments/${league._id}/matches/${match._id}/confirm`]: () => changesAnswer(league, after),
    });
    // The stream drops; the poll reads the tournament as it was, and its answer is slow. (Only
    // that read: the one the confirmation's changes ask for after it answers is not held.)
    let polls = 0;
    const release = holdAnswers((path, method) => method === "GET" && path === `/api/tournaments/${league.slug}` && ++polls === 1);
    opened.stream.drop();
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(reads(opened.requests, `/api/tournaments/${league.slug}`)).toBe(2);

    opened.answer(after);
    await confirmBanuAli(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await waitFor(() => expect(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy());

    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(cardOf("banu", "ali")).queryByRole("spinbutton")).toBeNull();
    expect(within(cardOf("banu", "ali")).getByRole("button", { name: "Skoru İptal Et" })).toBeTruthy();
  });
});

// ---- The lists and the profile pages (the shared stream) -----------------------------------------

describe("live updates: the shared stream of every tournament", () => {
  it("is one connection per tab, opened with the first listener and closed with the last", () => {
    const events = stubEventSource();
    const stopOne = listenToAllTournaments({ news: () => {}, reconnected: () => {} });
    const heard: TournamentEvent[] = [];
    const stopTwo = listenToAllTournaments({ news: (event) => heard.push(event), reconnected: () => {} });
    expect(events.streams().map((s) => s.url)).toEqual(["/api/tournaments/events"]);
    const stream = events.latest("/api/tournaments/events");
    stream.open();
    const news = eventOf(tournamentFixture("league-active"), "confirmed");
    stream.send(news);
    expect(heard).toEqual([news]);
    stopOne();
    expect(stream.closed).toBe(false);
    stopTwo();
    expect(stream.closed).toBe(true);
  });

  it("tells listeners to read again after a break (it does not catch up), and tries again 30 s after a refusal", async () => {
    vi.useFakeTimers();
    const events = stubEventSource();
    let reconnects = 0;
    const stop = listenToAllTournaments({ news: () => {}, reconnected: () => (reconnects += 1) });
    const stream = events.latest("/api/tournaments/events");
    stream.open();
    expect(reconnects).toBe(0);
    stream.drop();
    stream.open();
    expect(reconnects).toBe(1);
    stream.refuse();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events.streams()).toHaveLength(2);
    expect(reconnects).toBe(2);
    stop();
    expect(events.latest("/api/tournaments/events").closed).toBe(true);
  });

  it("reads the list page's cards and counts again on news, at most once every 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const events = stubEventSource();
    const requests = stubServer({
      "GET /api/tournaments/stats": () => ({ status: 200, body: { completed: 1, active: 0, pausedTotal: 0, total: 1 } }),
      "GET /api/tournaments/platforms-with-counts": () => ({ status: 200, body: { platforms: [] } }),
      "GET /api/tournaments?status=completed&page=1&limit=18": () => ({
        status: 200,
        body: {
          tournaments: [],
          pagination: { currentPage: 1, totalPages: 1, totalCount: 0, hasMore: false, limit: 18 },
          filters: { search: null, system: null, platform: null, game: null, status: "completed" },
        },
      }),
    });
    renderApp("/turnuvalar");
    await screen.findByRole("tab", { name: "Tamamlanan (1)" });
    // The page may start listening a moment after its first paint.
    const stream = await waitFor(() => events.latest("/api/tournaments/events"));
    expect(events.streams()).toHaveLength(1);
    stream.open();
    const statsReads = () => reads(requests, "/api/tournaments/stats");
    await waitFor(() => expect(statsReads()).toBe(1));

    const news = eventOf(tournamentFixture("league-active"), "confirmed");
    stream.send(news);
    await waitFor(() => expect(statsReads()).toBe(2));
    // A burst within the 2 s: one more read, at its end.
    stream.send(news);
    stream.send(news);
    stream.send(news);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(statsReads()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    await waitFor(() => expect(statsReads()).toBe(3));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(statsReads()).toBe(3);
  });

  it("reads a profile's figures again when its player is among the participants, and not otherwise", async () => {
    const events = stubEventSource();
    const requests = stubServer(profileHandlers("ayse"));
    renderApp("/profil/ayse");
    expect(await screen.findByRole("heading", { level: 1, name: "ayse" })).toBeTruthy();
    const statsPath = "/api/tournaments/user-stats/username/ayse";
    await waitFor(() => expect(reads(requests, statsPath)).toBe(1));
    const stream = events.latest("/api/tournaments/events");
    stream.open();

    const news = eventOf(tournamentFixture("league-active"), "confirmed");
    stream.send(news);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads(requests, statsPath)).toBe(1);

    stream.send({ ...news, participantIds: [...news.participantIds, userJson("ayse")._id] });
    await waitFor(() => expect(reads(requests, statsPath)).toBe(2));
  });
});
