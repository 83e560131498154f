import { serverMessages } from "@turnuva/contract";
import { tournamentMessages } from "@turnuva/contract/tournaments";
import type { System } from "@turnuva/domain";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { tournamentsService } from "../src/modules/tournaments/service.ts";
import type { UserRow } from "../src/modules/users/repository.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import {
  type BuiltPlatform,
  type BuiltSession,
  type BuiltTournament,
  buildMembership,
  buildPlatform,
  buildSession,
  buildTournament,
  playTournament,
  testNotifyContext,
} from "./support/factories.ts";

/**
 * Every tournament write × everyone who might try it (part 2 §6, our rule in docs/decisions.md:
 * a platform's members create, the creator and the platform's owner manage), through HTTP: the
 * status, code and Turkish message each one gets, and, when refused, that not a row of the three
 * tournament tables changed. Reads are public.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

type Someone = "stranger" | "member" | "participant" | "creator" | "owner";
type Person = "visitor" | Someone;

/**
 * One platform with someone in each relation to a tournament of it, built afresh for every cell
 * of the matrix: the owner, the creator (a member who is not the owner), a participant who did not
 * create it, a member who does not take part, and a stranger.
 */
interface World {
  platform: BuiltPlatform;
  sessions: Record<Someone, BuiltSession>;
  /** Members who may be chosen as participants of a new tournament. */
  members: UserRow[];
  built: BuiltTournament;
  /** The match a confirm or cancel is about. */
  matchId: string;
}

type Write =
  | "create"
  | "confirm"
  | "cancel"
  | "advance"
  | "finish"
  | "pause-rename"
  | "resume"
  | "handle-exit"
  // Issue 25: the organiser's safety nets.
  | "walkover"
  | "ask-again"
  | "deadline"
  | "reopen"
  | "rename"
  | "delete";

/**
 * What each write needs to be allowed: the system and the state the tournament is brought to
 * first (by its creator, through the service), so that an allowed cell really succeeds and a
 * refused one is refused for who is asking, not for the state.
 */
const setups: Record<Write, { system: System; participantCount: number; prepare?: (w: World) => Promise<void> }> = {
  create: { system: "league", participantCount: 4 },
  confirm: { system: "league", participantCount: 4 },
  cancel: { system: "league", participantCount: 4, prepare: (w) => confirmAsCreator(w, w.matchId) },
  advance: {
    system: "group",
    participantCount: 4,
    // 2 groups of 2: one match each; both confirmed, the knockout may be drawn.
    prepare: async (w) => {
      await playTournament(t.database.db, w.built, { until: w.built.tournament.actions.confirm.length });
    },
  },
  // A league of 2 has one match: confirmed, it may be finished.
  finish: { system: "league", participantCount: 2, prepare: async (w) => void (await playTournament(t.database.db, w.built)) },
  "pause-rename": { system: "league", participantCount: 4 },
  resume: {
    system: "league",
    participantCount: 4,
    prepare: async (w) => {
      await tournamentsService(t.database.db, testNotifyContext).update({ id: w.sessions.creator.user.id }, w.built.tournament._id, {
        status: "paused",
      });
    },
  },
  "handle-exit": { system: "group", participantCount: 4 },
  walkover: { system: "league", participantCount: 4 },
  // Both players reported different scores: the match waits for the organiser.
  "ask-again": {
    system: "league",
    participantCount: 4,
    prepare: async (w) => {
      const match = w.built.tournament.leagueFixtures[0]!.matches.find((m) => m._id === w.matchId)!;
      for (const [player, homeScore] of [
        [match.home!._id, 2],
        [match.away!._id, 1],
      ] as const) {
        const session = await buildSession(t.database.db, { user: w.built.participants.find((p) => p.id === player)! });
        const reported = await call("POST", `/api/tournaments/${w.built.tournament._id}/matches/${w.matchId}/report`, session, {
          homeScore,
          awayScore: 1,
        });
        expect(reported.statusCode, reported.body).toBe(200);
      }
    },
  },
  deadline: { system: "league", participantCount: 4 },
  reopen: {
    system: "league",
    participantCount: 2,
    prepare: async (w) => {
      await playTournament(t.database.db, w.built);
      await tournamentsService(t.database.db, testNotifyContext).finish({ id: w.sessions.creator.user.id }, w.built.tournament._id);
    },
  },
  rename: { system: "league", participantCount: 4 },
  delete: { system: "league", participantCount: 4 },
};

