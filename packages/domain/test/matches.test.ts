import { describe, expect, it } from "vitest";
import {
  availableActions,
  challengeFixtures,
  challengeScore,
  currentRound,
  eliminationFixtures,
  groupFixtures,
  groupTable,
  isBye,
  leagueFixtures,
  leagueTable,
  loserOf,
  winnerOf,
  type ChallengeState,
  type EliminationState,
  type GroupState,
  type LeagueState,
  type Match,
  type TournamentState,
} from "../src/index.ts";
import { act, confirm, confirmOpen, create, expectError, pairs, people, refuse } from "./helpers.ts";

const row = (change: Partial<Match>): Match => ({
  id: "m",
  stage: "league",
  group: null,
  round: 1,
  index: 0,
  home: "a",
  away: "b",
  homeScore: null,
  awayScore: null,
  isConfirmed: false,
  ...change,
});

describe("a match's sides: bye, winner, loser", () => {
  it("a bye has exactly one side, whichever it is", () => {
    expect(isBye(row({ away: null }))).toBe(true);
    expect(isBye(row({ home: null }))).toBe(true);
    expect(isBye(row({}))).toBe(false);
    expect(isBye(row({ home: null, away: null }))).toBe(false);
  });

  it("the bye's only side goes through; nobody loses a bye", () => {
    expect([winnerOf(row({ away: null })), loserOf(row({ away: null }))]).toEqual(["a", null]);
    expect([winnerOf(row({ home: null })), loserOf(row({ home: null }))]).toEqual(["b", null]);
  });

  it("a confirmed match has the side with more goals as winner and the other as loser", () => {
    expect([
      winnerOf(row({ homeScore: 2, awayScore: 1, isConfirmed: true })),
      loserOf(row({ homeScore: 2, awayScore: 1, isConfirmed: true })),
    ]).toEqual(["a", "b"]);
    expect([
      winnerOf(row({ homeScore: 0, awayScore: 3, isConfirmed: true })),
      loserOf(row({ homeScore: 0, awayScore: 3, isConfirmed: true })),
    ]).toEqual(["b", "a"]);
  });

  it("a drawn league match has neither winner nor loser", () => {
    const draw = row({ homeScore: 1, awayScore: 1, isConfirmed: true });
    expect([winnerOf(draw), loserOf(draw)]).toEqual([null, null]);
  });

  it("a score that is not confirmed, or a confirmed row missing a score, decides nothing", () => {
    for (const m of [
      row({ homeScore: 2, awayScore: 0 }),
      row({ homeScore: 0, awayScore: 2 }),
      row({ homeScore: null, awayScore: 2, isConfirmed: true }),
      row({ homeScore: 2, awayScore: null, isConfirmed: true }),
    ]) {
      expect([winnerOf(m), loserOf(m)], JSON.stringify(m)).toEqual([null, null]);
    }
  });
});

/**
 * The server stores matches as rows and may read them back in any order: every view and every
 * rule reads rounds and indexes, never the position in the list.
 */
describe("views are copies", () => {
  it("changing a group view's member list leaves the state's groups alone", () => {
    const state = create({ system: "group", participants: people(4), matchType: "single", groupCount: 2, teamsAdvancing: 1 }) as GroupState;
    const groups = structuredClone(state.groups);
    groupFixtures(state)[0]!.participants.push("p9");
    expect(state.groups).toEqual(groups);
  });
});

describe("the order in which match rows are stored does not matter", () => {
  const reversed = <T extends TournamentState>(state: T): T => ({ ...state, matches: [...state.matches].reverse() });

  it("league fixtures come week by week, each week in index order", () => {
    const state = confirm(create({ system: "league", participants: people(5), matchType: "single" }), "league-r1-m1", 1, 0) as LeagueState;
    expect(leagueFixtures(reversed(state))).toEqual(leagueFixtures(state));
    expect(leagueFixtures(state).map((r) => [r.round, r.matches.map((m) => m.index)])).toEqual([1, 2, 3, 4, 5].map((r) => [r, [0, 1, 2]]));
    expect(currentRound(reversed(state))).toBe(1);
    const done = confirmOpen(state);
    expect(currentRound(reversed(done))).toBe(5);
    expect(leagueTable(done.participants, reversed(done).matches)).toEqual(leagueTable(done.participants, done.matches));
  });

  it("group fixtures and the knockout's current round", () => {
    const state = create({ system: "group", participants: people(8), matchType: "single", groupCount: 2, teamsAdvancing: 2 }) as GroupState;
    expect(groupFixtures(reversed(state))).toEqual(groupFixtures(state));
    const knockout = act(confirmOpen(state), { type: "advance" });
    expect(currentRound(reversed(knockout))).toBe(1);
  });

  it("elimination: the latest round, its draw, the final and what may still be cancelled", () => {
    let state: TournamentState = create({ system: "elimination", participants: people(8) });
    for (const id of ["elimination-r1-m0", "elimination-r1-m1", "elimination-r1-m2"]) state = confirm(state, id, 1, 0);
    // The semi-finals are drawn from the quarter-final winners in bracket order, however the rows lie.
    const inOrder = confirm(state, "elimination-r1-m3", 1, 0);
    const fromReversed = confirm(reversed(state), "elimination-r1-m3", 1, 0);
    expect(pairs(fromReversed.matches.filter((m) => m.round === 2))).toEqual(pairs(inOrder.matches.filter((m) => m.round === 2)));
    expect(eliminationFixtures(reversed(inOrder) as EliminationState)).toEqual(eliminationFixtures(inOrder as EliminationState));
    expect(currentRound(reversed(inOrder))).toBe(2);
    // The quarter-finals fed the semi-finals: locked, whatever the order.
    expectError(
      refuse(reversed(inOrder), { type: "cancel", matchId: "elimination-r1-m0" }),
      "MATCH_LOCKED",
      "Sonraki tur bu sonuçla çekildi; bu maçın skoru artık iptal edilemez.",
    );
    const semi = confirm(reversed(inOrder), "elimination-r2-m0", 1, 0);
    expect(availableActions(semi).cancel).toEqual(["elimination-r2-m0"]);
  });

  it("a challenge's deciding round counts wins in round order", () => {
    let state: TournamentState = create({ system: "challenge", participants: people(2), bestOf: 5 });
    for (const [id, h, a] of [
      ["challenge-r5-m0", 1, 0],
      ["challenge-r2-m0", 1, 0],
      ["challenge-r1-m0", 0, 1],
      ["challenge-r3-m0", 1, 0],
    ] as const) {
      state = confirm(state, id, h, a);
    }
    expect(currentRound(reversed(state))).toBe(5);
    expect(challengeFixtures(reversed(state) as ChallengeState).map((m) => m.round)).toEqual([1, 2, 3, 4, 5]);
  });
});

