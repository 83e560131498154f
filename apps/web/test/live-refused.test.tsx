import { act, render, screen, waitFor } from "@testing-library/react";
import type { Tournament } from "@turnuva/contract/tournaments";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "@/app/providers.tsx";
import { LiveTournamentPlay } from "@/features/tournaments/manage/play/live-tournament-play.tsx";
import { listenToAllTournaments } from "@/lib/live/all-tournaments-stream.ts";
import type { StreamRefusal } from "@/lib/live/why-refused.ts";
import { stubEventSource } from "./event-source-stub.ts";
import { stubServer, userJson, type RecordedRequest } from "./network-stub.ts";
import { profileHandlers } from "./profile-data.ts";
import { renderApp } from "./render-app.tsx";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

// A stream refused for good (EventSource gives no status) is asked about once by fetch: only a
// 429 TOO_MANY_STREAMS puts the contract's sentence on the screen, until a stream opens again.

const SENTENCE = "Bu adresten açık canlı bağlantı sayısı sınıra ulaştı. Sayfa her 30 saniyede bir yenilenecek.";

type Reply = { status: number; body: unknown; headers?: Record<string, string> };
const tooManyStreams: Reply = { status: 429, body: { message: SENTENCE, code: "TOO_MANY_STREAMS" }, headers: { "Retry-After": "30" } };
const otherAnswers: Array<[string, Reply]> = [
  ["500", { status: 500, body: { message: "Sunucu hatası", code: "INTERNAL_ERROR" } }],
  ["204", { status: 204, body: null }],
  ["429 of another kind", { status: 429, body: { message: "Çok fazla istek", code: "RATE_LIMIT_EXCEEDED" }, headers: { "Retry-After": "30" } }],
];

const reads = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.method === "GET" && r.path === path);
const pause = () => act(() => vi.advanceTimersByTimeAsync(50));

/** The sentence, when it is on the screen to be seen (not only in a hidden region). */
function shownSentence(): HTMLElement | null {
  const found = screen.queryByText(SENTENCE);
  return found && !found.closest(".sr-only") ? found : null;
}

/** The note's region, there from the start: polite, and empty while nothing is refused. */
function noteRegion(): HTMLElement {
  const regions = [...document.querySelectorAll<HTMLElement>("div[role=status]")].filter(
    (element) => element.textContent === "" || element.textContent === SENTENCE,
  );
  if (regions.length !== 1) throw new Error(`Expected one refusal note region, found ${regions.length}`);
  return regions[0]!;
}

afterEach(() => {
  vi.useRealTimers();
});

// ---- The detail page -----------------------------------------------------------------------------

/** The public detail page of an active league; `probe` answers the stream's address when fetched. */
async function openDetail(probe: () => Reply) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const events = stubEventSource();
  const league = tournamentFixture("league-active");
  const streamPath = `/api/tournaments/${league.slug}/events?version=${league.version}`;
  const requests = stubServer({
    [`GET /api/tournaments/${league.slug}`]: () => ({ status: 200, body: league }),
    [`GET ${streamPath}`]: probe,
  });
  renderApp(`/turnuvalar/${league.slug}`);
  await screen.findByRole("heading", { level: 1, name: league.name });
  return {
    league,
    events,
    stream: () => events.latest(streamPath),
    detailReads: () => reads(requests, `/api/tournaments/${league.slug}`).length,
    probes: () => reads(requests, streamPath),
  };
}

