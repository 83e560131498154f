import { act, screen, waitFor, within } from "@testing-library/react";
import type { PlatformDetail, PlatformTournament } from "@turnuva/contract";
import type { TournamentEvent } from "@turnuva/contract/live-rules";
import type { TournamentCard } from "@turnuva/contract/tournaments";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubEventSource } from "./event-source-stub.ts";
import { stubServer, type RecordedRequest } from "./network-stub.ts";
import { memberJson, platformJson } from "./platforms-data.ts";
import { renderApp } from "./render-app.tsx";

// The platform page and the game page follow the tab's shared stream of every tournament's news
// (GET /api/tournaments/events), as /turnuvalar does: what they show is read again, at most once
// every 2 s, when the news concerns it.

const reads = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.method === "GET" && r.path === path).length;
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** A `tournament` event of the shared stream, for a tournament of `platformId`. */
function news(platformId: string, overrides: Partial<TournamentEvent> = {}): TournamentEvent {
  return {
    tournamentId: "t-yeni",
    slug: "yeni-lig",
    platformId,
    name: "Yeni Lig",
    version: 1,
    status: "active",
    change: "created",
    matches: [],
    participantIds: ["id-ayse", "id-mehmet"],
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

// ---- The platform page ---------------------------------------------------------------------------

const detail: PlatformDetail = { ...platformJson("Bahar Kupası", { ownerName: "ayse" }), completedTournamentCount: 4 };

function platformTournament(id: string, name: string, overrides: Partial<PlatformTournament> = {}): PlatformTournament {
  return {
    _id: id,
    name,
    slug: id,
    system: "league",
    status: "active",
    participantCount: 4,
    createdAt: "2025-03-01T10:00:00.000Z",
    updatedAt: "2025-03-12T12:00:00.000Z",
    champion: null,
    ...overrides,
  };
}

const tournamentsPath = "/api/platforms/slug/bahar-kupasi/tournaments";
const platformPath = "/api/platforms/slug/bahar-kupasi";

const SHARED = "/api/tournaments/events";

/**
 * /platformlar/bahar-kupasi, whose answers are whatever `state` holds at the time, its shared
 * stream opened; or, given `refusedWith`, refused and asked why, answered with it.
 */
async function openPlatform(refusedWith?: { status: number; body: unknown }) {
  const events = stubEventSource();
  const state = {
    active: [platformTournament("t-eski", "Eski Lig")],
    completed: [] as PlatformTournament[],
    detail,
    ratings: [{ user: { id: "id-ayse", username: "ayse", profileImage: null }, rating: 1500, matches: 0, change30d: 0 }],
  };
  const requests = stubServer({
    [`GET ${platformPath}`]: () => ({ status: 200, body: state.detail }),
    [`GET ${tournamentsPath}`]: () => ({ status: 200, body: { active: state.active, completed: state.completed } }),
    "GET /api/platforms/slug/bahar-kupasi/members-preview": () => ({ status: 200, body: { members: [memberJson("ayse", true)], memberCount: 1 } }),
    "GET /api/platforms/slug/bahar-kupasi/ratings": () => ({ status: 200, body: { ratings: state.ratings } }),
    ...(refusedWith ? { [`GET ${SHARED}`]: () => refusedWith } : {}),
  });
  const view = renderApp("/platformlar/bahar-kupasi");
  // The first test of a file waits for the lazy page's code as well.
  await screen.findByRole("heading", { level: 3, name: "Eski Lig" }, { timeout: 5_000 });
  const stream = events.latest(SHARED);
  if (refusedWith) stream.refuse();
  else stream.open();
  return { events, requests, state, stream, view };
}

const tournamentsRegion = () => within(screen.getByRole("region", { name: "Turnuvalar" }));
const completedCount = () =>
  [...document.querySelectorAll("dl > div")].find((fact) => fact.querySelector("dt")?.textContent === "Tamamlanan turnuva")?.querySelector("dd")
    ?.textContent;

describe("live updates: the platform page", () => {
  it("says, above its figures, when the shared stream is refused for the address's limit (429 TOO_MANY_STREAMS), and nothing for another refusal", async () => {
    const sentence = "Bu adresten açık canlı bağlantı sayısı sınıra ulaştı. Sayfa her 30 saniyede bir yenilenecek.";
    const { view } = await openPlatform({ status: 429, body: { message: sentence, code: "TOO_MANY_STREAMS" } });
    const note = await screen.findByText(sentence);
    expect(note.closest("[role=status]")).not.toBeNull();
    expect(note.closest(".sr-only")).toBeNull();
    view.unmount();

    await openPlatform({ status: 500, body: { message: "Sunucu hatası", code: "INTERNAL_ERROR" } });
    await pause();
    expect(screen.queryByText(sentence)).toBeNull();
  });

  it("reads 'Sıralama' again when a result of this platform comes (issue 28)", async () => {
    const { requests, state, stream } = await openPlatform();
    const ratings = within(await screen.findByRole("region", { name: "Sıralama" }));
    expect(await ratings.findByText("1500")).toBeTruthy();

    state.ratings = [{ ...state.ratings[0]!, rating: 1516, matches: 1, change30d: 16 }];
    stream.send(news(detail._id));

    expect(await ratings.findByText("1516")).toBeTruthy();
    expect(reads(requests, "/api/platforms/slug/bahar-kupasi/ratings")).toBe(2);
  });

  it("shows a tournament created on this platform without a reload", async () => {
    const { events, requests, state, stream } = await openPlatform();
    expect(events.streams().map((s) => s.url)).toEqual(["/api/tournaments/events"]);

    state.active = [platformTournament("t-yeni", "Yeni Lig"), ...state.active];
    stream.send(news(detail._id));

    expect(await tournamentsRegion().findByRole("heading", { level: 3, name: "Yeni Lig" })).toBeTruthy();
    expect(tournamentsRegion().getAllByRole("article")).toHaveLength(2);
    expect(reads(requests, tournamentsPath)).toBe(2);
    // The completed count does not change with a creation: not asked again.
    expect(reads(requests, platformPath)).toBe(1);
  });

  it("does not read anything again for another platform's news", async () => {
    const { requests, state, stream } = await openPlatform();
    state.active = [platformTournament("t-yeni", "Yeni Lig"), ...state.active];
    stream.send(news("p-baska-platform"));
    stream.send(news("p-baska-platform", { change: "finished", status: "completed" }));
    await pause();
    expect(reads(requests, tournamentsPath)).toBe(1);
    expect(reads(requests, platformPath)).toBe(1);
    expect(tournamentsRegion().queryByRole("heading", { level: 3, name: "Yeni Lig" })).toBeNull();
  });

  it("counts a tournament finished on this platform among the completed ones", async () => {
    const { requests, state, stream } = await openPlatform();
    expect(completedCount()).toBe("4");
    state.detail = { ...detail, completedTournamentCount: 5 };
    state.completed = [platformTournament("t-eski", "Eski Lig", { status: "completed" })];
    state.active = [];
    stream.send(news(detail._id, { tournamentId: "t-eski", slug: "t-eski", change: "finished", status: "completed" }));

    await waitFor(() => expect(completedCount()).toBe("5"));
    await waitFor(() => expect(within(tournamentsRegion().getByRole("article")).getByText("Tamamlandı")).toBeTruthy());
    expect(reads(requests, platformPath)).toBe(2);
  });

  it("reads its tournaments at most once every 2 s, and again after the stream's break", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests, stream } = await openPlatform();
    const event = news(detail._id, { change: "confirmed" });
    stream.send(event);
    await waitFor(() => expect(reads(requests, tournamentsPath)).toBe(2));
    stream.send(event);
    stream.send(event);
    stream.send(event);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(reads(requests, tournamentsPath)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    await waitFor(() => expect(reads(requests, tournamentsPath)).toBe(3));

    // The shared stream does not catch up: back after a break, what is shown is read again.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    stream.drop();
    stream.open();
    await waitFor(() => expect(reads(requests, tournamentsPath)).toBe(4));
  });

  it("closes the shared stream when the page goes", async () => {
    const { stream, view } = await openPlatform();
    expect(stream.closed).toBe(false);
    view.unmount();
    expect(stream.closed).toBe(true);
  });
});

// ---- The game page -------------------------------------------------------------------------------

function card(id: string, name: string, platform: { _id: string; name: string; slug: string }): TournamentCard {
  return {
    _id: id,
    name,
    slug: id,
    system: "league",
    status: "active",
    platform,
    participantCount: 4,
    createdAt: "2026-01-01T00:00:00.000Z",
    lastUpdated: "2026-01-05T00:00:00.000Z",
    champion: null,
  };
}

const gameTournamentsPath = "/api/tournaments?game=EA+Sports+FC&page=1&limit=18";
const gamePlatformsPath = "/api/platforms/public?page=1&game=EA+Sports+FC";

/** /oyun/ea-sports-fc with one public platform (Kuzey Ligi) and its answers from `state`; its stream as openPlatform's. */
async function openGame(refusedWith?: { status: number; body: unknown }) {
  const events = stubEventSource();
  const kuzey = platformJson("Kuzey Ligi", { game: "EA Sports FC", tournamentCount: 1 });
  const state = {
    platforms: [kuzey],
    cards: [card("t-kupa", "Kuzey Kupası", { _id: kuzey._id, name: kuzey.name, slug: kuzey.slug })],
  };
  const requests = stubServer({
    [`GET ${gamePlatformsPath}`]: () => ({
      status: 200,
      body: {
        platforms: state.platforms,
        pagination: { currentPage: 1, totalPages: 1, totalCount: state.platforms.length, hasMore: false, limit: 12 },
      },
    }),
    [`GET ${gameTournamentsPath}`]: () => ({
      status: 200,
      body: {
        tournaments: state.cards,
        pagination: { currentPage: 1, totalPages: 1, totalCount: state.cards.length, hasMore: false, limit: 18 },
        filters: { search: null, system: null, platform: null, game: "EA Sports FC", status: null },
      },
    }),
    ...(refusedWith ? { [`GET ${SHARED}`]: () => refusedWith } : {}),
  });
  renderApp("/oyun/ea-sports-fc");
  await screen.findByRole("heading", { level: 1, name: "EA Sports FC" }, { timeout: 5_000 });
  await within(screen.getByRole("region", { name: "Turnuvalar" })).findByRole("link", { name: "Kuzey Kupası" });
  await within(screen.getByRole("region", { name: "Platformlar" })).findByRole("heading", { level: 3, name: "Kuzey Ligi" });
  const stream = events.latest(SHARED);
  if (refusedWith) stream.refuse();
  else stream.open();
  return { events, requests, state, stream, kuzey };
}

describe("live updates: the game page", () => {
  it("says when the shared stream is refused for the address's limit (429 TOO_MANY_STREAMS)", async () => {
    const sentence = "Bu adresten açık canlı bağlantı sayısı sınıra ulaştı. Sayfa her 30 saniyede bir yenilenecek.";
    await openGame({ status: 429, body: { message: sentence, code: "TOO_MANY_STREAMS" } });
    const note = await screen.findByText(sentence);
    expect(note.closest(".sr-only")).toBeNull();
  });

  it("listens on the one shared stream and shows a new tournament of the game, and its platform's new count", async () => {
    const { events, requests, state, stream, kuzey } = await openGame();
    expect(events.streams().map((s) => s.url)).toEqual(["/api/tournaments/events"]);
    const ref = { _id: kuzey._id, name: kuzey.name, slug: kuzey.slug };
    state.cards = [card("t-yeni", "Yeni Lig", ref), ...state.cards];
    state.platforms = [{ ...kuzey, tournamentCount: 2 }];
    stream.send(news(kuzey._id));

    expect(await within(screen.getByRole("region", { name: "Turnuvalar" })).findByRole("link", { name: "Yeni Lig" })).toBeTruthy();
    expect(await within(screen.getByRole("region", { name: "Platformlar" })).findByText(/2 turnuva/)).toBeTruthy();
    expect(reads(requests, gamePlatformsPath)).toBe(2);
  });

  it("reads its tournaments again on any news (the event does not name the game), its platforms only for a new tournament of one of them", async () => {
    const { requests, stream } = await openGame();
    stream.send(news("p-baska-oyun"));
    await waitFor(() => expect(reads(requests, gameTournamentsPath)).toBe(2));
    await pause();
    expect(reads(requests, gamePlatformsPath)).toBe(1);
  });
});
