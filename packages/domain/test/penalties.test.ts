import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  applyAction,
  DomainError,
  loserOf,
  mulberry32,
  podium,
  validateShootout,
  winnerOf,
  wonOnPenalties,
  type Action,
  type CreateSettings,
  type Match,
  type Random,
  type ScoreInput,
  type TournamentState,
} from "../src/index.ts";
import { act, confirm, confirmOpen, create, expectError, match, ok, people, refuse, runs } from "./helpers.ts";

vi.setConfig({ testTimeout: 60_000 });

const DRAW = "Beraberlik kabul edilemez. Lütfen geçerli bir skor girin.";
const NOT_ALLOWED = "Penaltılar yalnızca berabere biten eleme maçlarında girilir.";
const MISSING = "Lütfen her iki taraf için de penaltı skorunu girin.";
const FORMAT = "Geçersiz penaltı skoru formatı!";
const LEVEL = "Penaltı atışlarında bir kazanan olmalı.";

function thrown(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a DomainError");
}

const shootout = (matchId: string, homeScore: ScoreInput, awayScore: ScoreInput, homePenalties: ScoreInput, awayPenalties: ScoreInput): Action => ({
  type: "confirm",
  matchId,
  homeScore,
  awayScore,
  homePenalties,
  awayPenalties,
});

const elimination = (count: number) => create({ system: "elimination", participants: people(count) });
const firstOpen = (state: TournamentState): Match => {
  const found = state.matches.find((m) => !m.isConfirmed && m.home !== null && m.away !== null);
  if (!found) throw new Error("no open match");
  return found;
};

describe("validateShootout (issue 28)", () => {
  it.each(["knockout", "elimination", "final", "thirdPlace"] as const)("accepts a level %s score with a decided shoot-out", (stage) => {
    expect(validateShootout(stage, 1, 1, 4, 3)).toEqual([4, 3]);
    expect(validateShootout(stage, 0, 0, "2", " 5 ")).toEqual([2, 5]);
    expect(validateShootout(stage, 2, 2, 0, 99)).toEqual([0, 99]);
  });

  it.each(["knockout", "elimination", "final", "thirdPlace"] as const)("keeps the spec's refusal of a level %s score without penalties", (stage) => {
    for (const none of [null, undefined, "", "  "])
      expectError(
        thrown(() => validateShootout(stage, 1, 1, none, none)),
        "SCORE_DRAW_NOT_ALLOWED",
        DRAW,
      );
  });

  it("keeps the challenge's own draw refusal when no penalties are given", () => {
    expectError(
      thrown(() => validateShootout("challenge", 2, 2, null, null)),
      "CHALLENGE_DRAW_NOT_ALLOWED",
      "Beraberlik skoru girilemez. Lütfen farklı skorlar girin.",
    );
  });

  it("returns null for a decided score or a league/group draw without penalties", () => {
    expect(validateShootout("elimination", 2, 1, null, null)).toBeNull();
    expect(validateShootout("league", 1, 1, undefined, undefined)).toBeNull();
    expect(validateShootout("group", 0, 0, "", null)).toBeNull();
  });

  it.each(["league", "group", "challenge"] as const)("refuses penalties in a %s match, level or not", (stage) => {
    expectError(
      thrown(() => validateShootout(stage, 1, 1, 4, 3)),
      "PENALTIES_NOT_ALLOWED",
      NOT_ALLOWED,
    );
    expectError(
      thrown(() => validateShootout(stage, 2, 1, 4, 3)),
      "PENALTIES_NOT_ALLOWED",
      NOT_ALLOWED,
    );
  });

  it("refuses penalties on a score that was not level", () => {
    expectError(
      thrown(() => validateShootout("final", 2, 1, 4, 3)),
      "PENALTIES_NOT_ALLOWED",
      NOT_ALLOWED,
    );
    expectError(
      thrown(() => validateShootout("elimination", 0, 3, 5, null)),
      "PENALTIES_NOT_ALLOWED",
      NOT_ALLOWED,
    );
  });

  it("needs both sides' penalties", () => {
    expectError(
      thrown(() => validateShootout("knockout", 1, 1, 4, null)),
      "PENALTIES_MISSING",
      MISSING,
    );
    expectError(
      thrown(() => validateShootout("knockout", 1, 1, "", 3)),
      "PENALTIES_MISSING",
      MISSING,
    );
  });

  it.each([[-1], [100], [1.5], ["abc"], [true]])("refuses %j as a penalty count", (bad) => {
    expectError(
      thrown(() => validateShootout("elimination", 1, 1, bad as ScoreInput, 3)),
      "PENALTIES_FORMAT_INVALID",
      FORMAT,
    );
    expectError(
      thrown(() => validateShootout("elimination", 1, 1, 3, bad as ScoreInput)),
      "PENALTIES_FORMAT_INVALID",
      FORMAT,
    );
  });

  it("refuses a level shoot-out", () => {
    expectError(
      thrown(() => validateShootout("thirdPlace", 1, 1, 3, 3)),
      "PENALTIES_DRAW",
      LEVEL,
    );
    expectError(
      thrown(() => validateShootout("thirdPlace", 0, 0, "0", 0)),
      "PENALTIES_DRAW",
      LEVEL,
    );
  });
});

