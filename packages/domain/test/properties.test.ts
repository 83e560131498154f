import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  applyAction,
  availableActions,
  bracketSize,
  createTournament,
  drawAllowed,
  leagueTable,
  mulberry32,
  type CreateSettings,
  type Match,
  type Random,
  type TournamentState,
} from "../src/index.ts";
import { ok, people, underStryker, runs } from "./helpers.ts";

// Hundreds of generated tournaments of up to 64 participants per property: a few seconds each
// when the machine is busy with the other suites, which is over vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000 });

/**
 * Under StrykerJS (npm run test:mutation) every surviving mutant reruns every property that covers
 * it, in instrumented code tens of times slower, so there each property runs a twentieth of its
 * cases (at least 3), of at most 12 participants (a group of 64 plays 4,032 matches, one confirm at
 * a time), and a failure is not shrunk (Stryker needs only pass or fail). A plain `vitest run`
 * runs them in full.
 */
const maxCount = underStryker ? 12 : 64;
if (underStryker) fc.configureGlobal({ endOnFailure: true });

/** Any count: for properties that build a tournament or its first round and look at its shape. */
const count = fc.integer({ min: 2, max: maxCount });
/**
 * For properties that play tournaments match by match: every confirm checks and copies the whole
 * state, so a round robin of n costs about n^4; a double league or single group of 64 (4,032
 * matches) alone took seconds and pushed the suite past a minute, with no rule that 32 does not
 * reach (the shapes of 33 to 64 are covered by `count` above).
 */
const playCount = fc.integer({ min: 2, max: Math.min(maxCount, 32) });
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** Scores from a seeded source; a draw is turned into a win where the stage needs a winner. */
function scorer(random: Random) {
  return (m: Match): [number, number] => {
    const home = Math.floor(random.next() * 5);
    let away = Math.floor(random.next() * 5);
    if (home === away && (!drawAllowed(m.stage) || m.stage === "challenge")) away = home + 1;
    return [home, away];
  };
}

/** Plays any tournament to its end: confirm what is open, advance when allowed. */
function playToEnd(start: TournamentState, random: Random): TournamentState {
  const score = scorer(random);
  let state = start;
  for (let guard = 0; guard < 10_000; guard++) {
    // A decided challenge locks its remaining rounds; everything else plays its open matches.
    const m =
      state.system === "challenge" && state.champion !== null
        ? undefined
        : state.matches.find((x) => !x.isConfirmed && x.home !== null && x.away !== null);
    if (m !== undefined) {
      const id = m.id;
      const [homeScore, awayScore] = score(m);
      state = ok(applyAction(state, { type: "confirm", matchId: id, homeScore, awayScore }, random));
      continue;
    }
    const next = applyAction(state, { type: "advance" }, random);
    if (!next.ok) return state;
    state = next.value;
  }
  throw new Error("no end");
}

/**
 * Cancelling what was just confirmed gives the state back exactly, unless the confirm drew the
 * next round (elimination draws it at once): then the result stands, refused and unchanged.
 */
function expectUndoneOrLocked(before: TournamentState, confirmed: TournamentState, cancelled: ReturnType<typeof applyAction>): void {
  if (confirmed.matches.length > before.matches.length) {
    expect(cancelled.ok ? null : cancelled.error.code).toBe("MATCH_LOCKED");
  } else {
    expect(ok(cancelled)).toEqual(before);
  }
}

/**
 * The matches open for a score, as availableActions(state).confirm lists them for an active
 * tournament, without also trying advance, finish, pause and resume: the walks below ask this at
 * every step, and each of those tries checks the whole state (a group of 64 has 4,032 matches).
 * Each walk checks at its end that the two agree.
 */
