// The tournament lists (part 2 §2 and §7): the list with its search, filters, tabs and pages, the
// tabs' counts, the platform filter's options, a platform's tournaments and its 'Aktif/Yarım' list,
// the participants, the platform page's tournaments and counts, slugs and the sitemap.
import type { Tournament, TournamentCard } from "@turnuva/contract/tournaments";
import type { LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import {
  type BuiltPlatform,
  type BuiltSession,
  type BuiltTournament,
  type BuiltUser,
  buildMembership,
  buildPlatform,
  buildSession,
  buildTournament,
  buildUser,
} from "./support/factories.ts";
import { tournamentOf, writtenTournamentOf } from "./support/tournaments.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const call = caller(() => t.app);

interface ListJson {
  tournaments: TournamentCard[];
  pagination: { currentPage: number; totalPages: number; totalCount: number; hasMore: boolean; limit: number };
  filters: Record<string, string | null>;
}

async function list(query = ""): Promise<ListJson> {
  const response = await call("GET", `/api/tournaments${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListJson>();
}
const names = async (query = "") => (await list(query)).tournaments.map((c) => c.name);

async function stats(query = ""): Promise<unknown> {
  const response = await call("GET", `/api/tournaments/stats${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function answered(response: LightMyRequestResponse): Tournament {
  expect(response.statusCode, response.body).toBe(200);
  return writtenTournamentOf(response);
}

function refused(response: LightMyRequestResponse, status: number, code: string, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ message, code });
}

const q = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
const setUpdatedAt = (id: string, at: string) =>
  queryRows(t.database.db, sql`UPDATE tournaments SET updated_at = ${at}::timestamptz WHERE id = ${id}`);
const setStatus = (id: string, status: string) => queryRows(t.database.db, sql`UPDATE tournaments SET status = ${status} WHERE id = ${id}`);

const pause = async (built: BuiltTournament) =>
  answered(await call("PUT", `/api/tournaments/${built.tournament._id}`, built.creator, { status: "paused" }));

/** Plays a best-of-3 challenge to its end through the API: participant 1 wins rounds 1 and 2. */
async function completeChallenge(built: BuiltTournament): Promise<Tournament> {
  const { tournament, creator } = built;
  for (const m of tournament.challengeFixtures.slice(0, 2)) {
    answered(await call("POST", `/api/tournaments/${tournament._id}/matches/${m._id}/confirm`, creator, { homeScore: 1, awayScore: 0 }));
  }
  return answered(await call("POST", `/api/tournaments/${tournament._id}/finish`, creator));
}

let owner: BuiltSession;
let pair: BuiltUser[];
const platforms: Record<string, BuiltPlatform> = {};

/** A platform of `owner` whose members include `pair`, the two who play its challenges. */
async function platformNamed(name: string): Promise<BuiltPlatform> {
  const platform = await buildPlatform(t.database.db, { owner: owner.user, name });
  for (const user of pair) await buildMembership(t.database.db, { platform, user });
  platforms[name] = platform;
  return platform;
}

const challengeIn = (platform: BuiltPlatform, name: string) =>
  buildTournament(t.database.db, { system: "challenge", owner, platform, participants: [...pair], name });

beforeAll(async () => {
  owner = await buildSession(t.database.db);
  pair = [await buildUser(t.database.db, { username: "kaan" }), await buildUser(t.database.db, { username: "leyla" })];
});

describe("an empty database", () => {
  it("answers an empty list with its pagination and filters, zero counts and no platforms", async () => {
    const empty = await list();
    expect(empty.tournaments).toEqual([]);
    expect(empty.pagination).toEqual({ currentPage: 1, totalPages: 0, totalCount: 0, hasMore: false, limit: 12 });
    expect(empty.filters).toMatchObject({ search: null, system: null, platform: null, status: null });
    expect(await stats()).toEqual({ completed: 0, active: 0, pausedTotal: 0, total: 0 });
    expect((await call("GET", "/api/tournaments/platforms-with-counts")).json()).toEqual({ platforms: [] });
  });
});

describe("the tabs' counts and the cards through every status", () => {
  it("counts active, paused (with pending) and completed, and shows the champion only on a completed card", async () => {
    const platform = await platformNamed("Anadolu Kulübü");
    const built = await challengeIn(platform, "Durum Düellosu");
    const id = built.tournament._id;
    const card = async () => (await list()).tournaments.find((c) => c._id === id)!;

    expect(await stats()).toEqual({ completed: 0, active: 1, pausedTotal: 0, total: 1 });
    expect(await card()).toEqual({
      _id: id,
      name: "Durum Düellosu",
      slug: "durum-duellosu",
      system: "challenge",
      status: "active",
      platform: { _id: platform.id, name: "Anadolu Kulübü", slug: "anadolu-kulubu" },
      participantCount: 2,
      createdAt: built.tournament.createdAt,
      lastUpdated: built.tournament.lastUpdated,
      champion: null,
    });

    const paused = await pause(built);
    expect(await stats()).toEqual({ completed: 0, active: 0, pausedTotal: 1, total: 1 });
    expect(await card()).toMatchObject({ status: "paused", lastUpdated: paused.lastUpdated });
    expect(await names(q({ status: "paused" }))).toEqual(["Durum Düellosu"]);
    expect(await names(q({ status: "active" }))).toEqual([]);

    // 'pending' shares the paused badge and tab.
    const pending = await buildTournament(t.database.db, { system: "league", owner, platform, name: "Bekleyen Lig" });
    expect(await stats()).toEqual({ completed: 0, active: 1, pausedTotal: 1, total: 2 });
    await setStatus(pending.tournament._id, "pending");
    expect(await stats()).toEqual({ completed: 0, active: 0, pausedTotal: 2, total: 2 });
    expect((await names(q({ status: "paused" }))).sort()).toEqual(["Bekleyen Lig", "Durum Düellosu"]);
    expect(await names(q({ status: "pending" }))).toEqual(["Bekleyen Lig"]);

    answered(await call("PUT", `/api/tournaments/${id}/resume`, owner));
    expect(await stats()).toEqual({ completed: 0, active: 1, pausedTotal: 1, total: 2 });

    // Decided (kaan has two wins) but not finished: the card names no champion yet.
    for (const m of built.tournament.challengeFixtures.slice(0, 2)) {
      answered(await call("POST", `/api/tournaments/${id}/matches/${m._id}/confirm`, owner, { homeScore: 2, awayScore: 0 }));
    }
    expect(await card()).toMatchObject({ status: "active", champion: null });
    expect((await call("GET", "/api/platforms/slug/anadolu-kulubu/tournaments")).json().active[0]).toMatchObject({ _id: id, champion: null });

    const finished = answered(await call("POST", `/api/tournaments/${id}/finish`, owner));
    expect(await stats()).toEqual({ completed: 1, active: 0, pausedTotal: 1, total: 2 });
    expect(await card()).toEqual({
      _id: id,
      name: "Durum Düellosu",
      slug: "durum-duellosu",
      system: "challenge",
      status: "completed",
      platform: { _id: platform.id, name: "Anadolu Kulübü", slug: "anadolu-kulubu" },
      participantCount: 2,
      createdAt: built.tournament.createdAt,
      lastUpdated: finished.lastUpdated,
      champion: { _id: pair[0]!.id, username: "kaan" },
    });
    expect((await list(q({ status: "completed" }))).tournaments.map((c) => [c.name, c.champion?.username])).toEqual([["Durum Düellosu", "kaan"]]);
  });
});

describe("search", () => {
  beforeAll(async () => {
    const platform = await platformNamed("Boğaziçi Ligi");
    for (const name of ["ŞAMPİYONLAR Kupası", "Bahar Turnuvası", "%100 Eğlence", "Kış_Kupası", "İzmir Irmak Kupası"])
      await challengeIn(platform, name);
  });

  it("is case-insensitive with Turkish letters folded: 'şampiyon' and 'sampiyon' find 'ŞAMPİYONLAR Kupası'", async () => {
    for (const search of ["şampiyon", "sampiyon", "ŞAMPİYON", "SAMPIYONLAR", "Şampiyonlar kupası", "  şampiyon  "]) {
      expect(await names(q({ search })), search).toEqual(["ŞAMPİYONLAR Kupası"]);
    }
    expect((await names(q({ search: "kupasi" }))).sort()).toEqual(["Kış_Kupası", "ŞAMPİYONLAR Kupası", "İzmir Irmak Kupası"].sort());
    expect(await names(q({ search: "KIŞ" }))).toEqual(["Kış_Kupası"]);
    expect(await names(q({ search: "izmir ırmak" }))).toEqual(["İzmir Irmak Kupası"]);
    expect(await names(q({ search: "eglence" }))).toEqual(["%100 Eğlence"]);
    expect((await list(q({ search: "  şampiyon  " }))).filters).toMatchObject({ search: "şampiyon", system: null, platform: null, status: null });
  });

  it("takes % and _ as the letters they are", async () => {
    expect(await names(q({ search: "%" }))).toEqual(["%100 Eğlence"]);
    expect(await names(q({ search: "_" }))).toEqual(["Kış_Kupası"]);
    expect(await names(q({ search: "yok-böyle-bir-şey" }))).toEqual([]);
  });

  it("counts under the search too", async () => {
    expect(await stats(q({ search: "kupası" }))).toEqual({ completed: 0, active: 3, pausedTotal: 0, total: 3 });
    expect(await stats(q({ search: "sampiyon", system: "league" }))).toEqual({ completed: 0, active: 0, pausedTotal: 0, total: 0 });
  });
});

describe("system, platform and status filters", () => {
  let platform: BuiltPlatform;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    platform = await platformNamed("Çukurova Sahası");
    const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 0, minutes)).toISOString();
    const league = await buildTournament(t.database.db, { system: "league", owner, platform, name: "Çukurova Ligi" });
    const group = await buildTournament(t.database.db, { system: "group", owner, platform, name: "Çukurova Grupları" });
    const elimination = await buildTournament(t.database.db, {
      system: "elimination",
      owner,
      platform,
      name: "Çukurova Elemesi",
      settings: { seededParticipants: [] },
    });
    await pause(elimination);
    const challenge = await challengeIn(platform, "Çukurova Düellosu");
    await completeChallenge(challenge);
    const pending = await buildTournament(t.database.db, { system: "league", owner, platform, name: "Çukurova Bekleyen" });
    await setStatus(pending.tournament._id, "pending");
    // A fixed order of last activity, newest last here.
    for (const [i, b] of [league, group, elimination, challenge, pending].entries()) {
      ids[b.tournament.name] = b.tournament._id;
      await setUpdatedAt(b.tournament._id, at(i));
    }
  });

  it("filters by platform, system and status, newest activity first, and echoes the filters", async () => {
    const all = await list(q({ platform: platform.id }));
    expect(all.tournaments.map((c) => [c.name, c.system, c.status])).toEqual([
      ["Çukurova Bekleyen", "league", "pending"],
      ["Çukurova Düellosu", "challenge", "completed"],
      ["Çukurova Elemesi", "elimination", "paused"],
      ["Çukurova Grupları", "group", "active"],
      ["Çukurova Ligi", "league", "active"],
    ]);
    expect(all.tournaments.map((c) => c.participantCount)).toEqual([4, 2, 4, 4, 4]);
    expect(
      all.tournaments.every((c) => c.platform._id === platform.id && c.platform.name === "Çukurova Sahası" && c.platform.slug === "cukurova-sahasi"),
    ).toBe(true);
    expect(all.tournaments.map((c) => c.champion?.username ?? null)).toEqual([null, "kaan", null, null, null]);
    expect(all.pagination).toEqual({ currentPage: 1, totalPages: 1, totalCount: 5, hasMore: false, limit: 12 });

    const leagues = await list(q({ platform: platform.id, system: "league" }));
    expect(leagues.tournaments.map((c) => c.name)).toEqual(["Çukurova Bekleyen", "Çukurova Ligi"]);
    expect(leagues.filters).toMatchObject({ search: null, system: "league", platform: platform.id, status: null });
    expect(await names(q({ platform: platform.id, system: "league", status: "active" }))).toEqual(["Çukurova Ligi"]);
    expect(await names(q({ platform: platform.id, status: "paused" }))).toEqual(["Çukurova Bekleyen", "Çukurova Elemesi"]);
    expect(await names(q({ platform: platform.id, status: "completed" }))).toEqual(["Çukurova Düellosu"]);
    expect(await names(q({ platform: platform.id, system: "group" }))).toEqual(["Çukurova Grupları"]);
    expect(await names(q({ search: "çukurova", system: "elimination" }))).toEqual(["Çukurova Elemesi"]);
    // An empty filter is no filter (the screen's 'all').
    expect(await names(q({ platform: platform.id, system: "", status: "", search: "" }))).toHaveLength(5);
    // An address that is no platform's matches nothing.
    expect(await names(q({ platform: "bilinmeyen" }))).toEqual([]);
    expect(await names(q({ platform: "00000000-0000-4000-8000-000000000000" }))).toEqual([]);
  });

  it("counts the tabs under the same filters", async () => {
    expect(await stats(q({ platform: platform.id }))).toEqual({ completed: 1, active: 2, pausedTotal: 2, total: 5 });
    expect(await stats(q({ platform: platform.id, system: "league" }))).toEqual({ completed: 0, active: 1, pausedTotal: 1, total: 2 });
    expect(await stats(q({ platform: platform.id, system: "elimination" }))).toEqual({ completed: 0, active: 0, pausedTotal: 1, total: 1 });
    expect(await stats(q({ platform: "bilinmeyen" }))).toEqual({ completed: 0, active: 0, pausedTotal: 0, total: 0 });
  });

  it("refuses an unknown system or status with a Turkish message", async () => {
    refused(await call("GET", `/api/tournaments${q({ system: "kupa" })}`), 400, "VALIDATION_ERROR", "Bilinmeyen turnuva sistemi.");
    refused(await call("GET", `/api/tournaments/stats${q({ system: "kupa" })}`), 400, "VALIDATION_ERROR", "Bilinmeyen turnuva sistemi.");
    refused(await call("GET", `/api/tournaments${q({ status: "bitti" })}`), 400, "VALIDATION_ERROR", "Geçersiz turnuva durumu.");
  });

  it("lists a platform's tournaments that are not completed for 'Aktif/Yarım', newest first", async () => {
    const response = await call("GET", `/api/tournaments/paused/${platform.id}`);
    expect(response.statusCode).toBe(200);
    const cards = response.json().pausedTournaments as TournamentCard[];
    expect(cards.map((c) => [c.name, c.status])).toEqual([
      ["Çukurova Bekleyen", "pending"],
      ["Çukurova Elemesi", "paused"],
      ["Çukurova Grupları", "active"],
      ["Çukurova Ligi", "active"],
    ]);
    expect(cards[1]).toEqual({
      _id: ids["Çukurova Elemesi"],
      name: "Çukurova Elemesi",
      slug: "cukurova-elemesi",
      system: "elimination",
      status: "paused",
      platform: { _id: platform.id, name: "Çukurova Sahası", slug: "cukurova-sahasi" },
      participantCount: 4,
      createdAt: expect.any(String),
      lastUpdated: "2024-01-01T00:02:00.000Z",
      champion: null,
    });
    refused(await call("GET", "/api/tournaments/paused/00000000-0000-4000-8000-000000000000"), 404, "PLATFORM_NOT_FOUND", "Platform bulunamadı.");
    refused(await call("GET", "/api/tournaments/paused/bilinmeyen"), 404, "PLATFORM_NOT_FOUND", "Platform bulunamadı.");
  });

  it("shows the platform page's active (paused included) and completed tournaments, and its counts", async () => {
    const response = await call("GET", "/api/platforms/slug/cukurova-sahasi/tournaments");
    expect(response.statusCode).toBe(200);
    const body = response.json() as { active: Array<Record<string, unknown>>; completed: Array<Record<string, unknown>> };
    expect(body.active.map((c) => [c.name, c.status, c.champion])).toEqual([
      ["Çukurova Bekleyen", "pending", null],
      ["Çukurova Elemesi", "paused", null],
      ["Çukurova Grupları", "active", null],
      ["Çukurova Ligi", "active", null],
    ]);
    expect(body.completed).toEqual([
      {
        _id: ids["Çukurova Düellosu"],
        name: "Çukurova Düellosu",
        slug: "cukurova-duellosu",
        system: "challenge",
        status: "completed",
        participantCount: 2,
        createdAt: expect.any(String),
        updatedAt: "2024-01-01T00:03:00.000Z",
        champion: { _id: pair[0]!.id, username: "kaan" },
      },
    ]);
    refused(await call("GET", "/api/platforms/slug/boyle-bir-platform-yok/tournaments"), 404, "PLATFORM_NOT_FOUND", "Platform bulunamadı.");

    const detail = (await call("GET", "/api/platforms/slug/cukurova-sahasi")).json();
    expect(detail).toMatchObject({ tournamentCount: 5, completedTournamentCount: 1 });
    const empty = await buildPlatform(t.database.db, { owner: owner.user, name: "Boş Meydan" });
    expect((await call("GET", `/api/platforms/slug/${empty.slug}`)).json()).toMatchObject({ tournamentCount: 0, completedTournamentCount: 0 });
    expect((await call("GET", `/api/platforms/slug/${empty.slug}/tournaments`)).json()).toEqual({ active: [], completed: [] });

    const publicList = (await call("GET", "/api/platforms/public?limit=50")).json().platforms as Array<{ _id: string; tournamentCount: number }>;
    expect(publicList.find((p) => p._id === platform.id)?.tournamentCount).toBe(5);
    expect(publicList.find((p) => p._id === empty.id)?.tournamentCount).toBe(0);
  });

  it("gives a tournament's participants sorted by username the Turkish way, with seeds, by id or slug, on its page too", async () => {
    const users = [];
    // Chosen in this order; a byte order would put 'çağla' after 'zeki'.
    for (const username of ["zeki", "çağla", "ayla", "cem"]) {
      const user = await buildUser(t.database.db, { username, email: `${username === "çağla" ? "cagla" : username}.liste@ornek.com` });
      await buildMembership(t.database.db, { platform, user });
      users.push(user);
    }
    const built = await buildTournament(t.database.db, {
      system: "elimination",
      owner,
      platform,
      participants: users,
      name: "Seri Başlı Eleme",
      settings: { seededParticipants: [users[2]!.id, users[0]!.id] },
    });
    const expected = {
      participants: [
        { _id: users[2]!.id, username: "ayla", seed: 1, group: null, profileImage: null },
        { _id: users[3]!.id, username: "cem", seed: null, group: null, profileImage: null },
        { _id: users[1]!.id, username: "çağla", seed: null, group: null, profileImage: null },
        { _id: users[0]!.id, username: "zeki", seed: 2, group: null, profileImage: null },
      ],
    };
    expect((await call("GET", `/api/tournaments/${built.tournament._id}/participants`)).json()).toEqual(expected);
    expect((await call("GET", `/api/tournaments/${built.tournament._id}`)).json().participants).toEqual(expected.participants);
    expect((await call("GET", "/api/tournaments/seri-basli-eleme/participants")).json()).toEqual(expected);
    refused(await call("GET", "/api/tournaments/boyle-bir-turnuva-yok/participants"), 404, "TOURNAMENT_NOT_FOUND", "Turnuva bulunamadı.");
    refused(
      await call("GET", "/api/tournaments/00000000-0000-4000-8000-000000000000/participants"),
      404,
      "TOURNAMENT_NOT_FOUND",
      "Turnuva bulunamadı.",
    );
  });
});