/**
 * A row read back with a score but not confirmed (a draft), or confirmed but with a score missing
 * (a half-written row), is not a result: the state check accepts both shapes, and no table or
 * count may take them as one.
 */
describe("rows that are not results count for nobody", () => {
  const apply = <T extends TournamentState>(state: T, id: string, change: Partial<Match>): T => ({
    ...state,
    matches: state.matches.map((m) => (m.id === id ? { ...m, ...change } : m)),
  });
  const draft = (homeScore: number, awayScore: number): Partial<Match> => ({ isConfirmed: false, homeScore, awayScore });
  const halfWritten = (homeScore: number | null, awayScore: number | null): Partial<Match> => ({ isConfirmed: true, homeScore, awayScore });

  it("league table", () => {
    const league = create({ system: "league", participants: people(4), matchType: "single" }) as LeagueState;
    for (const change of [draft(3, 0), halfWritten(null, 2), halfWritten(2, null)]) {
      const damaged = apply(league, "league-r1-m0", change);
      expect(
        leagueTable(damaged.participants, damaged.matches).every((r) => r.played === 0 && r.points === 0 && r.goalsFor === 0),
        JSON.stringify(change),
      ).toBe(true);
    }
  });

  it("group table, head-to-head included", () => {
    // p1 and p2 meet twice; one leg is a real 1-1, the other a row that is not a result and that
    // would put p2 first if it counted (p1 leads on the name only).
    const group = create({ system: "group", participants: people(2), matchType: "double", groupCount: 1, teamsAdvancing: 2 }) as GroupState;
    const [first, second] = group.matches.map((m) => m.id) as [string, string];
    expect(group.matches.map((m) => [m.home, m.away])).toEqual([
      ["p1", "p2"],
      ["p2", "p1"],
    ]);
    for (const [damagedLeg, change] of [
      [first, draft(0, 3)],
      [first, halfWritten(null, 3)],
      [second, draft(3, 0)],
      [second, halfWritten(3, null)],
    ] as const) {
      const real = confirm(group, damagedLeg === first ? second : first, 1, 1) as GroupState;
      const expected = groupTable(real.participants, real.matches);
      expect(expected.map((r) => [r.team, r.points, r.played])).toEqual([
        ["p1", 1, 1],
        ["p2", 1, 1],
      ]);
      const damaged = apply(real, damagedLeg, change);
      expect(groupTable(damaged.participants, damaged.matches), JSON.stringify(change)).toEqual(expected);
    }
  });

  it("a challenge's score", () => {
    let state = create({ system: "challenge", participants: people(2), bestOf: 3 }) as ChallengeState;
    state = confirm(confirm(state, "challenge-r1-m0", 2, 0), "challenge-r2-m0", 0, 2) as ChallengeState;
    for (const change of [draft(3, 0), draft(0, 3), halfWritten(null, 1), halfWritten(1, null)]) {
      expect(challengeScore(apply(state, "challenge-r3-m0", change)), JSON.stringify(change)).toEqual({ home: 1, away: 1, target: 2 });
    }
  });

  it("a drawn challenge round, which confirm refuses, is nobody's win if a stored state holds one", () => {
    let state = create({ system: "challenge", participants: people(2), bestOf: 3 }) as ChallengeState;
    state = confirm(state, "challenge-r1-m0", 2, 0) as ChallengeState;
    expect(challengeScore(apply(state, "challenge-r2-m0", halfWritten(1, 1)))).toEqual({ home: 1, away: 0, target: 2 });
  });

  it("a challenge's deciding round", () => {
    // p1 (home) won rounds 1 and 3 and is champion: round 3 decided it. Round 2 is not a result;
    // counted, it would have decided the challenge a round earlier.
    let p1 = create({ system: "challenge", participants: people(2), bestOf: 3 }) as ChallengeState;
    p1 = confirm(confirm(p1, "challenge-r1-m0", 2, 0), "challenge-r3-m0", 1, 0) as ChallengeState;
    expect(p1.champion).toBe("p1");
    for (const change of [draft(3, 0), halfWritten(1, null)]) {
      expect(currentRound(apply(p1, "challenge-r2-m0", change)), JSON.stringify(change)).toBe(3);
    }
    let p2 = create({ system: "challenge", participants: people(2), bestOf: 3 }) as ChallengeState;
    p2 = confirm(confirm(p2, "challenge-r1-m0", 0, 2), "challenge-r3-m0", 0, 1) as ChallengeState;
    expect(p2.champion).toBe("p2");
    for (const change of [draft(0, 3), halfWritten(null, 1)]) {
      expect(currentRound(apply(p2, "challenge-r2-m0", change)), JSON.stringify(change)).toBe(3);
    }
  });
});
