import { randomUUID } from "node:crypto";
import { serverMessages } from "@turnuva/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import type { UserRow } from "../src/modules/users/repository.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import {
  type BuiltSession,
  type BuiltTournament,
  buildMembership,
  buildPlatform,
  buildSession,
  buildTournament,
  buildUser,
} from "./support/factories.ts";

/**
 * Requests a tournament cannot take (part 2 §5 and §9, ours in docs/decisions.md): each gets its
 * status, code and Turkish message, and nothing is stored. A refused creation adds no row to any
 * of the three tables; a refused confirmation leaves the match and the tournament as they were.
 *
 * A match id that is not one of this tournament's matches (unknown, another tournament's, not a
 * uuid, or the engine's internal key) is 404 'Maç bulunamadı.': the match is not there.
 */

let t: TestApp;
beforeAll(async () => {
  // Many creations by one person: this file is about what they are called and refused for, not how many.
  t = await startTestApp({ creationLimits: { platformsPerHour: 1000, tournamentsPerHour: 1000, invitationsPerHour: 1000 } });
});
afterAll(() => t.close());
const call = caller(() => t.app);

const SCORE_MISSING = "Skor onaylanamıyor. Eksik skor veya maç zaten onaylanmış.";
const SCORE_FORMAT = "Geçersiz skor formatı!";
const MATCH_NOT_FOUND = "Maç bulunamadı.";

type Refusal = [status: number, code: string, message: string];

async function counts() {
  const [row] = await queryRows<{ tournaments: number; participants: number; matches: number }>(
    t.database.db,
    sql`SELECT (SELECT count(*)::int FROM tournaments) AS tournaments,
               (SELECT count(*)::int FROM tournament_participants) AS participants,
               (SELECT count(*)::int FROM matches) AS matches`,
  );
  return row;
}

async function tournamentRow(id: string) {
  return (await queryRows(t.database.db, sql`SELECT * FROM tournaments WHERE id = ${id}`))[0];
}

async function matchRows(tournamentId: string) {
  return queryRows(t.database.db, sql`SELECT * FROM matches WHERE tournament_id = ${tournamentId} ORDER BY id`);
}