describe("a refused tournament stream: the detail page", () => {
  it("says the contract's sentence, visibly and politely, when the probe answers 429 TOO_MANY_STREAMS; polls every 30 s, tries again every 30 s, and takes the sentence away once a stream opens", async () => {
    const { league, events, stream, detailReads, probes } = await openDetail(() => tooManyStreams);
    const region = noteRegion();
    expect(region.textContent).toBe("");
    expect(shownSentence()).toBeNull();

    stream().refuse();
    await waitFor(() => expect(shownSentence()).not.toBeNull());
    // The same region, there from the start: a polite status that does not move the focus.
    expect(noteRegion()).toBe(region);
    expect(region.textContent).toBe(SENTENCE);
    expect(region.getAttribute("role")).toBe("status");
    expect(document.activeElement).toBe(document.body);
    // One question, by fetch, asking for JSON.
    expect(probes()).toHaveLength(1);
    expect(probes()[0]!.headers).toMatchObject({ Accept: "application/json" });

    // Meanwhile the page asks every 30 s, as the sentence says, and the stream is tried again.
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(detailReads()).toBe(2);
    expect(events.streams()).toHaveLength(2);
    expect(shownSentence()).not.toBeNull();
    stream().refuse();
    await waitFor(() => expect(probes()).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(detailReads()).toBe(3);
    expect(events.streams()).toHaveLength(3);
    expect(shownSentence()).not.toBeNull();

    // A place has freed: the stream opens, the sentence goes and so does the polling.
    stream().open(league.version);
    expect(shownSentence()).toBeNull();
    expect(noteRegion().textContent).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(detailReads()).toBe(3);
    expect(events.streams()).toHaveLength(3);
  });

  it.each(otherAnswers)("says nothing when the probe answers %s: the page polls every 30 s as before", async (_, answer) => {
    const { events, stream, detailReads, probes } = await openDetail(() => answer);
    stream().refuse();
    await waitFor(() => expect(probes()).toHaveLength(1));
    await pause();
    expect(shownSentence()).toBeNull();
    expect(noteRegion().textContent).toBe("");
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(detailReads()).toBe(3);
    // Refused for good: no new attempt, no more questions.
    expect(events.streams()).toHaveLength(1);
    expect(probes()).toHaveLength(1);
    expect(shownSentence()).toBeNull();
  });

  it("tries again at once when the probe finds a place free, giving the probe's place back first", async () => {
    const signals: AbortSignal[] = [];
    const { league, events, stream, probes, detailReads } = await openDetail(() => ({ status: 200, body: null }));
    const answering = globalThis.fetch;
    vi.stubGlobal("fetch", (input: string, init: RequestInit = {}) => {
      if (init.signal && input.includes("/events")) signals.push(init.signal);
      return answering(input, init);
    });
    stream().refuse();
    await waitFor(() => expect(events.streams()).toHaveLength(2));
    expect(probes()).toHaveLength(1);
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(true);
    expect(shownSentence()).toBeNull();
    stream().open(league.version);
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(detailReads()).toBe(1);
  });
});

// ---- The managing screen -------------------------------------------------------------------------

describe("a refused tournament stream: the managing screen", () => {
  it("says the sentence on a 429 TOO_MANY_STREAMS and takes it away when a stream opens", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const events = stubEventSource();
    window.localStorage.setItem("token", "t-kurucu");
    const league = { ...tournamentFixture("league-active"), createdBy: { _id: "id-kurucu", username: "kurucu" } } satisfies Tournament;
    const streamPath = `/api/tournaments/${league.slug}/events?version=${league.version}`;
    stubServer({
      "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("kurucu") } }),
      [`GET /api/tournaments/${league.slug}`]: () => ({ status: 200, body: league }),
      [`GET ${streamPath}`]: () => tooManyStreams,
    });
    render(
      <MemoryRouter initialEntries={["/yonet"]}>
        <AppProviders>
          <Routes>
            <Route path="/yonet" element={<LiveTournamentPlay identifier={league.slug} viewerIsMember />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    );
    const pauseButton = await screen.findByRole("button", { name: "Turnuvayı Duraklat" });
    expect(noteRegion().textContent).toBe("");
    pauseButton.focus();

    events.latest(streamPath).refuse();
    await waitFor(() => expect(shownSentence()).not.toBeNull());
    expect(noteRegion().textContent).toBe(SENTENCE);
    expect(document.activeElement).toBe(pauseButton);

    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(events.streams()).toHaveLength(2);
    events.latest(streamPath).open(league.version);
    expect(shownSentence()).toBeNull();
  });
});

// ---- The shared stream: the profile page and any list ---------------------------------------------

const SHARED = "/api/tournaments/events";

describe("a refused shared stream", () => {
  it("shows the sentence on a profile after a 429 TOO_MANY_STREAMS, reads the figures again every 30 s, and takes it away when the stream opens", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const events = stubEventSource();
    const requests = stubServer({ ...profileHandlers("ayse"), [`GET ${SHARED}`]: () => tooManyStreams });
    renderApp("/profil/ayse");
    await screen.findByRole("heading", { level: 1, name: "ayse" });
    const statsReads = () => reads(requests, "/api/tournaments/user-stats/username/ayse").length;
    await waitFor(() => expect(statsReads()).toBe(1));
    expect(noteRegion().textContent).toBe("");

    events.latest(SHARED).refuse();
    await waitFor(() => expect(shownSentence()).not.toBeNull());
    expect(reads(requests, SHARED)).toHaveLength(1);
    expect(reads(requests, SHARED)[0]!.headers).toMatchObject({ Accept: "application/json" });

    await act(() => vi.advanceTimersByTimeAsync(30_500));
    expect(events.streams()).toHaveLength(2);
    await waitFor(() => expect(statsReads()).toBe(2));
    expect(shownSentence()).not.toBeNull();

    events.latest(SHARED).open();
    expect(shownSentence()).toBeNull();
    expect(noteRegion().textContent).toBe("");
  });

  it("shows the sentence on the list page above its filters after a 429 TOO_MANY_STREAMS, and takes it away when the stream opens", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const events = stubEventSource();
    stubServer({
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
      [`GET ${SHARED}`]: () => tooManyStreams,
    });
    renderApp("/turnuvalar");
    await screen.findByRole("tab", { name: "Tamamlanan (1)" });
    // The page starts listening a moment after its first paint (its live code is loaded then).
    const stream = await waitFor(() => events.latest(SHARED));
    stream.refuse();
    await waitFor(() => expect(shownSentence()).not.toBeNull());
    expect(noteRegion().textContent).toBe(SENTENCE);

    await act(() => vi.advanceTimersByTimeAsync(30_500));
    events.latest(SHARED).open();
    await waitFor(() => expect(shownSentence()).toBeNull());
  });

  it.each(otherAnswers)("shows nothing on a profile when the probe answers %s", async (_, answer) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const events = stubEventSource();
    const requests = stubServer({ ...profileHandlers("ayse"), [`GET ${SHARED}`]: () => answer });
    renderApp("/profil/ayse");
    await screen.findByRole("heading", { level: 1, name: "ayse" });
    events.latest(SHARED).refuse();
    await waitFor(() => expect(reads(requests, SHARED)).toHaveLength(1));
    await pause();
    expect(shownSentence()).toBeNull();
    expect(noteRegion().textContent).toBe("");
  });

  it("tells every listener, one that comes later at once, and tells them again when the stream opens", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const events = stubEventSource();
    stubServer({ [`GET ${SHARED}`]: () => tooManyStreams });
    const first: Array<StreamRefusal | null> = [];
    const stopFirst = listenToAllTournaments({ news: () => {}, reconnected: () => {}, refused: (refusal) => first.push(refusal) });
    events.latest(SHARED).refuse();
    await waitFor(() => expect(first).toEqual(["too-many-streams"]));

    const later: Array<StreamRefusal | null> = [];
    const stopLater = listenToAllTournaments({ news: () => {}, reconnected: () => {}, refused: (refusal) => later.push(refusal) });
    expect(later).toEqual(["too-many-streams"]);
    // Still one connection, tried again 30 s after the refusal.
    expect(events.streams()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(events.streams()).toHaveLength(2);
    events.latest(SHARED).open();
    expect(first).toEqual(["too-many-streams", null]);
    expect(later).toEqual(["too-many-streams", null]);
    stopFirst();
    stopLater();
  });
});
