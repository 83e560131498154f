import type { Tournament } from "@turnuva/contract/tournaments";
import { type Action, applyAction, type CreateSettings, createTournament, type Result, type TournamentState } from "@turnuva/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/database.ts";
import { matches } from "../src/db/schema.ts";
import { findTournamentRow, loadRecord } from "../src/modules/tournaments/repository.ts";
import { randomFor } from "../src/modules/tournaments/act.ts";
import { toState } from "../src/modules/tournaments/state.ts";
import type { UserRow } from "../src/modules/users/repository.ts";
import { type TestApp, caller, startTestApp } from "./support/app.ts";
import { type BuiltSession, buildMembership, buildPlatform, buildSession } from "./support/factories.ts";
import { tournamentOf, writtenTournamentOf } from "./support/tournaments.ts";

/**
 * The engine works on one plain state; the database keeps it as a tournament row, participant
 * rows and match rows (state.ts). Reading the rows back gives the state the engine produced,
 * after creation and after every action, and the stored `random_seed` replays every draw:
 * `createTournament(settings, randomFor(seed, 0))`, then each action with
 * `randomFor(seed, version before it)`.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const call = caller(() => t.app);

let owner: BuiltSession;
let platformId: string;
/** Ten members of one platform, the owner first. */
let members: UserRow[];

beforeAll(async () => {
  const db = t.database.db;
  owner = await buildSession(db);
  const platform = await buildPlatform(db, { owner: owner.user });
  platformId = platform.id;
  members = [owner.user as UserRow];
  for (let i = 0; i < 9; i++) members.push((await buildMembership(db, { platform })).user as UserRow);
});

const people = (n: number) => members.slice(0, n).map((m) => ({ id: m.id, username: m.username }));

/** The state as it is stored, read back through the same functions the service uses. */
async function stored(id: string) {
  const row = await findTournamentRow(t.database.db, id);
  if (!row) throw new Error(`no tournament ${id}`);
  const record = await loadRecord(t.database.db, row);
  return { row, record, state: toState(record) };
}

/** Match rows come back in no particular order; the engine keeps its own. */
const normal = (state: TournamentState) => ({ ...state, matches: [...state.matches].sort((a, b) => a.id.localeCompare(b.id)) });

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}

/** The create request for settings the engine takes: ids where the engine has participants. */
function requestFor(settings: CreateSettings, name: string) {
  return {
    name,
    platformId,
    ...settings,
    participants: settings.participants.map((p) => p.id),
    ...("seeds" in settings && settings.seeds ? { seededParticipants: settings.seeds, seeds: undefined } : {}),
  };
}

async function create(settings: CreateSettings, name: string): Promise<Tournament> {
  const response = await call("POST", `/api/tournaments/${settings.system}`, owner, requestFor(settings, name));
  expect(response.statusCode, response.body).toBe(201);
  return writtenTournamentOf(response);
}

const creations: Array<[label: string, settings: () => CreateSettings]> = [
  // Issue 28: each league and group names its tie-break rule, as the server stores one for every new one.
  ["a single league of 5 (a bye each week)", () => ({ system: "league", participants: people(5), matchType: "single", tiebreakers: "overall" })],
  ["a double league of 4", () => ({ system: "league", participants: people(4), matchType: "double", tiebreakers: "headToHead" })],
  [
    "a group stage of 7 with seeds, drawn",
    () => ({
      system: "group",
      participants: people(7),
      seeds: [members[3]!.id, members[0]!.id],
      matchType: "double",
      groupCount: 2,
      teamsAdvancing: 2,
      tiebreakers: "overall",
    }),
  ],
  [
    "a group stage of 6 grouped by hand",
    () => ({
      system: "group",
      participants: people(6),
      matchType: "single",
      groupCount: 3,
      teamsAdvancing: 1,
      tiebreakers: "headToHead",
      groups: [
        [members[5]!.id, members[0]!.id],
        [members[2]!.id, members[4]!.id],
        [members[1]!.id, members[3]!.id],
      ],
    }),
  ],
  ["an elimination of 6 with seeds (byes)", () => ({ system: "elimination", participants: people(6), seeds: [members[4]!.id, members[1]!.id] })],
  ["an elimination of 8", () => ({ system: "elimination", participants: people(8) })],
  // Issue 28: two-legged ties (a bye stays one match) and a two-legged final.
  ["an elimination of 6 over two legs", () => ({ system: "elimination", participants: people(6), knockoutLegs: 2, finalLegs: 2 })],
  ["a challenge, best of 5", () => ({ system: "challenge", participants: people(2), bestOf: 5 })],
];