async function confirmAsCreator(w: World, matchId: string): Promise<void> {
  await tournamentsService(t.database.db, testNotifyContext).confirm({ id: w.sessions.creator.user.id }, w.built.tournament._id, matchId, {
    homeScore: 2,
    awayScore: 1,
  });
}

async function buildWorld(write: Write): Promise<World> {
  const db = t.database.db;
  const { system, participantCount, prepare } = setups[write];
  const owner = await buildSession(db);
  const platform = await buildPlatform(db, { owner: owner.user });
  const creator = await buildSession(db, { user: (await buildMembership(db, { platform })).user });
  const participant = await buildSession(db, { user: (await buildMembership(db, { platform })).user });
  const member = await buildSession(db, { user: (await buildMembership(db, { platform })).user });
  const stranger = await buildSession(db);
  const built = await buildTournament(db, { system, owner, platform, creator, participants: [participant.user as UserRow], participantCount });
  const members = [participant.user, member.user, ...built.participants.slice(1)].slice(0, 4) as UserRow[];
  const world: World = {
    platform,
    sessions: { stranger, member, participant, creator, owner },
    members,
    built,
    matchId: built.tournament.actions.confirm[0] as string,
  };
  await prepare?.(world);
  return world;
}

const requests: Record<Write, (w: World) => Pick<InjectOptions, "method" | "url" | "payload">> = {
  create: (w) => ({
    method: "POST",
    url: "/api/tournaments",
    payload: { name: "Matris Ligi", system: "league", platformId: w.platform.id, participants: w.members.map((m) => m.id), matchType: "single" },
  }),
  confirm: (w) => ({
    method: "POST",
    url: `/api/tournaments/${w.built.tournament._id}/matches/${w.matchId}/confirm`,
    payload: { homeScore: 3, awayScore: 0 },
  }),
  cancel: (w) => ({ method: "POST", url: `/api/tournaments/${w.built.tournament._id}/matches/${w.matchId}/cancel` }),
  advance: (w) => ({ method: "POST", url: `/api/tournaments/${w.built.tournament._id}/advance` }),
  finish: (w) => ({ method: "POST", url: `/api/tournaments/${w.built.tournament._id}/finish` }),
  "pause-rename": (w) => ({
    method: "PUT",
    url: `/api/tournaments/${w.built.tournament._id}`,
    payload: { status: "paused", name: "Yeni Ad Verildi" },
  }),
  resume: (w) => ({ method: "PUT", url: `/api/tournaments/${w.built.tournament._id}/resume` }),
  "handle-exit": (w) => ({ method: "PUT", url: `/api/tournaments/${w.built.tournament._id}/handle-exit`, payload: { activeGroupTab: 1 } }),
  walkover: (w) => ({
    method: "POST",
    url: `/api/tournaments/${w.built.tournament._id}/matches/${w.matchId}/walkover`,
    payload: { winner: w.built.tournament.leagueFixtures[0]!.matches.find((m) => m._id === w.matchId)!.home!._id },
  }),
  "ask-again": (w) => ({ method: "DELETE", url: `/api/tournaments/${w.built.tournament._id}/matches/${w.matchId}/reports` }),
  deadline: (w) => ({
    method: "PUT",
    url: `/api/tournaments/${w.built.tournament._id}/rounds/deadline`,
    payload: { stage: "league", group: null, round: 1, deadline: "2030-01-01T18:00:00.000Z" },
  }),
  reopen: (w) => ({ method: "POST", url: `/api/tournaments/${w.built.tournament._id}/reopen` }),
  rename: (w) => ({ method: "PUT", url: `/api/tournaments/${w.built.tournament._id}`, payload: { name: "Adı Değişen Lig" } }),
  delete: (w) => ({ method: "DELETE", url: `/api/tournaments/${w.built.tournament._id}` }),
};