describe("winnerOf and loserOf with a shoot-out (issue 28)", () => {
  const base: Match = {
    id: "m",
    stage: "elimination",
    group: null,
    round: 1,
    index: 0,
    home: "a",
    away: "b",
    homeScore: 1,
    awayScore: 1,
    isConfirmed: true,
  };

  it("decide a level match by its penalties", () => {
    expect([winnerOf({ ...base, homePenalties: 4, awayPenalties: 3 }), loserOf({ ...base, homePenalties: 4, awayPenalties: 3 })]).toEqual(["a", "b"]);
    expect([winnerOf({ ...base, homePenalties: 2, awayPenalties: 5 }), loserOf({ ...base, homePenalties: 2, awayPenalties: 5 })]).toEqual(["b", "a"]);
    expect(wonOnPenalties({ ...base, homePenalties: 2, awayPenalties: 5 })).toBe(true);
  });

  it("leave a level match without penalties undecided, and goals before penalties", () => {
    expect([winnerOf(base), loserOf(base), wonOnPenalties(base)]).toEqual([null, null, false]);
    expect([winnerOf({ ...base, homePenalties: null, awayPenalties: null }), wonOnPenalties({ ...base, homeScore: 2 })]).toEqual([null, false]);
    expect(winnerOf({ ...base, homeScore: 2, homePenalties: 0, awayPenalties: 5 })).toBe("a");
    expect(winnerOf({ ...base, isConfirmed: false, homePenalties: 4, awayPenalties: 3 })).toBeNull();
    // A level shoot-out decides nothing (validateShootout refuses one; a state read back may hold it).
    expect([winnerOf({ ...base, homePenalties: 3, awayPenalties: 3 }), loserOf({ ...base, homePenalties: 3, awayPenalties: 3 })]).toEqual([
      null,
      null,
    ]);
  });
});

describe("confirm and cancel with a shoot-out (issue 28)", () => {
  it("stores the penalties, sends the shoot-out's winner through and keeps the level score", () => {
    const start = elimination(4);
    const m = firstOpen(start);
    const next = act(start, shootout(m.id, 1, 1, 3, 4));
    expect(match(next, m.id)).toMatchObject({ homeScore: 1, awayScore: 1, homePenalties: 3, awayPenalties: 4, isConfirmed: true });
    expect(winnerOf(match(next, m.id))).toBe(m.away);
  });

  it("refuses a level knockout score without penalties with the spec's text, and stores nothing", () => {
    const start = elimination(4);
    const m = firstOpen(start);
    expectError(refuse(start, shootout(m.id, 2, 2, null, null)), "SCORE_DRAW_NOT_ALLOWED", DRAW);
    expectError(refuse(start, shootout(m.id, 2, 1, 4, 3)), "PENALTIES_NOT_ALLOWED", NOT_ALLOWED);
    expectError(refuse(start, shootout(m.id, 2, 2, 4, 4)), "PENALTIES_DRAW", LEVEL);
  });

  it("checks the score before the penalties", () => {
    const m = firstOpen(elimination(4));
    expect(refuse(elimination(4), shootout(m.id, "", 1, 4, 3)).code).toBe("SCORE_MISSING");
    expect(refuse(elimination(4), shootout(m.id, "x", 1, 4, 3)).code).toBe("SCORE_FORMAT_INVALID");
  });

  it("refuses penalties in a league, a group match and a challenge", () => {
    const league = create({ system: "league", participants: people(4), matchType: "single" });
    expectError(refuse(league, shootout(firstOpen(league).id, 1, 1, 4, 3)), "PENALTIES_NOT_ALLOWED", NOT_ALLOWED);
    const group = create({ system: "group", participants: people(8), matchType: "single", groupCount: 2, teamsAdvancing: 2 });
    expectError(refuse(group, shootout(firstOpen(group).id, 1, 1, 4, 3)), "PENALTIES_NOT_ALLOWED", NOT_ALLOWED);
    const challenge = create({ system: "challenge", participants: people(2), bestOf: 3 });
    expectError(refuse(challenge, shootout(firstOpen(challenge).id, 1, 1, 4, 3)), "PENALTIES_NOT_ALLOWED", NOT_ALLOWED);
  });

  it("decides a groups tournament's knockout, final and third place on penalties", () => {
    let state = create({ system: "group", participants: people(8), matchType: "single", groupCount: 2, teamsAdvancing: 2 });
    state = confirmOpen(state);
    state = act(state, { type: "advance" });
    for (const m of state.matches.filter((x) => x.stage === "knockout")) state = act(state, shootout(m.id, 0, 0, 5, 4));
    state = act(state, { type: "advance" });
    const final = state.matches.find((m) => m.stage === "final") as Match;
    const third = state.matches.find((m) => m.stage === "thirdPlace") as Match;
    state = act(state, shootout(final.id, 2, 2, 1, 3));
    state = act(state, shootout(third.id, 3, 3, 7, 6));
    expect(ok(podium(state))).toEqual({ champion: final.away, secondPlace: final.home, thirdPlace: third.home });
  });

  it("cancel clears the shoot-out with the score", () => {
    const start = create({ system: "group", participants: people(4), matchType: "single", groupCount: 1, teamsAdvancing: 4 });
    let state = confirmOpen(start);
    state = act(state, { type: "advance" });
    const semi = state.matches.find((m) => m.stage === "knockout") as Match;
    const before = state;
    state = act(state, shootout(semi.id, 1, 1, 4, 2));
    const cancelled = act(state, { type: "cancel", matchId: semi.id });
    expect(match(cancelled, semi.id)).not.toHaveProperty("homePenalties");
    expect(match(cancelled, semi.id)).not.toHaveProperty("awayPenalties");
    expect(cancelled).toEqual(before);
    // Confirmed again without a shoot-out, the match carries none.
    expect(match(confirm(cancelled, semi.id, 2, 0), semi.id)).not.toHaveProperty("homePenalties");
  });

  it("reads a stored state with penalties back, and refuses a state whose penalties are not numbers", () => {
    const start = elimination(4);
    const m = firstOpen(start);
    const played = act(start, shootout(m.id, 1, 1, 3, 4));
    expect(ok(applyAction(JSON.parse(JSON.stringify(played)) as TournamentState, { type: "pause" }, mulberry32(0))).status).toBe("paused");
    const broken = {
      ...played,
      matches: played.matches.map((x) => (x.id === m.id ? { ...x, homePenalties: "3" } : x)),
    } as unknown as TournamentState;
    expect(refuse(broken, { type: "pause" }).code).toBe("INPUT_INVALID");
  });
});