describe("a created tournament, read back", () => {
  it.each(creations)("%s: the rows are the engine's state, drawn again from the stored seed", async (label, settings) => {
    const tournament = await create(settings(), `Kayıt ${label.slice(0, 40)}`);
    const { row, state } = await stored(tournament._id);

    const replayed = unwrap(createTournament(settings(), randomFor(row.randomSeed, 0)));
    expect(normal(state)).toEqual(normal(replayed));
    expect(row.version).toBe(1);
    // The answer of the creation is the answer of a read.
    const read = await call("GET", `/api/tournaments/${tournament.slug}`);
    expect(tournamentOf(read)).toEqual(tournament);
  });

  it("a draw of another seed is another draw: the stored seed is the one that was used", async () => {
    const settings: CreateSettings = { system: "elimination", participants: people(8) };
    const tournament = await create(settings, "Tohum Kupası");
    const { row, state } = await stored(tournament._id);
    const fixtures = (s: TournamentState) => s.matches.map((m) => `${m.id}:${m.home}-${m.away}`).sort();
    expect(fixtures(state)).toEqual(fixtures(unwrap(createTournament(settings, randomFor(row.randomSeed, 0)))));
    // 8! / (2^4 · 4!) · 4! orders: a few other seeds cannot all draw the same fixtures.
    const others = [1, 2, 3].map((d) => fixtures(unwrap(createTournament(settings, randomFor(row.randomSeed + d, 0)))));
    expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(fixtures(state)))).toBe(true);
  });
});

/**
 * Plays a tournament through the API and, after every step, checks that the rows read back are
 * the state the engine reaches by the same actions from the stored seed, that the version went up
 * by one, and that a read answers exactly what the write did.
 */
async function playAlong(tournament: Tournament, settings: CreateSettings) {
  const { row } = await stored(tournament._id);
  const seed = row.randomSeed;
  let model = unwrap(createTournament(settings, randomFor(seed, 0)));
  let current = tournament;

  async function step(method: "POST" | "PUT", path: string, body: unknown, action: (keyOf: (id: string) => string) => Action | null, as = owner) {
    const before = await stored(tournament._id);
    const keyOf = (id: string) => before.record.matches.find((m) => m.key === id || m.id === id)!.key;
    const response = await call(method, `/api/tournaments/${tournament._id}${path}`, as, body);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    const answer = writtenTournamentOf(response);

    const next = action(keyOf);
    if (next) model = unwrap(applyAction(model, next, randomFor(seed, current.version)));
    expect(answer.version).toBe(current.version + 1);
    current = answer;

    const after = await stored(tournament._id);
    expect(normal(after.state)).toEqual(normal(model));
    expect(tournamentOf(await call("GET", `/api/tournaments/${tournament.slug}`))).toEqual(answer);
    return answer;
  }

  const confirm = (id: string, homeScore: number, awayScore: number, as = owner) =>
    step("POST", `/matches/${id}/confirm`, { homeScore, awayScore }, (keyOf) => ({ type: "confirm", matchId: keyOf(id), homeScore, awayScore }), as);
  const cancel = (id: string) => step("POST", `/matches/${id}/cancel`, undefined, (keyOf) => ({ type: "cancel", matchId: keyOf(id) }));
  const advance = () => step("POST", "/advance", undefined, () => ({ type: "advance" }));
  const finish = () => step("POST", "/finish", undefined, () => ({ type: "finish" }));
  const pause = () => step("PUT", "", { status: "paused" }, () => ({ type: "pause" }));
  const resume = () => step("PUT", "/resume", undefined, () => ({ type: "resume" }));
  const rename = (name: string) => step("PUT", "", { name }, () => null);
  const exit = (activeGroupTab: number) => step("PUT", "/handle-exit", { activeGroupTab }, () => null);

  /** Confirms every open match (no draws), advancing whenever a round is complete. */
  async function playOut(as = owner) {
    for (let i = 0; i < 100; i++) {
      const open = current.actions.confirm[0];
      if (open) await confirm(open, (i % 4) + 1, i % 4, as);
      else if (current.actions.advance) await advance();
      else return;
    }
  }

  return { confirm, cancel, advance, finish, pause, resume, rename, exit, playOut, current: () => current, model: () => model };
}