type Answer = [status: number, code?: string, message?: string];
const SIGN_IN: Answer = [401, "AUTH_REQUIRED", serverMessages.authRequired];
const NOT_YOURS: Answer = [403, "UNAUTHORIZED", tournamentMessages.manageForbidden];
const NOT_A_MEMBER: Answer = [403, "UNAUTHORIZED", tournamentMessages.createForbidden];

const manage = (allowed: number): Record<Person, Answer> => ({
  visitor: SIGN_IN,
  stranger: NOT_YOURS,
  member: NOT_YOURS,
  participant: NOT_YOURS,
  creator: [allowed],
  owner: [allowed],
});

const matrix: Record<Write, Record<Person, Answer>> = {
  create: { visitor: SIGN_IN, stranger: NOT_A_MEMBER, member: [201], participant: [201], creator: [201], owner: [201] },
  confirm: manage(200),
  cancel: manage(200),
  advance: manage(200),
  finish: manage(200),
  "pause-rename": manage(200),
  resume: manage(200),
  "handle-exit": manage(200),
  walkover: manage(200),
  "ask-again": manage(200),
  deadline: manage(200),
  reopen: manage(200),
  rename: manage(200),
  delete: manage(200),
};

/** Everything a tournament write could touch, in a fixed order. */
async function tables() {
  const db = t.database.db;
  return {
    tournaments: await queryRows(db, sql`SELECT * FROM tournaments ORDER BY id`),
    participants: await queryRows(db, sql`SELECT * FROM tournament_participants ORDER BY tournament_id, user_id`),
    matches: await queryRows(db, sql`SELECT * FROM matches ORDER BY id`),
    reports: await queryRows(db, sql`SELECT * FROM match_reports ORDER BY match_id, user_id`),
  };
}

const cells = (Object.keys(matrix) as Write[]).flatMap((write) =>
  (Object.keys(matrix[write]) as Person[]).map((person) => [write, person, matrix[write][person][0], matrix[write][person]] as const),
);

/**
 * A refusal changes nothing (each cell checks it), so the refused cells of one write share a world;
 * an allowed write changes it, so each allowed cell gets its own.
 */
const refusedWorlds = new Map<Write, Promise<World>>();
function worldFor(write: Write, status: number): Promise<World> {
  if (status < 400) return buildWorld(write);
  if (!refusedWorlds.has(write)) refusedWorlds.set(write, buildWorld(write));
  return refusedWorlds.get(write)!;
}

describe("who may write what", () => {
  it.each(cells)("%s by the %s: %i", async (write, person, status, [, code, message]) => {
    const world = await worldFor(write, status);
    const before = await tables();

    const session = person === "visitor" ? null : world.sessions[person];
    const response = await t.app.inject({ ...requests[write](world), headers: session ? { authorization: session.authorization } : {} });

    expect(response.statusCode, response.body).toBe(status);
    const after = await tables();
    if (status >= 400) {
      expect(response.json()).toEqual({ code, message });
      expect(after).toEqual(before);
    } else {
      // An allowed write did write, and answered the tournament as it now is.
      expect(after).not.toEqual(before);
      const { tournament } = response.json<{ tournament: { version: number; createdBy: { _id: string } } }>();
      if (write === "create") expect(tournament.createdBy._id).toBe(world.sessions[person as Someone].user.id);
      else if (write === "delete") expect(after.tournaments).toHaveLength(before.tournaments.length - 1);
      else expect(tournament.version).toBeGreaterThan(world.built.tournament.version);
    }
  });
});