/** Level scores everywhere a winner is needed, each decided by a random shoot-out. */
function playOnPenalties(start: TournamentState, random: Random): { state: TournamentState; shootouts: number } {
  let state = start;
  let shootouts = 0;
  for (let guard = 0; guard < 10_000; guard++) {
    const m = state.matches.find((x) => !x.isConfirmed && x.home !== null && x.away !== null);
    if (m) {
      const goals = Math.floor(random.next() * 4);
      const home = Math.floor(random.next() * 10);
      let away = Math.floor(random.next() * 10);
      if (away === home) away = home + 1;
      const level = m.stage !== "group";
      if (level) shootouts++;
      const action = level ? shootout(m.id, goals, goals, home, away) : shootout(m.id, goals, (goals + 1) % 4, null, null);
      const next = ok(applyAction(state, action, random));
      if (level) {
        const stored = match(next, m.id);
        // Exactly one side goes through, and it is the shoot-out's.
        expect(winnerOf(stored)).toBe(home > away ? m.home : m.away);
        expect(loserOf(stored)).toBe(home > away ? m.away : m.home);
        expect([stored.homeScore, stored.awayScore]).toEqual([goals, goals]);
      }
      state = next;
      continue;
    }
    const next = applyAction(state, { type: "advance" }, random);
    if (!next.ok) return { state, shootouts };
    state = next.value;
  }
  throw new Error("no end");
}

describe("shoot-out properties (issue 28)", () => {
  const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

  it("an elimination played with level scores only has a champion, decided by the shoot-outs", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), seed, (n, s) => {
        const random = mulberry32(s);
        const { state, shootouts } = playOnPenalties(create({ system: "elimination", participants: people(n) }, random), random);
        expect(shootouts).toBeGreaterThan(0);
        expect(state.champion).not.toBeNull();
        const done = ok(applyAction(state, { type: "finish" }, random));
        expect(done.status).toBe("completed");
        expect(new Set([done.champion, done.secondPlace]).size).toBe(2);
      }),
      { numRuns: runs(60) },
    );
  });

  it("a groups tournament whose knockout is all shoot-outs has a champion, second and third", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 16 }), seed, (n, s) => {
        const random = mulberry32(s);
        const settings: CreateSettings = { system: "group", participants: people(n), matchType: "single", groupCount: 2, teamsAdvancing: 2 };
        const { state } = playOnPenalties(create(settings, random), random);
        const done = ok(applyAction(state, { type: "finish" }, random));
        const placed = [done.champion, done.secondPlace, done.thirdPlace];
        expect(placed.every((p) => p !== null)).toBe(true);
        expect(new Set(placed).size).toBe(3);
      }),
      { numRuns: runs(40) },
    );
  });

  it("cancelling a confirmed shoot-out gives the state back exactly, or is locked once the next round is drawn", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), seed, fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 98 }), (n, s, home, other) => {
        const random = mulberry32(s);
        const before = create({ system: "elimination", participants: people(n) }, random);
        const m = firstOpen(before);
        const away = other >= home ? other + 1 : other;
        const confirmed = ok(applyAction(before, shootout(m.id, 2, 2, home, away), random));
        const cancelled = applyAction(confirmed, { type: "cancel", matchId: m.id }, random);
        if (confirmed.matches.length > before.matches.length) expect(cancelled.ok ? null : cancelled.error.code).toBe("MATCH_LOCKED");
        else expect(ok(cancelled)).toEqual(before);
      }),
      { numRuns: runs(100) },
    );
  });
});