describe("a tournament played through the API, read back after every step", () => {
  it("a group stage with a drawn knockout (3 groups × 1: a bye), paused, resumed, renamed, left and finished", async () => {
    const settings: CreateSettings = {
      system: "group",
      participants: people(6),
      matchType: "single",
      groupCount: 3,
      teamsAdvancing: 1,
      tiebreakers: "headToHead",
    };
    const tournament = await create(settings, "Oynanan Grup");
    const play = await playAlong(tournament, settings);

    const first = tournament.actions.confirm[0]!;
    await play.confirm(first, 1, 1);
    await play.cancel(first);
    await play.pause();
    await play.resume();
    await play.rename("Oynanan Grup Yeni Adıyla");
    await play.exit(2);
    await play.playOut();
    const done = await play.finish();

    expect(done.status).toBe("completed");
    expect(done.name).toBe("Oynanan Grup Yeni Adıyla");
    expect(done.activeGroupTab).toBe(2);
    const { row } = await stored(tournament._id);
    expect([row.championId, row.secondPlaceId]).toEqual([play.model().champion, play.model().secondPlace]);
    expect(row.completedAt).not.toBeNull();
    expect(row.exitedAt).not.toBeNull();
  });

  it("an elimination of 5 (byes, and rounds drawn on confirmation), with who confirmed each match", async () => {
    const settings: CreateSettings = { system: "elimination", participants: people(5), seeds: [members[2]!.id] };
    const tournament = await create(settings, "Oynanan Eleme");
    const play = await playAlong(tournament, settings);
    await play.playOut();
    await play.finish();

    const rows = await queryRows<{ stage: string; round: number; round_name: string; confirmed_by_id: string | null; away_id: string | null }>(
      t.database.db,
      sql`SELECT stage, round, round_name, confirmed_by_id, away_id FROM matches WHERE tournament_id = ${tournament._id} ORDER BY round, stage, match_index`,
    );
    expect([...new Set(rows.map((r) => `${r.stage} ${r.round} ${r.round_name}`))]).toEqual([
      "elimination 1 Çeyrek Final",
      "elimination 2 Yarı Final",
      "elimination 3 Final",
      "thirdPlace 3 Üçüncülük Maçı",
    ]);
    // Every played match names who confirmed it; a bye was never confirmed by anyone.
    expect(rows.filter((r) => r.away_id !== null).every((r) => r.confirmed_by_id === owner.user.id)).toBe(true);
    expect(rows.filter((r) => r.away_id === null).every((r) => r.confirmed_by_id === null)).toBe(true);
  });

  it("an elimination of 5 over two legs (byes stay one match), leg by leg, to the final's aggregate", async () => {
    const settings: CreateSettings = { system: "elimination", participants: people(5), knockoutLegs: 2, finalLegs: 2 };
    const tournament = await create(settings, "Rövanşlı Eleme");
    const play = await playAlong(tournament, settings);
    for (let i = 0; i < 100; i++) {
      const open = play.current().actions.confirm[0];
      const leg = play
        .current()
        .eliminationFixtures.flatMap((r) => r.matches)
        .find((m) => m._id === open)?.leg;
      // Leg 1's home side wins both legs: 3–0 at home, 1–0 away (leg 2's away column).
      if (open) await (leg === 2 ? play.confirm(open, 0, 1) : play.confirm(open, 3, 0));
      else if (play.current().actions.advance) await play.advance();
      else break;
    }
    await play.finish();
    expect(play.current().status).toBe("completed");
    expect(play.current().ties.every((tie) => tie.aggregate !== null && tie.aggregate.home === 4 && tie.aggregate.away === 0)).toBe(true);
  });

  it("a double league and a challenge, down to their champions", async () => {
    const league: CreateSettings = { system: "league", participants: people(3), matchType: "double", tiebreakers: "overall" };
    const playLeague = await playAlong(await create(league, "Oynanan Lig"), league);
    await playLeague.playOut();
    expect((await playLeague.finish()).champion).not.toBeNull();

    const challenge: CreateSettings = { system: "challenge", participants: people(2), bestOf: 3 };
    const created = await create(challenge, "Oynanan Düello");
    const playChallenge = await playAlong(created, challenge);
    await playChallenge.confirm(created.actions.confirm[0]!, 3, 1);
    await playChallenge.confirm(created.actions.confirm[1]!, 0, 2);
    await playChallenge.cancel(created.actions.confirm[1]!);
    await playChallenge.playOut();
    expect((await playChallenge.finish()).winner?._id).toBe(members[0]!.id);
  });
});