describe("confirming a score", () => {
  let league: BuiltTournament;
  let other: BuiltTournament;
  let matchId: string;
  let otherRowId: string;

  beforeAll(async () => {
    league = await buildTournament(t.database.db, { system: "league" });
    other = await buildTournament(t.database.db, { system: "league" });
    matchId = league.tournament.actions.confirm[0] as string;
    // A match key ('league-r1-m0') names a match of every league: another's match by its row's id.
    otherRowId = ((await matchRows(other.tournament._id))[0] as { id: string }).id;
  });

  const confirm = (body: unknown, id = matchId) =>
    call("POST", `/api/tournaments/${league.tournament._id}/matches/${id}/confirm`, league.owner, body);

  // Section 5: integers, minimum 0 (ours: at most 99), empty means none; missing first, then format.
  const scores: Array<[label: string, body: unknown, refusal: Refusal, field?: string]> = [
    ["a fraction", { homeScore: 1.5, awayScore: 0 }, [400, "SCORE_FORMAT_INVALID", SCORE_FORMAT]],
    ["a fraction as text", { homeScore: "1.5", awayScore: "0" }, [400, "SCORE_FORMAT_INVALID", SCORE_FORMAT]],
    ["a word", { homeScore: "abc", awayScore: 1 }, [400, "SCORE_FORMAT_INVALID", SCORE_FORMAT]],
    ["an exponent", { homeScore: 1, awayScore: "1e1" }, [400, "SCORE_FORMAT_INVALID", SCORE_FORMAT]],
    ["a negative score", { homeScore: -1, awayScore: 2 }, [400, "SCORE_FORMAT_INVALID", SCORE_FORMAT]],
    ["a negative score as text", { homeScore: 2, awayScore: "-3" }, [400, "SCORE_FORMAT_INVALID", SCORE_FORMAT]],
    ["a score over 99", { homeScore: 100, awayScore: 0 }, [400, "SCORE_FORMAT_INVALID", SCORE_FORMAT]],
    ["no scores at all", {}, [400, "SCORE_MISSING", SCORE_MISSING]],
    ["no away score", { homeScore: 2 }, [400, "SCORE_MISSING", SCORE_MISSING]],
    ["a null score", { homeScore: null, awayScore: 1 }, [400, "SCORE_MISSING", SCORE_MISSING]],
    ["an empty score", { homeScore: 1, awayScore: "" }, [400, "SCORE_MISSING", SCORE_MISSING]],
    ["a blank score", { homeScore: "  ", awayScore: 1 }, [400, "SCORE_MISSING", SCORE_MISSING]],
    ["a missing score beside a bad one (missing is told first)", { homeScore: "abc" }, [400, "SCORE_MISSING", SCORE_MISSING]],
    ["a boolean score", { homeScore: true, awayScore: 1 }, [400, "VALIDATION_ERROR", SCORE_FORMAT], "homeScore"],
    ["a list as a score", { homeScore: 1, awayScore: [2] }, [400, "VALIDATION_ERROR", SCORE_FORMAT], "awayScore"],
    ["an object as a score", { homeScore: { value: 1 }, awayScore: 2 }, [400, "VALIDATION_ERROR", SCORE_FORMAT], "homeScore"],
  ];

  it.each(scores)("refuses %s, and the match stays as it was", async (_label, body, [status, code, message], field) => {
    const [matchesBefore, rowBefore] = [await matchRows(league.tournament._id), await tournamentRow(league.tournament._id)];
    const response = await confirm(body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ code, message, ...(field ? { fields: { [field]: message } } : {}) });
    expect(await matchRows(league.tournament._id)).toEqual(matchesBefore);
    expect(await tournamentRow(league.tournament._id)).toEqual(rowBefore);
  });

  it("refuses a body that is not JSON, and the match stays as it was", async () => {
    const before = await matchRows(league.tournament._id);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/tournaments/${league.tournament._id}/matches/${matchId}/confirm`,
      headers: { authorization: league.owner.authorization, "content-type": "application/json" },
      payload: '{"homeScore": 2, "awayScore": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "INVALID_JSON", message: serverMessages.invalidJson });
    expect(await matchRows(league.tournament._id)).toEqual(before);
  });

  const unknownMatches: Array<[label: string, id: () => string]> = [
    ["a uuid that is no match", () => randomUUID()],
    ["a match of another tournament", () => otherRowId],
    ["an id that is not a uuid", () => "abc"],
    // Issue 27: a match may be named by its key ('league-r1-m0'), but only by one this tournament has.
    ["a key no match of this tournament has", () => "league-r99-m0"],
  ];

  it.each(unknownMatches)("answers %s with 404 'Maç bulunamadı.', on confirm and on cancel", async (_label, id) => {
    const before = [await matchRows(league.tournament._id), await matchRows(other.tournament._id)];
    const rowsBefore = [await tournamentRow(league.tournament._id), await tournamentRow(other.tournament._id)];
    const confirmed = await confirm({ homeScore: 2, awayScore: 1 }, id());
    expect(confirmed.statusCode, confirmed.body).toBe(404);
    expect(confirmed.json()).toEqual({ code: "MATCH_NOT_FOUND", message: MATCH_NOT_FOUND });
    const cancelled = await call("POST", `/api/tournaments/${league.tournament._id}/matches/${id()}/cancel`, league.owner);
    expect(cancelled.statusCode, cancelled.body).toBe(404);
    expect(cancelled.json()).toEqual({ code: "MATCH_NOT_FOUND", message: MATCH_NOT_FOUND });
    expect([await matchRows(league.tournament._id), await matchRows(other.tournament._id)]).toEqual(before);
    expect([await tournamentRow(league.tournament._id), await tournamentRow(other.tournament._id)]).toEqual(rowsBefore);
  });

  it("answers a tournament that is not there with 404 'Turnuva bulunamadı.'", async () => {
    const before = await counts();
    for (const id of [randomUUID(), "olmayan-turnuva"]) {
      const response = await call("POST", `/api/tournaments/${id}/matches/${matchId}/confirm`, league.owner, { homeScore: 1, awayScore: 0 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "TOURNAMENT_NOT_FOUND", message: "Turnuva bulunamadı." });
    }
    expect(await counts()).toEqual(before);
  });
});

describe("pausing, renaming and leaving", () => {
  let group: BuiltTournament;
  beforeAll(async () => {
    group = await buildTournament(t.database.db, { system: "group" });
  });

  const refusals: Array<[label: string, url: string, body: unknown, refusal: Refusal]> = [
    ["nothing to change", "", {}, [400, "VALIDATION_ERROR", "Değiştirilecek bir bilgi gönderilmedi."]],
    [
      "a status other than paused",
      "",
      { status: "active" },
      [400, "VALIDATION_ERROR", "Turnuva bu istekle yalnızca duraklatılabilir (status: paused)."],
    ],
    [
      "completing through an update",
      "",
      { status: "completed" },
      [400, "VALIDATION_ERROR", "Turnuva bu istekle yalnızca duraklatılabilir (status: paused)."],
    ],
    ["a name too short", "", { name: "ab" }, [400, "VALIDATION_ERROR", "Turnuva adı en az 3 karakter olmalıdır."]],
    ["a blank name", "", { name: "   " }, [400, "VALIDATION_ERROR", "Turnuva adı boş bırakılamaz."]],
    ["a group tab that is not a whole number", "/handle-exit", { activeGroupTab: "A" }, [400, "VALIDATION_ERROR", "Bu alan bir tam sayı olmalıdır."]],
    ["a negative group tab", "/handle-exit", { activeGroupTab: -1 }, [400, "VALIDATION_ERROR", "Geçersiz grup sekmesi."]],
    // Beyond the stored column's 4 bytes: this was a 500 before the contract bounded it.
    ["a group tab no tournament has", "/handle-exit", { activeGroupTab: 1e12 }, [400, "VALIDATION_ERROR", "Geçersiz grup sekmesi."]],
  ];

  it.each(refusals)("refuses %s, and the tournament stays as it was", async (_label, path, body, [status, code, message]) => {
    const before = await tournamentRow(group.tournament._id);
    const response = await call("PUT", `/api/tournaments/${group.tournament._id}${path}`, group.owner, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code, message });
    expect(await tournamentRow(group.tournament._id)).toEqual(before);
  });

  it("tells an empty update what is missing, under the name field (not the general 'Gönderilen bilgiler geçersiz.')", async () => {
    const response = await call("PUT", `/api/tournaments/${group.tournament._id}`, group.owner, {});
    expect(response.json()).toEqual({
      code: "VALIDATION_ERROR",
      message: "Değiştirilecek bir bilgi gönderilmedi.",
      fields: { name: "Değiştirilecek bir bilgi gönderilmedi." },
    });
  });
});

describe("creating a tournament", () => {
  let me: BuiltSession;
  let platformId: string;
  let members: UserRow[];
  let stranger: UserRow;

  beforeAll(async () => {
    const db = t.database.db;
    me = await buildSession(db);
    const platform = await buildPlatform(db, { owner: me.user });
    platformId = platform.id;
    members = [me.user as UserRow];
    for (let i = 0; i < 7; i++) members.push((await buildMembership(db, { platform })).user as UserRow);
    stranger = await buildUser(db);
  });

  const ids = (n: number) => members.slice(0, n).map((m) => m.id);
  const league = () => ({ name: "Kötü Girdi Ligi", system: "league", platformId, participants: ids(4), matchType: "single" });
  const group = () => ({
    name: "Kötü Girdi Grubu",
    system: "group",
    platformId,
    participants: ids(4),
    matchType: "single",
    groupCount: 2,
    teamsAdvancing: 1,
  });
  const challenge = () => ({ name: "Kötü Girdi Düellosu", system: "challenge", platform: platformId, participants: ids(2), bestOf: 3 });

  const creations: Array<[label: string, path: string, body: () => unknown, refusal: Refusal]> = [
    // The shape of the request (the contract's schema).
    ["a best-of 4", "", () => ({ ...challenge(), bestOf: 4 }), [400, "VALIDATION_ERROR", "Seri uzunluğu 3 veya 5 olmalıdır."]],
    ["a best-of as text", "/challenge", () => ({ ...challenge(), bestOf: "3" }), [400, "VALIDATION_ERROR", "Seri uzunluğu 3 veya 5 olmalıdır."]],
    ["an unknown system", "", () => ({ ...league(), system: "swissCup" }), [400, "VALIDATION_ERROR", "Bilinmeyen turnuva sistemi."]],
    ["no system on the general path", "", () => ({ ...league(), system: undefined }), [400, "SYSTEM_UNKNOWN", "Bilinmeyen turnuva sistemi."]],
    [
      "another system than the variant path's",
      "/group",
      () => league(),
      [400, "VALIDATION_ERROR", "Bu adres yalnızca kendi turnuva sistemini oluşturur."],
    ],
    [
      "a match type that is neither",
      "",
      () => ({ ...league(), matchType: "triple" }),
      [400, "VALIDATION_ERROR", "Maç türü tek maç (single) veya rövanşlı (double) olmalıdır."],
    ],
    ["a group count that is not whole", "", () => ({ ...group(), groupCount: 1.5 }), [400, "VALIDATION_ERROR", "Bu alan bir tam sayı olmalıdır."]],
    [
      "participants that are not a list",
      "",
      () => ({ ...league(), participants: ids(1)[0] }),
      [400, "VALIDATION_ERROR", "Katılımcı listesi geçersiz."],
    ],
    [
      "more than 128 participants",
      "",
      () => ({ ...league(), participants: Array.from({ length: 129 }, () => randomUUID()) }),
      [400, "VALIDATION_ERROR", "Bir turnuvada en fazla 128 katılımcı olabilir."],
    ],
    ["no name", "", () => ({ ...league(), name: undefined }), [400, "VALIDATION_ERROR", "Turnuva adı boş bırakılamaz."]],
    ["a blank name", "", () => ({ ...league(), name: "   " }), [400, "VALIDATION_ERROR", "Turnuva adı boş bırakılamaz."]],
    ["a name too long", "", () => ({ ...league(), name: "x".repeat(81) }), [400, "VALIDATION_ERROR", "Turnuva adı en fazla 80 karakter olabilir."]],
    ["no platform", "", () => ({ ...league(), platformId: undefined }), [400, "VALIDATION_ERROR", "Lütfen bir platform seçin."]],
    // Where and with whom (the service).
    ["an unknown platform", "", () => ({ ...league(), platformId: randomUUID() }), [404, "PLATFORM_NOT_FOUND", "Platform bulunamadı."]],
    [
      "a platform id that is not a uuid",
      "",
      () => ({ ...league(), platformId: "benim-platformum" }),
      [404, "PLATFORM_NOT_FOUND", "Platform bulunamadı."],
    ],
    [
      "a participant who is not a member",
      "",
      () => ({ ...league(), participants: [...ids(3), stranger.id] }),
      [400, "PARTICIPANT_NOT_MEMBER", "Katılımcıların tümü platformun üyesi olmalıdır."],
    ],
    [
      "a participant nobody is",
      "",
      () => ({ ...league(), participants: [...ids(3), randomUUID()] }),
      [400, "PARTICIPANT_NOT_MEMBER", "Katılımcıların tümü platformun üyesi olmalıdır."],
    ],
    [
      "a participant id that is not a uuid",
      "",
      () => ({ ...league(), participants: [...ids(3), "kisi"] }),
      [400, "PARTICIPANT_NOT_MEMBER", "Katılımcıların tümü platformun üyesi olmalıdır."],
    ],
    // The rules of the game (the engine).
    [
      "the same participant twice",
      "",
      () => ({ ...league(), participants: [...ids(3), ids(1)[0]] }),
      [400, "PARTICIPANT_DUPLICATE", "Aynı katılımcı birden fazla kez seçilemez."],
    ],
    [
      "the same participant on both sides of a challenge",
      "/challenge",
      () => ({ ...challenge(), participants: [ids(1)[0], ids(1)[0]] }),
      [400, "CHALLENGE_SAME_PARTICIPANT", "Lütfen iki farklı katılımcı seçin."],
    ],
    [
      "teams advancing beyond the group size",
      "",
      () => ({ ...group(), teamsAdvancing: 3 }),
      [400, "TEAMS_ADVANCING_OUT_OF_RANGE", "Gruptan çıkacak takım sayısı 1 ile 2 arasında olmalıdır."],
    ],
    [
      "no team advancing",
      "",
      () => ({ ...group(), teamsAdvancing: 0 }),
      [400, "TEAMS_ADVANCING_OUT_OF_RANGE", "Gruptan çıkacak takım sayısı 1 ile 2 arasında olmalıdır."],
    ],
    [
      "groups of fewer than two (issue 25)",
      "",
      () => ({ ...group(), groupCount: 3 }),
      [400, "GROUP_COUNT_TOO_LARGE", "Her grupta en az 2 oyuncu olmalıdır: 4 katılımcıyla en fazla 2 grup kurulabilir."],
    ],
    [
      "8 players in 5 groups, groups of one (issue 25)",
      "/group",
      () => ({ ...group(), participants: ids(8), groupCount: 5 }),
      [400, "GROUP_COUNT_TOO_LARGE", "Her grupta en az 2 oyuncu olmalıdır: 8 katılımcıyla en fazla 4 grup kurulabilir."],
    ],
    [
      "a group stage without its details",
      "",
      () => ({ ...group(), matchType: undefined }),
      [400, "GROUP_DETAILS_REQUIRED", "Lütfen tüm turnuva detaylarını (maç türü, çıkacak takım sayısı vb.) doldurun."],
    ],
    [
      "manual groups that leave someone out",
      "",
      () => ({ ...group(), groups: [ids(2), ids(3).slice(2)] }),
      [400, "GROUP_ASSIGNMENT_INCOMPLETE", "Lütfen tüm katılımcıları bir gruba atayın."],
    ],
    ["a league of one", "/league", () => ({ ...league(), participants: ids(1) }), [400, "PARTICIPANTS_TOO_FEW", "En az 2 katılımcı gereklidir."]],
    ["a league without a match type", "", () => ({ ...league(), matchType: null }), [400, "MATCH_TYPE_REQUIRED", "Lütfen maç türünü seçin."]],
    [
      "a count that differs from the selection",
      "",
      () => ({ ...league(), participantCount: 5 }),
      [400, "PARTICIPANT_COUNT_MISMATCH", "Lütfen doğru sayıda katılımcı seçin."],
    ],
    [
      "a seed who does not take part",
      "/elimination",
      () => ({ ...league(), system: "elimination", participants: ids(4), seededParticipants: [members[4]!.id] }),
      [400, "SEED_NOT_PARTICIPANT", "Seri başı yalnızca seçilen katılımcılar arasından olabilir."],
    ],
    [
      "a challenge without its best-of",
      "",
      () => ({ ...challenge(), bestOf: null }),
      [400, "CHALLENGE_FIELDS_REQUIRED", "Lütfen tüm alanları doldurun."],
    ],
  ];

  it.each(creations)("refuses %s, and stores nothing", async (_label, path, body, [status, code, message]) => {
    const before = await counts();
    const response = await call("POST", `/api/tournaments${path}`, me, body());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code, message });
    expect(await counts()).toEqual(before);
  });

  it("refuses a body that is not JSON with the house's message, and stores nothing", async () => {
    const before = await counts();
    for (const payload of ['{"name": "Yarım', "{name: 'Lig'}", ""]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/tournaments",
        headers: { authorization: me.authorization, "content-type": "application/json" },
        payload,
      });
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(response.json()).toEqual({ code: "INVALID_JSON", message: serverMessages.invalidJson });
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a body that is not an object with the general message", async () => {
    const before = await counts();
    const response = await call("POST", "/api/tournaments", me, [league()]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "VALIDATION_ERROR", message: serverMessages.invalidInput });
    expect(await counts()).toEqual(before);
  });

  it("takes the valid request these variations start from", async () => {
    const before = await counts();
    for (const [path, body] of [
      ["", league()],
      ["", group()],
      ["/challenge", challenge()],
    ] as const) {
      const response = await call("POST", `/api/tournaments${path}`, me, body);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await counts())!.tournaments).toBe(before!.tournaments + 3);
  });
});