describe("pages", () => {
  let platform: BuiltPlatform;
  const ids: string[] = [];
  beforeAll(async () => {
    platform = await platformNamed("Dicle Ligi");
    for (let i = 0; i < 14; i++) {
      const built = await challengeIn(platform, `Dicle Maçı ${String(i).padStart(2, "0")}`);
      ids.push(built.tournament._id);
      await setUpdatedAt(built.tournament._id, new Date(Date.UTC(2024, 5, 1, i)).toISOString());
    }
  });
  const named = (...numbers: number[]) => numbers.map((i) => `Dicle Maçı ${String(i).padStart(2, "0")}`);

  it("gives 12 a page by default, newest activity first, and says whether more follow", async () => {
    const first = await list(q({ platform: platform.id }));
    expect(first.tournaments.map((c) => c.name)).toEqual(named(13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2));
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 2, totalCount: 14, hasMore: true, limit: 12 });
    const second = await list(q({ platform: platform.id, page: 2 }));
    expect(second.tournaments.map((c) => c.name)).toEqual(named(1, 0));
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalCount: 14, hasMore: false, limit: 12 });

    const small = await list(q({ platform: platform.id, page: 3, limit: 5 }));
    expect(small.tournaments.map((c) => c.name)).toEqual(named(3, 2, 1, 0));
    expect(small.pagination).toEqual({ currentPage: 3, totalPages: 3, totalCount: 14, hasMore: false, limit: 5 });
    const beyond = await list(q({ platform: platform.id, page: 4, limit: 5 }));
    expect(beyond.tournaments).toEqual([]);
    expect(beyond.pagination.hasMore).toBe(false);
    expect((await list(q({ platform: platform.id, limit: 50 }))).tournaments).toHaveLength(14);
  });

  it("refuses a limit over 50, under 1 or not a whole number, and a page under 1, with Turkish messages", async () => {
    const limitMessage = "Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.";
    const pageMessage = "Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.";
    for (const limit of ["51", "0", "2.5", "çok"])
      refused(await call("GET", `/api/tournaments${q({ limit })}`), 400, "VALIDATION_ERROR", limitMessage);
    for (const page of ["0", "-1", "1.5"]) refused(await call("GET", `/api/tournaments${q({ page })}`), 400, "VALIDATION_ERROR", pageMessage);
    refused(await call("GET", `/api/tournaments/platform/${platform.id}${q({ limit: 51 })}`), 400, "VALIDATION_ERROR", limitMessage);
  });

  it("moves a tournament to the top when something happens to it", async () => {
    const paused = answered(await call("PUT", `/api/tournaments/${ids[0]}`, owner, { status: "paused" }));
    const first = await list(q({ platform: platform.id, limit: 3 }));
    expect(first.tournaments.map((c) => c.name)).toEqual(named(0, 13, 12));
    expect(first.tournaments[0]).toMatchObject({ status: "paused", lastUpdated: paused.lastUpdated });
    // The whole list is newest first as well.
    const everything = (await list(q({ limit: 50 }))).tournaments.map((c) => Date.parse(c.lastUpdated));
    expect(everything).toEqual([...everything].sort((a, b) => b - a));
  });

  it("lists one platform's tournaments at /platform/:platformId, a page at a time; 404 for an unknown platform", async () => {
    const response = await call("GET", `/api/tournaments/platform/${platform.id}${q({ limit: 4, page: 2 })}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ListJson>();
    // Page 2 of 4: after 0 (moved up by its pause), 13, 12 and 11.
    expect(body.tournaments.map((c) => c.name)).toEqual(named(10, 9, 8, 7));
    expect(body.pagination).toEqual({ currentPage: 2, totalPages: 4, totalCount: 14, hasMore: true, limit: 4 });
    expect(body.filters).toMatchObject({ search: null, system: null, platform: platform.id, status: null });
    const whole = (await call("GET", `/api/tournaments/platform/${platform.id}`)).json<ListJson>();
    expect(whole.tournaments).toHaveLength(12);
    expect(whole.tournaments.every((c) => c.platform._id === platform.id)).toBe(true);

    refused(await call("GET", "/api/tournaments/platform/00000000-0000-4000-8000-000000000000"), 404, "PLATFORM_NOT_FOUND", "Platform bulunamadı.");
    refused(await call("GET", "/api/tournaments/platform/bilinmeyen"), 404, "PLATFORM_NOT_FOUND", "Platform bulunamadı.");
  });
});

describe("the platform filter's options", () => {
  it("lists the platforms that have tournaments, by name as a Turkish reader sorts, with their counts", async () => {
    await challengeIn(await platformNamed("Cennet Kulübü"), "Cennet Düellosu");
    const response = await call("GET", "/api/tournaments/platforms-with-counts");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      platforms: [
        { _id: platforms["Anadolu Kulübü"]!.id, name: "Anadolu Kulübü", slug: "anadolu-kulubu", tournamentCount: 2 },
        { _id: platforms["Boğaziçi Ligi"]!.id, name: "Boğaziçi Ligi", slug: "bogazici-ligi", tournamentCount: 5 },
        { _id: platforms["Cennet Kulübü"]!.id, name: "Cennet Kulübü", slug: "cennet-kulubu", tournamentCount: 1 },
        { _id: platforms["Çukurova Sahası"]!.id, name: "Çukurova Sahası", slug: "cukurova-sahasi", tournamentCount: 6 },
        { _id: platforms["Dicle Ligi"]!.id, name: "Dicle Ligi", slug: "dicle-ligi", tournamentCount: 14 },
      ],
    });
  });
});

describe("slugs", () => {
  let platform: BuiltPlatform;
  beforeAll(async () => {
    platform = await platformNamed("Slug Kulübü");
  });
  const create = async (name: string) => {
    const response = await call("POST", "/api/tournaments", owner, {
      name,
      system: "challenge",
      platformId: platform.id,
      participants: pair.map((u) => u.id),
      bestOf: 3,
    });
    expect(response.statusCode, response.body).toBe(201);
    return writtenTournamentOf(response);
  };

  it("never gives a tournament a word of the API as its slug, so those paths keep answering", async () => {
    const made: Record<string, Tournament> = {};
    for (const name of ["Stats", "Paused", "Group", "Compare", "Platforms With Counts", "Platform"]) made[name] = await create(name);
    expect(Object.values(made).map((x) => x.slug)).toEqual(["stats-2", "paused-2", "group-2", "compare-2", "platforms-with-counts-2", "platform-2"]);

    const statsResponse = await call("GET", "/api/tournaments/stats");
    expect(statsResponse.statusCode).toBe(200);
    expect(Object.keys(statsResponse.json()).sort()).toEqual(["active", "completed", "pausedTotal", "total"]);
    expect((await call("GET", "/api/tournaments/platforms-with-counts")).json()).toHaveProperty("platforms");
    for (const [name, tournament] of Object.entries(made)) {
      const read = await call("GET", `/api/tournaments/${tournament.slug}`);
      expect(read.statusCode, name).toBe(200);
      expect(tournamentOf(read)).toMatchObject({ _id: tournament._id, name });
    }
    expect(tournamentOf(await call("GET", "/api/tournaments/STATS-2"))._id).toBe(made.Stats!._id);
  });

  it("gives a second tournament of the same name '-2', and folds Turkish letters", async () => {
    const first = await create("Yaz Şöleni Kupası");
    const second = await create("Yaz Şöleni Kupası");
    expect([first.slug, second.slug]).toEqual(["yaz-soleni-kupasi", "yaz-soleni-kupasi-2"]);
    expect(tournamentOf(await call("GET", "/api/tournaments/yaz-soleni-kupasi-2"))._id).toBe(second._id);
    expect(tournamentOf(await call("GET", "/api/tournaments/yaz-soleni-kupasi"))._id).toBe(first._id);
    // A name of nothing but symbols gets the fallback.
    expect([(await create("!?!")).slug, (await create("***")).slug]).toEqual(["turnuva", "turnuva-2"]);
  });

  it("never gives a slug that reads as an id, so the tournament's address finds it", async () => {
    // The detail is read by id or slug: a slug shaped like an id would be looked up as an id.
    const tournament = await create("123e4567-e89b-42d3-a456-426614174000");
    expect(tournament.slug).toBe("123e4567-e89b-42d3-a456-426614174000-2");
    const read = await call("GET", `/api/tournaments/${tournament.slug}`);
    expect(read.statusCode).toBe(200);
    expect(tournamentOf(read)._id).toBe(tournament._id);
    expect((await call("GET", `/api/tournaments/${tournament.slug}/participants`)).statusCode).toBe(200);
  });
});

describe("/sitemap.xml", () => {
  it("lists every tournament's page at /turnuvalar/{slug}", async () => {
    const response = await t.app.inject("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    const listed = [...response.body.matchAll(/<loc>[^<]*\/turnuvalar\/([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    const slugs = (await queryRows<{ slug: string }>(t.database.db, sql`SELECT slug FROM tournaments`)).map((r) => r.slug).sort();
    expect(slugs.length).toBeGreaterThan(30);
    expect(listed).toEqual(slugs);
    expect(listed).toContain("stats-2");
    expect(listed).toContain("cukurova-ligi");
  });
});

// Last: a platform of another game would change the counts the tests above expect.
describe("the game filter", () => {
  it("lists a game's tournaments for its game page, and refuses an unknown game", async () => {
    const fc = await buildPlatform(t.database.db, { owner: owner.user, name: "Çukurova FC Kulübü", game: "EA Sports FC" });
    await buildTournament(t.database.db, { system: "league", owner, platform: fc, name: "Çukurova FC Ligi" });
    expect(await names(q({ search: "çukurova", game: "EA Sports FC" }))).toEqual(["Çukurova FC Ligi"]);
    expect(await names(q({ search: "çukurova", game: "eFootball" }))).toHaveLength(5);
    expect(await names(q({ search: "çukurova" }))).toHaveLength(6);
    expect(await stats(q({ search: "çukurova", game: "EA Sports FC" }))).toEqual({ completed: 0, active: 1, pausedTotal: 0, total: 1 });
    expect((await list(q({ game: "EA Sports FC" }))).filters).toMatchObject({ game: "EA Sports FC" });
    refused(await call("GET", `/api/tournaments${q({ game: "Tavla" })}`), 400, "VALIDATION_ERROR", "Geçersiz oyun seçimi.");
  });
});