describe("match rows", () => {
  async function rowsOf(id: string) {
    return queryRows<{ round: number; leg: number; round_name: string; stage: string; home_id: string | null; away_id: string | null }>(
      t.database.db,
      sql`SELECT round, leg, round_name, stage, home_id, away_id FROM matches WHERE tournament_id = ${id} ORDER BY round, match_index`,
    );
  }

  it("carry their round's name, and leg 2 in the second half of a double league", async () => {
    const double = await rowsOf((await create({ system: "league", participants: people(4), matchType: "double" }, "Rövanşlı Lig"))._id);
    expect(double).toHaveLength(12);
    expect(double.map((r) => [r.round, r.leg, r.round_name])).toEqual(double.map((r) => [r.round, r.round > 3 ? 2 : 1, `${r.round}. Hafta`]));
    // The second leg mirrors the first: each pairing once at each home.
    const pairings = (leg: number) =>
      double
        .filter((r) => r.leg === leg)
        .map((r) => `${r.home_id}>${r.away_id}`)
        .sort();
    expect(pairings(2)).toEqual(
      double
        .filter((r) => r.leg === 1)
        .map((r) => `${r.away_id}>${r.home_id}`)
        .sort(),
    );
    expect(pairings(2)).not.toEqual(pairings(1));

    const single = await rowsOf((await create({ system: "league", participants: people(4), matchType: "single" }, "Tek Maçlık Lig"))._id);
    expect(single.map((r) => r.leg)).toEqual(Array<number>(6).fill(1));

    const group = await rowsOf(
      (await create({ system: "group", participants: people(8), matchType: "double", groupCount: 2, teamsAdvancing: 2 }, "Rövanşlı Grup"))._id,
    );
    // Two groups of 4, each its own double round robin of 6 rounds.
    expect(group.map((r) => [r.leg, r.round_name])).toEqual(group.map((r) => [r.round > 3 ? 2 : 1, `${r.round}. Hafta`]));

    const challenge = await rowsOf((await create({ system: "challenge", participants: people(2), bestOf: 3 }, "Adlı Düello"))._id);
    expect(challenge.map((r) => r.round_name)).toEqual(["1. Maç", "2. Maç", "3. Maç"]);

    const elimination = await rowsOf((await create({ system: "elimination", participants: people(8) }, "Adlı Eleme"))._id);
    expect(elimination.map((r) => r.round_name)).toEqual(Array<string>(4).fill("Çeyrek Final"));
  });

  it("are indexed for the played matches of a participant, and unique per position in a tournament", async () => {
    const indexes = await queryRows<{ indexname: string; indexdef: string }>(
      t.database.db,
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'matches' ORDER BY indexname`,
    );
    const definition = new Map(indexes.map((i) => [i.indexname, i.indexdef.replace(/"/g, "")]));
    expect(definition.get("matches_home_played_idx")).toMatch(/\(home_id, confirmed_at DESC( NULLS LAST)?\) WHERE \(confirmed_at IS NOT NULL\)/);
    expect(definition.get("matches_away_played_idx")).toMatch(/\(away_id, confirmed_at DESC( NULLS LAST)?\) WHERE \(confirmed_at IS NOT NULL\)/);
    expect(definition.get("matches_tournament_key")).toMatch(/^CREATE UNIQUE INDEX .*\(tournament_id, key\)/);
  });

  it("refuse what the engine never writes: a score out of range, half a result, a position twice", async () => {
    const tournament = await create({ system: "league", participants: people(2), matchType: "single" }, "Kısıtlı Lig");
    const id = tournament.actions.confirm[0]!;
    const db = t.database.db;
    const before = await queryRows(db, sql`SELECT * FROM matches WHERE tournament_id = ${tournament._id}`);

    await expect(db.update(matches).set({ homeScore: 100, awayScore: 0, confirmedAt: new Date() }).where(eq(matches.id, id))).rejects.toThrow();
    await expect(db.update(matches).set({ homeScore: -1, awayScore: 0, confirmedAt: new Date() }).where(eq(matches.id, id))).rejects.toThrow();
    await expect(db.update(matches).set({ homeScore: 1, awayScore: 0 }).where(eq(matches.id, id))).rejects.toThrow();
    await expect(db.update(matches).set({ homeScore: 1, confirmedAt: new Date() }).where(eq(matches.id, id))).rejects.toThrow();
    await expect(
      db
        .insert(matches)
        .values({ tournamentId: tournament._id, key: "league-r1-m0", stage: "league", round: 1, roundName: "1. Hafta", matchIndex: 0 }),
    ).rejects.toThrow();

    expect(await queryRows(db, sql`SELECT * FROM matches WHERE tournament_id = ${tournament._id}`)).toEqual(before);
  });
});