function confirmable(state: TournamentState): string[] {
  if (state.system === "challenge" && state.champion !== null) return [];
  return state.matches.filter((m) => !m.isConfirmed && m.home !== null && m.away !== null).map((m) => m.id);
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

describe("round robin properties", () => {
  it("every pair meets exactly once per leg, nobody twice in a round, one bye per round when odd", () => {
    fc.assert(
      fc.property(count, fc.constantFrom("single" as const, "double" as const), seed, (n, matchType, s) => {
        // Through the league's own creation, with its shuffle, as a tournament is really made.
        const { matches } = ok(createTournament({ system: "league", participants: people(n), matchType }, mulberry32(s)));
        const roundsPerLeg = n % 2 === 0 ? n - 1 : n;
        const legs = matchType === "double" ? 2 : 1;
        for (let leg = 0; leg < legs; leg++) {
          const inLeg = matches.filter((m) => m.round > leg * roundsPerLeg && m.round <= (leg + 1) * roundsPerLeg);
          const met = new Map<string, number>();
          for (const m of inLeg) if (m.home && m.away) met.set(pairKey(m.home, m.away), (met.get(pairKey(m.home, m.away)) ?? 0) + 1);
          expect(met.size).toBe((n * (n - 1)) / 2);
          expect([...met.values()].every((v) => v === 1)).toBe(true);
        }
        for (let r = 1; r <= roundsPerLeg * legs; r++) {
          const round = matches.filter((m) => m.round === r);
          const seen = round.flatMap((m) => [m.home, m.away]).filter((x) => x !== null);
          expect(new Set(seen).size).toBe(seen.length);
          expect(seen.length).toBe(n);
          expect(round.filter((m) => m.away === null || m.home === null).length).toBe(n % 2);
        }
        if (matchType === "double") {
          // The second leg mirrors the first, round for round.
          const first = matches.filter((m) => m.round <= roundsPerLeg && m.away !== null);
          const second = matches.filter((m) => m.round > roundsPerLeg && m.away !== null);
          expect(second.map((m) => `${m.round - roundsPerLeg}:${m.home}:${m.away}`)).toEqual(first.map((m) => `${m.round}:${m.away}:${m.home}`));
        }
        expect(new Set(matches.map((m) => m.id)).size).toBe(matches.length);
      }),
      { numRuns: runs(80) },
    );
  });

  it("within each leg nobody plays more than two home or two away matches in a row, and home and away differ by at most one", () => {
    fc.assert(
      fc.property(count, fc.constantFrom("single" as const, "double" as const), seed, (n, matchType, s) => {
        const { matches } = ok(createTournament({ system: "league", participants: people(n), matchType }, mulberry32(s)));
        const roundsPerLeg = n % 2 === 0 ? n - 1 : n;
        for (let leg = 0; leg < (matchType === "double" ? 2 : 1); leg++) {
          const played = matches
            .filter((m) => m.home !== null && m.away !== null && m.round > leg * roundsPerLeg && m.round <= (leg + 1) * roundsPerLeg)
            .sort((a, b) => a.round - b.round);
          for (const { id } of people(n)) {
            // H and A in round order; a bye is a rest, not a break in the run.
            const sides = played
              .filter((m) => m.home === id || m.away === id)
              .map((m) => (m.home === id ? "H" : "A"))
              .join("");
            expect(sides, `${id} of ${n}, leg ${leg + 1}`).not.toMatch(/HHH|AAA/);
            const home = sides.replaceAll("A", "").length;
            expect(Math.abs(home - (sides.length - home)), `${id}: ${sides}`).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: runs(80) },
    );
  });
});

describe("standings properties", () => {
  it("points total 3 × decisive + 2 × drawn, and wins equal losses", () => {
    fc.assert(
      fc.property(playCount, seed, fc.double({ min: 0, max: 1, noNaN: true }), (n, s, share) => {
        const random = mulberry32(s);
        let state = ok(createTournament({ system: "league", participants: people(n), matchType: "double" }, random));
        const score = scorer(random);
        let decisive = 0;
        let drawn = 0;
        for (const m of state.matches) {
          if (m.away === null || random.next() > share) continue;
          const [h, a] = score(m);
          if (h === a) drawn++;
          else decisive++;
          state = ok(applyAction(state, { type: "confirm", matchId: m.id, homeScore: h, awayScore: a }, random));
        }
        const rows = leagueTable(state.participants, state.matches);
        expect(rows.reduce((sum, r) => sum + r.points, 0)).toBe(3 * decisive + 2 * drawn);
        expect(rows.reduce((sum, r) => sum + r.won, 0)).toBe(rows.reduce((sum, r) => sum + r.lost, 0));
        expect(rows.reduce((sum, r) => sum + r.goalDifference, 0)).toBe(0);
        expect(rows.reduce((sum, r) => sum + r.played, 0)).toBe(2 * (decisive + drawn));
      }),
      { numRuns: runs(60) },
    );
  });
});

function settingsFor(system: "league" | "group" | "elimination" | "challenge", n: number, random: Random): CreateSettings {
  const participants = people(n);
  const seeds = participants.filter(() => random.next() < 0.3).map((p) => p.id);
  switch (system) {
    case "league":
      return { system, participants, matchType: random.next() < 0.5 ? "single" : "double" };
    case "elimination":
      return { system, participants, seeds };
    case "challenge":
      return { system, participants: participants.slice(0, 2), bestOf: random.next() < 0.5 ? 3 : 5 };
    case "group": {
      const groupCount = 1 + Math.floor(random.next() * Math.min(8, Math.floor(n / 2)));
      const max = Math.floor(n / groupCount);
      let teamsAdvancing = 1 + Math.floor(random.next() * max);
      if ((groupCount * teamsAdvancing) % 2 === 1) teamsAdvancing = teamsAdvancing < max ? teamsAdvancing + 1 : teamsAdvancing - 1;
      if (teamsAdvancing < 1 || groupCount * teamsAdvancing < 2) teamsAdvancing = Math.min(2, max);
      return { system, participants, seeds, groupCount, teamsAdvancing, matchType: random.next() < 0.5 ? "single" : "double" };
    }
  }
}

const system = fc.constantFrom("league" as const, "group" as const, "elimination" as const, "challenge" as const);

function validGroup(settings: CreateSettings): boolean {
  if (settings.system !== "group") return true;
  const total = (settings.groupCount ?? 0) * (settings.teamsAdvancing ?? 0);
  return total >= 2 && total % 2 === 0 && (settings.teamsAdvancing ?? 0) <= Math.floor(settings.participants.length / (settings.groupCount ?? 1));
}

describe("state machine properties", () => {
  it("confirm then cancel restores the state, at any point of any system", () => {
    fc.assert(
      fc.property(system, playCount, seed, fc.integer({ min: 0, max: 250 }), (sys, n, s, steps) => {
        const random = mulberry32(s);
        const settings = settingsFor(sys, n, random);
        fc.pre(validGroup(settings));
        let state = ok(createTournament(settings, random));
        const score = scorer(random);
        // Walk a random number of steps into the tournament.
        for (let i = 0; i < steps; i++) {
          const open = confirmable(state);
          const id = open[Math.floor(random.next() * open.length)];
          if (id === undefined) {
            const next = applyAction(state, { type: "advance" }, random);
            if (!next.ok) break;
            state = next.value;
            continue;
          }
          const [h, a] = score(state.matches.find((m) => m.id === id) as Match);
          state = ok(applyAction(state, { type: "confirm", matchId: id, homeScore: h, awayScore: a }, random));
        }
        expect(availableActions(state).confirm).toEqual(confirmable(state));
        const id = confirmable(state)[0];
        fc.pre(id !== undefined);
        const m = state.matches.find((x) => x.id === id) as Match;
        const [h, a] = score(m);
        const confirmed = ok(applyAction(state, { type: "confirm", matchId: m.id, homeScore: h, awayScore: a }, random));
        expectUndoneOrLocked(state, confirmed, applyAction(confirmed, { type: "cancel", matchId: m.id }, random));
      }),
      { numRuns: runs(150) },
    );
  });

  it("confirm then cancel restores the state inside knockouts, finals and third-place matches", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("group" as const, "elimination" as const),
        fc.integer({ min: 3, max: Math.min(maxCount, 32) }),
        seed,
        fc.integer({ min: 0, max: 40 }),
        (sys, n, s, extra) => {
          const random = mulberry32(s);
          const settings = settingsFor(sys, n, random);
          fc.pre(validGroup(settings));
          let state = ok(createTournament(settings, random));
          const score = scorer(random);
          // Play the whole group stage, then a random number of knockout steps.
          let knockoutSteps = 0;
          for (let guard = 0; guard < 5000 && knockoutSteps <= extra; guard++) {
            const open = confirmable(state);
            const id = open[Math.floor(random.next() * open.length)];
            if (state.matches.some((m) => m.stage !== "group")) knockoutSteps++;
            if (id === undefined) {
              const next = applyAction(state, { type: "advance" }, random);
              if (!next.ok) break;
              state = next.value;
              continue;
            }
            if (knockoutSteps > extra) break;
            const [h, a] = score(state.matches.find((m) => m.id === id) as Match);
            state = ok(applyAction(state, { type: "confirm", matchId: id, homeScore: h, awayScore: a }, random));
          }
          const open = availableActions(state).confirm;
          expect(open).toEqual(confirmable(state));
          const id = open[Math.floor(random.next() * open.length)];
          fc.pre(id !== undefined);
          const [h, a] = score(state.matches.find((m) => m.id === id) as Match);
          const confirmed = ok(applyAction(state, { type: "confirm", matchId: id, homeScore: h, awayScore: a }, random));
          expectUndoneOrLocked(state, confirmed, applyAction(confirmed, { type: "cancel", matchId: id }, random));
        },
      ),
      { numRuns: runs(120) },
    );
  });

  it("the same random seed gives the same tournament", () => {
    fc.assert(
      fc.property(system, playCount, seed, (sys, n, s) => {
        const run = () => {
          const random = mulberry32(s);
          const settings = settingsFor(sys, n, random);
          const created = createTournament(settings, random);
          return created.ok ? playToEnd(created.value, random) : created.error.code;
        };
        expect(run()).toEqual(run());
      }),
      { numRuns: runs(40) },
    );
  });
});

describe("knockout properties", () => {
  it("every elimination reaches exactly one champion and a full podium in ceil(log2 n) rounds", () => {
    fc.assert(
      fc.property(count, seed, (n, s) => {
        const random = mulberry32(s);
        const start = ok(createTournament(settingsFor("elimination", n, random), random));
        const end = playToEnd(start, random);
        const rounds = new Set(end.matches.filter((m) => m.stage === "elimination").map((m) => m.round));
        expect(rounds.size).toBe(Math.ceil(Math.log2(n)));
        for (const r of rounds) {
          const inRound = end.matches
            .filter((m) => m.round === r)
            .flatMap((m) => [m.home, m.away])
            .filter((x) => x !== null);
          expect(new Set(inRound).size).toBe(inRound.length);
        }
        const places = [end.champion, end.secondPlace, end.thirdPlace].filter((p) => p !== null);
        expect(places.length).toBe(n === 2 ? 2 : 3);
        expect(new Set(places).size).toBe(places.length);
        // One champion: the only participant who never lost a match.
        const losers = new Set(
          end.matches
            .filter((m) => m.stage === "elimination" && m.home && m.away)
            .map((m) => ((m.homeScore ?? 0) > (m.awayScore ?? 0) ? m.away : m.home)),
        );
        expect(end.participants.filter((p) => !losers.has(p.id)).map((p) => p.id)).toEqual([end.champion]);
        expect(ok(applyAction(end, { type: "finish" }, random)).status).toBe("completed");
      }),
      { numRuns: runs(60) },
    );
  });

  it("every group tournament reaches a champion and a full podium through its knockout", () => {
    fc.assert(
      fc.property(playCount, seed, (n, s) => {
        const random = mulberry32(s);
        const settings = settingsFor("group", n, random);
        fc.pre(validGroup(settings));
        const end = playToEnd(ok(createTournament(settings, random)), random);
        const total = settings.system === "group" ? (settings.groupCount ?? 0) * (settings.teamsAdvancing ?? 0) : 0;
        const places = [end.champion, end.secondPlace, end.thirdPlace].filter((p) => p !== null);
        expect(places.length).toBe(total === 2 ? 2 : 3);
        expect(new Set(places).size).toBe(places.length);
        const finished = ok(applyAction(end, { type: "finish" }, random));
        expect(finished.status).toBe("completed");
      }),
      { numRuns: runs(60) },
    );
  });

  it("seeds never meet in the first round while a non-seed is available, and take the byes first", () => {
    fc.assert(
      fc.property(count, seed, (n, s) => {
        const random = mulberry32(s);
        const settings = settingsFor("elimination", n, random) as Extract<CreateSettings, { system: "elimination" }>;
        const seeds = new Set(settings.seeds);
        const state = ok(createTournament(settings, random));
        const first = state.matches.filter((m) => m.round === 1);
        expect(first).toHaveLength(bracketSize(n) / 2);
        const byes = first.filter((m) => m.away === null).map((m) => m.home as string);
        expect(byes).toHaveLength(bracketSize(n) - n);
        const played = first.filter((m) => m.away !== null);
        const seedVsSeed = played.some((m) => seeds.has(m.home as string) && seeds.has(m.away as string));
        const otherVsOther = played.some((m) => !seeds.has(m.home as string) && !seeds.has(m.away as string));
        const otherBye = byes.some((id) => !seeds.has(id));
        if (seedVsSeed) expect(otherVsOther || otherBye).toBe(false);
        if (otherBye) expect(byes.filter((id) => seeds.has(id)).length).toBe(seeds.size);
        const everyone = first.flatMap((m) => [m.home, m.away]).filter((x) => x !== null);
        expect(new Set(everyone).size).toBe(n);
      }),
      { numRuns: runs(150) },
    );
  });
});

describe("malformed input never throws", () => {
  const valid = ok(
    createTournament({ system: "group", participants: people(6), matchType: "single", groupCount: 2, teamsAdvancing: 1 }, mulberry32(1)),
  );
  const refusedOrDone = (run: () => { ok: boolean }) => {
    expect(run).not.toThrow();
  };

  it("create answers anything with a result", () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.record(
          {
            system,
            participants: fc.anything(),
            seeds: fc.anything(),
            groups: fc.anything(),
            groupCount: fc.anything(),
            teamsAdvancing: fc.anything(),
            matchType: fc.anything(),
            bestOf: fc.anything(),
          },
          { requiredKeys: ["system"] },
        ),
        (any, loose) => {
          refusedOrDone(() => createTournament(any as CreateSettings, mulberry32(1)));
          refusedOrDone(() => createTournament(loose as CreateSettings, mulberry32(1)));
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it("an action answers any action and any damaged state with a result, and refuses them as INPUT_INVALID", () => {
    const field = fc.constantFrom(...Object.keys(valid));
    fc.assert(
      fc.property(fc.anything(), field, fc.anything(), fc.nat(40), (action, key, junk, at) => {
        refusedOrDone(() => applyAction(valid, action as never, mulberry32(1)));
        const damaged = { ...valid, [key]: junk } as TournamentState;
        refusedOrDone(() => applyAction(damaged, { type: "advance" }, mulberry32(1)));
        const matches = valid.matches.map((m, i) => (i === at ? { ...m, [key === "matches" ? "home" : "round"]: junk } : m));
        const result = applyAction(
          { ...valid, matches } as TournamentState,
          { type: "confirm", matchId: valid.matches[0]!.id, homeScore: 1, awayScore: 0 },
          mulberry32(1),
        );
        if (!result.ok) expect(["INPUT_INVALID", "MATCH_NOT_FOUND", "MATCH_IS_BYE"]).toContain(result.error.code);
      }),
      { numRuns: runs(300) },
    );
    const refused = applyAction({ ...valid, matches: null } as unknown as TournamentState, { type: "finish" }, mulberry32(1));
    expect(refused.ok ? null : refused.error.message).toBe("Turnuva bilgileri geçersiz.");
  });
});