describe("a creator removed from the platform (issue 23)", () => {
  const writes = Object.keys(matrix).filter((write) => write !== "create") as Exclude<Write, "create">[];
  it.each(writes)("may no longer %s: 403, nothing changes; the owner still may", async (write) => {
    const world = await buildWorld(write);
    const removed = await call("POST", `/api/platforms/${world.platform.id}/remove-member`, world.sessions.owner, {
      userId: world.sessions.creator.user.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const before = await tables();
    const refused = await t.app.inject({ ...requests[write](world), headers: { authorization: world.sessions.creator.authorization } });
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: "UNAUTHORIZED", message: tournamentMessages.manageForbidden }]);
    expect(await tables()).toEqual(before);
    const byOwner = await t.app.inject({ ...requests[write](world), headers: { authorization: world.sessions.owner.authorization } });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
  });
});

describe("refusals come before everything else the request could learn", () => {
  it("a stranger is refused with 403, not with the state's 409, on a completed tournament", async () => {
    const world = await buildWorld("finish");
    await tournamentsService(t.database.db, testNotifyContext).finish({ id: world.sessions.creator.user.id }, world.built.tournament._id);
    const before = await tables();
    for (const write of ["confirm", "cancel", "advance", "finish", "pause-rename", "resume", "handle-exit"] as const) {
      const response = await t.app.inject({ ...requests[write](world), headers: { authorization: world.sessions.stranger.authorization } });
      expect([write, response.statusCode, response.json()]).toEqual([
        write,
        403,
        { code: "UNAUTHORIZED", message: tournamentMessages.manageForbidden },
      ]);
    }
    expect(await tables()).toEqual(before);
  });

  it("an ended session is told so (401) and changes nothing", async () => {
    const world = await buildWorld("confirm");
    const ended = await buildSession(t.database.db, { user: world.sessions.creator.user, expiresInSeconds: -60 });
    const before = await tables();
    const response = await t.app.inject({ ...requests.confirm(world), headers: { authorization: ended.authorization } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: "INVALID_TOKEN", message: serverMessages.sessionExpired });
    expect(await tables()).toEqual(before);
  });

  it("a member may not create with someone who is not a member, even a member of another platform", async () => {
    const world = await buildWorld("create");
    const elsewhere = (await buildMembership(t.database.db)).user;
    const before = await tables();
    const { payload } = requests.create(world);
    const response = await call("POST", "/api/tournaments", world.sessions.member, {
      ...(payload as object),
      participants: [...world.members.slice(0, 3).map((m) => m.id), elsewhere.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "PARTICIPANT_NOT_MEMBER", message: tournamentMessages.participantNotMember });
    expect(await tables()).toEqual(before);
  });
});

describe("reads are public", () => {
  it("a visitor reads the tournament, its participants and every list", async () => {
    const world = await buildWorld("confirm");
    const { tournament } = world.built;
    const reads = [
      `/api/tournaments/${tournament._id}`,
      `/api/tournaments/${tournament.slug}`,
      `/api/tournaments/${tournament._id}/participants`,
      "/api/tournaments",
      "/api/tournaments/stats",
      "/api/tournaments/platforms-with-counts",
      `/api/tournaments/platform/${world.platform.id}`,
      `/api/tournaments/paused/${world.platform.id}`,
    ];
    for (const url of reads) {
      const visitor = await call("GET", url);
      expect([url, visitor.statusCode]).toEqual([url, 200]);
      // A stranger's token changes nothing about what may be read.
      const stranger = await call("GET", url, world.sessions.stranger);
      expect([url, stranger.statusCode]).toEqual([url, 200]);
    }
    const read = await call("GET", `/api/tournaments/${tournament.slug}`);
    expect(read.json()).toMatchObject({ _id: tournament._id, name: tournament.name, createdBy: { _id: world.sessions.creator.user.id } });
  });
});
