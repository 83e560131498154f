// Issue 29, Swiss: properties of random tournaments (2 to 40 players, up to n − 1 rounds, random
// results with draws), checked round by round against rules recomputed here, a brute force over
// every pairing of the small ones, and an independent implementation (tournament-organizer).
import fc from "fast-check";
import Manager from "tournament-organizer";
import { Match as OracleMatch, type Tournament } from "tournament-organizer/components";
import { describe, expect, it, vi } from "vitest";
import {
  applyAction,
  availableActions,
  createTournament,
  mulberry32,
  shootoutNeeded,
  swissStandings,
  tiesOf,
  tieLoser,
  tieWinner,
  type CreateSettings,
  type Match,
  type Random,
  type SwissState,
} from "../src/index.ts";
import { bracketOrder } from "../src/swiss.ts";
import { ok, people, runs } from "./helpers.ts";

vi.setConfig({ testTimeout: 120_000 });

/**
 * Home minus away never goes beyond 3 (measured: 3 is reached from round 3 on, 2 not always kept):
 * the pairing weighs colours after rematches, the bye and score differences, as the issue orders them.
 */
const COLOUR_BOUND = 3;
/**
 * The rounds that never hold a rematch: ceil(log2 n) + 1 from 7 players on; below that, n − 3 (with
 * 6 players three rounds can leave only two triangles of unmet pairs, and round 4 has to repeat one
 * whatever it does: the brute force below shows no pairing does better). Measured over 30 draws of
 * every n up to 40 played to n − 1 rounds, the first rematch came at round n − 2 or n − 1.
 */
const noRematchRounds = (n: number) => (n >= 7 ? Math.ceil(Math.log2(n)) + 1 : Math.max(1, n - 3));

/** A Swiss tournament of n and its rounds: how many rounds, random results (draws about one in four). */
const tournament = fc
  .integer({ min: 2, max: 40 })
  .chain((n) => fc.record({ n: fc.constant(n), rounds: fc.integer({ min: 1, max: n - 1 }), seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }) }));

interface Rounds {
  /** paired[r - 1]: the state just after round r was paired, before its results. */
  paired: SwissState[];
  /** complete[r - 1]: the state with every result of round r confirmed. */
  complete: SwissState[];
}

/** Plays every Swiss round through applyAction: confirm each match with random scores, then 'Sonraki Tura Geç'. */
function play(n: number, rounds: number, seed: number, knockout: Partial<Extract<CreateSettings, { system: "swiss" }>> = {}): Rounds {
  const random: Random = mulberry32(seed);
  let state = ok(createTournament({ system: "swiss", participants: people(n), swissRounds: rounds, ...knockout }, random)) as SwissState;
  const paired: SwissState[] = [state];
  const complete: SwissState[] = [];
  for (let r = 1; r <= rounds; r++) {
    for (const m of state.matches.filter((x) => x.round === r && x.home !== null && x.away !== null)) {
      // 'Sonraki Tura Geç' is offered exactly when it would succeed (asked without pairing: swissAdvanceReady).
      expect(availableActions(state).advance).toBe(false);
      const homeScore = Math.floor(random.next() * 4);
      const awayScore = Math.floor(random.next() * 4);
      state = ok(applyAction(state, { type: "confirm", matchId: m.id, homeScore, awayScore }, random)) as SwissState;
    }
    expect(availableActions(state).advance).toBe(r < rounds || (knockout.knockoutSize ?? 0) > 0);
    complete.push(state);
    if (r < rounds) {
      state = ok(applyAction(state, { type: "advance" }, random)) as SwissState;
      paired.push(state);
    }
  }
  return { paired, complete };
}

const roundOf = (state: SwissState, r: number) => state.matches.filter((m) => m.stage === "swiss" && m.round === r);
const isByeMatch = (m: Match) => (m.home === null) !== (m.away === null);
const key = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Points, meetings, byes and home-minus-away of every player, from the matches alone (3 a win or bye, 1 a draw). */
function facts(state: SwissState) {
  const ids = state.participants.map((p) => p.id);
  const points = new Map(ids.map((id) => [id, 0]));
  const byes = new Map(ids.map((id) => [id, 0]));
  const balance = new Map(ids.map((id) => [id, 0]));
  const met = new Map<string, number>();
  for (const m of state.matches) {
    if (isByeMatch(m)) {
      const id = (m.home ?? m.away) as string;
      byes.set(id, (byes.get(id) ?? 0) + 1);
      points.set(id, (points.get(id) ?? 0) + 3);
      continue;
    }
    const [h, a] = [m.home as string, m.away as string];
    met.set(key(h, a), (met.get(key(h, a)) ?? 0) + 1);
    balance.set(h, (balance.get(h) ?? 0) + 1);
    balance.set(a, (balance.get(a) ?? 0) - 1);
    if (!m.isConfirmed) continue;
    const [hs, as] = [m.homeScore as number, m.awayScore as number];
    points.set(h, (points.get(h) ?? 0) + (hs > as ? 3 : hs === as ? 1 : 0));
    points.set(a, (points.get(a) ?? 0) + (as > hs ? 3 : hs === as ? 1 : 0));
  }
  return { ids, points, byes, balance, met };
}

/** Buchholz and Sonneborn-Berger as the issue defines them, over the confirmed matches (a bye adds to neither). */
function tieBreaks(state: SwissState): Map<string, { buchholz: number; sonnebornBerger: number }> {
  const { ids, points } = facts(state);
  const out = new Map(ids.map((id) => [id, { buchholz: 0, sonnebornBerger: 0 }]));
  for (const m of state.matches) {
    if (isByeMatch(m) || !m.isConfirmed) continue;
    for (const [me, opp, mine, theirs] of [
      [m.home, m.away, m.homeScore, m.awayScore],
      [m.away, m.home, m.awayScore, m.homeScore],
    ] as Array<[string, string, number, number]>) {
      const row = out.get(me)!;
      row.buchholz += points.get(opp)!;
      row.sonnebornBerger += mine > theirs ? points.get(opp)! : mine === theirs ? points.get(opp)! / 2 : 0;
    }
  }
  return out;
}

/** Every legal pairing of a round (a bye only to a player without one), for the brute force. */
function* pairings(ids: readonly string[], canBye: (id: string) => boolean): Generator<Array<[string, string | null]>> {
  if (ids.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = ids as [string, ...string[]];
  if (ids.length % 2 === 1 && canBye(first)) {
    // With an odd count the first may sit out (then the rest is even and everyone else plays).
    for (const tail of pairings(rest, () => false)) yield [[first, null], ...tail];
  }
  for (let i = 0; i < rest.length; i++) {
    const others = rest.filter((_, j) => j !== i);
    for (const tail of pairings(others, canBye)) yield [[first, rest[i] as string], ...tail];
  }
}

describe("Swiss pairings, random tournaments", () => {
  it("everyone plays once a round, a bye only with an odd count and at most once per player, no rematch within ceil(log2 n) + 1 rounds (from 7 players), home minus away within 3", () => {
    let worstColour = 0;
    fc.assert(
      fc.property(tournament, ({ n, rounds, seed }) => {
        const { paired } = play(n, rounds, seed);
        const last = paired.at(-1)!;
        for (let r = 1; r <= rounds; r++) {
          const matches = roundOf(last, r);
          const seen = matches.flatMap((m) => [m.home, m.away]).filter((id): id is string => id !== null);
          expect(new Set(seen).size).toBe(n);
          expect(seen).toHaveLength(n);
          expect(matches.filter(isByeMatch)).toHaveLength(n % 2);
          // No meeting of this round happened in an earlier one (the rounds before are what the pairing saw).
          if (r <= noRematchRounds(n)) {
            const before = facts({ ...last, matches: last.matches.filter((m) => m.round < r) });
            for (const m of matches.filter((x) => !isByeMatch(x))) expect(before.met.get(key(m.home as string, m.away as string))).toBeUndefined();
          }
          const upTo = facts({ ...last, matches: last.matches.filter((m) => m.round <= r) });
          for (const id of upTo.ids) {
            expect(upTo.byes.get(id)).toBeLessThanOrEqual(1);
            worstColour = Math.max(worstColour, Math.abs(upTo.balance.get(id)!));
          }
        }
      }),
      { numRuns: runs(150) },
    );
    // Measured over every run above; the pairing weighs colours last (after rematches, the bye and scores).
    expect(worstColour).toBeLessThanOrEqual(COLOUR_BOUND);
  });

  it("in small tournaments, no pairing of the round has fewer rematches, a lower-ranked bye, or (same bye) closer scores: brute force over every pairing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }).chain((n) => fc.record({ n: fc.constant(n), rounds: fc.integer({ min: 1, max: n - 1 }), seed: fc.nat() })),
        ({ n, rounds, seed }) => {
          const { paired, complete } = play(n, rounds, seed);
          for (let r = 2; r <= rounds; r++) {
            const before = complete[r - 2]!;
            const ours = roundOf(paired[r - 1]!, r);
            const { ids, points, byes, met } = facts(before);
            const rank = swissStandings(before).map((row) => row.team);
            const cost = (list: ReadonlyArray<readonly [string, string | null]>) => {
              let rematches = 0;
              let squares = 0;
              let bye: string | null = null;
              for (const [a, b] of list) {
                if (b === null) bye = a;
                else {
                  rematches += met.get(key(a, b)) ?? 0;
                  squares += (points.get(a)! - points.get(b)!) ** 2;
                }
              }
              return { rematches, squares, byeRank: bye === null ? -1 : rank.indexOf(bye), bye };
            };
            const mine = cost(ours.map((m) => (m.home === null ? [m.away as string, null] : [m.home, m.away]) as [string, string | null]));
            let fewestRematches = Infinity;
            let lowestBye = -1;
            let closest = Infinity;
            const all = [...pairings(ids, (id) => byes.get(id) === 0)].map(cost);
            for (const c of all) fewestRematches = Math.min(fewestRematches, c.rematches);
            for (const c of all) if (c.rematches === fewestRematches) lowestBye = Math.max(lowestBye, c.byeRank);
            for (const c of all) if (c.rematches === mine.rematches && c.bye === mine.bye) closest = Math.min(closest, c.squares);
            expect(mine.rematches).toBe(fewestRematches);
            expect(mine.byeRank).toBe(lowestBye);
            expect(mine.squares).toBe(closest);
          }
        },
      ),
      { numRuns: runs(150) },
    );
  });

  it("the table's Buchholz and Sonneborn-Berger are the ones recomputed here, and it is ordered by points, Buchholz, Sonneborn-Berger, goal difference, goals", () => {
    fc.assert(
      fc.property(tournament, ({ n, rounds, seed }) => {
        const { paired, complete } = play(n, Math.min(rounds, 8), seed);
        for (const state of [...paired, ...complete]) {
          const expected = tieBreaks(state);
          const { points } = facts(state);
          const table = swissStandings(state);
          for (const row of table) {
            expect(row.points).toBe(points.get(row.team));
            expect({ buchholz: row.buchholz, sonnebornBerger: row.sonnebornBerger }).toEqual(expected.get(row.team));
          }
          for (let i = 1; i < table.length; i++) {
            const [a, b] = [table[i - 1]!, table[i]!];
            const order = [
              a.points - b.points,
              a.buchholz - b.buchholz,
              a.sonnebornBerger - b.sonnebornBerger,
              a.goalDifference - b.goalDifference,
              a.goalsFor - b.goalsFor,
            ];
            const first = order.find((d) => d !== 0);
            expect(first === undefined || first > 0).toBe(true);
          }
        }
      }),
      { numRuns: runs(100) },
    );
  });
});

/** tournament-organizer's tournament fed our players, pairings and results: win 3, draw 1, loss 0, a bye 3. */
function oracleOf(state: SwissState): Tournament {
  const t = new Manager().createTournament("oracle", {
    stageOne: { format: "swiss", rounds: state.participants.length + 1 },
    scoring: { bestOf: 1, win: 3, draw: 1, loss: 0, bye: 3 },
  });
  for (const p of state.participants) t.createPlayer(p.username, p.id);
  t.set({ status: "stage-one", round: 1 });
  return t;
}

function feedRound(t: Tournament, matches: readonly Match[]): void {
  for (const m of matches) {
    const om = new OracleMatch(m.id, m.round, m.index + 1);
    if (isByeMatch(m)) {
      const id = (m.home ?? m.away) as string;
      om.set({ active: false, bye: true, player1: { id, win: 1 }, player2: { id: null } });
      t.set({ matches: [om] });
      t.getPlayer(id).addMatch({ id: m.id, opponent: null, bye: true, win: 1 });
      continue;
    }
    om.set({ active: true, player1: { id: m.home }, player2: { id: m.away } });
    t.set({ matches: [om] });
    t.getPlayer(m.home as string).addMatch({ id: m.id, opponent: m.away });
    t.getPlayer(m.away as string).addMatch({ id: m.id, opponent: m.home });
  }
}

function feedResults(t: Tournament, matches: readonly Match[]): void {
  for (const m of matches) {
    if (isByeMatch(m)) continue;
    const [h, a] = [m.homeScore as number, m.awayScore as number];
    t.enterResult(m.id, h > a ? 1 : 0, a > h ? 1 : 0, h === a ? 1 : 0);
  }
}

/** The oracle's own pairing of the next round from the same history, taken back out so our round can go in. */
function oraclePairing(t: Tournament): Array<[string, string | null]> {
  t.nextRound();
  const trial = t.getMatchesByRound(t.getRoundNumber());
  const out = trial.map((m) => [m.getPlayer1().id as string, m.getPlayer2().id] as [string, string | null]);
  for (const m of trial) for (const id of [m.getPlayer1().id, m.getPlayer2().id]) if (id !== null) t.getPlayer(id).removeMatch(m.getId());
  (t as unknown as { matches: OracleMatch[] }).matches = t.getMatches().filter((m) => !trial.includes(m));
  return out;
}

describe("Swiss against an independent implementation (tournament-organizer)", () => {
  it("points, Buchholz and Sonneborn-Berger equal the oracle's round by round; when the oracle pairs a round without a rematch (its bye to a player without one), so do we, and with an even count no closer in scores", () => {
    let compared = 0;
    let oracleClean = 0;
    fc.assert(
      fc.property(tournament, ({ n, rounds, seed }) => {
        const { paired, complete } = play(n, rounds, seed);
        const t = oracleOf(paired[0]!);
        let rematchSoFar = false;
        for (let r = 1; r <= rounds; r++) {
          const ours = roundOf(paired[r - 1]!, r);
          feedRound(t, ours);
          feedResults(t, roundOf(complete[r - 1]!, r));
          const before = facts({ ...complete[r - 1]!, matches: complete[r - 1]!.matches.filter((m) => m.round < r) });
          rematchSoFar ||= ours.some((m) => !isByeMatch(m) && before.met.has(key(m.home as string, m.away as string)));
          // The oracle counts an opponent met twice once (and its Sonneborn-Berger reads the first meeting): compared while nobody met twice.
          if (!rematchSoFar) {
            const standings = new Map(t.getStandings().map((s) => [s.player.getId(), s]));
            for (const row of swissStandings(complete[r - 1]!)) {
              const o = standings.get(row.team)!;
              expect([row.points, row.buchholz, row.sonnebornBerger]).toEqual([o.matchPoints, o.tiebreaks.solkoff, o.tiebreaks.sonnebornBerger]);
            }
            compared++;
          }
          if (r === rounds) break;
          const theirs = oraclePairing(t);
          const { met, byes, points } = facts(complete[r - 1]!);
          // The oracle never repeats a meeting (it leaves such pairs out of its matching).
          for (const [a, b] of theirs) if (b !== null) expect(met.has(key(a, b))).toBe(false);
          const theirByes = theirs.filter(([, b]) => b === null).map(([a]) => a);
          const next = roundOf(paired[r]!, r + 1);
          if (theirByes.length === n % 2 && theirByes.every((id) => byes.get(id) === 0)) {
            oracleClean++;
            for (const m of next.filter((x) => !isByeMatch(x))) expect(met.has(key(m.home as string, m.away as string))).toBe(false);
            if (n % 2 === 0) {
              const squares = (list: Array<[string, string | null]>) =>
                list.reduce((s, [a, b]) => s + (b === null ? 0 : (points.get(a)! - points.get(b)!) ** 2), 0);
              expect(squares(next.map((m) => [m.home as string, m.away]))).toBeLessThanOrEqual(squares(theirs));
            }
          }
        }
      }),
      { numRuns: runs(100) },
    );
    expect(compared).toBeGreaterThan(0);
    expect(oracleClean).toBeGreaterThan(0);
  });
});

describe("Swiss knockout, random tournaments", () => {
  it("draws the table's top K into the fixed seeded bracket after the last Swiss round, locks every Swiss result, and plays to a champion of the top K", () => {
    const knockout = fc.integer({ min: 2, max: 40 }).chain((n) =>
      fc.record({
        n: fc.constant(n),
        rounds: fc.integer({ min: 1, max: Math.min(n - 1, 6) }),
        size: fc.constantFrom(...[2, 4, 8, 16].filter((k) => k <= n)),
        knockoutLegs: fc.constantFrom(1, 2),
        finalLegs: fc.constantFrom(1, 2),
        seed: fc.nat(),
      }),
    );
    fc.assert(
      fc.property(knockout, ({ n, rounds, size, knockoutLegs, finalLegs, seed }) => {
        const random = mulberry32(seed + 1);
        const { complete } = play(n, rounds, seed, { knockoutSize: size, knockoutLegs, finalLegs });
        let state = complete.at(-1)!;
        const top = swissStandings(state)
          .slice(0, size)
          .map((row) => row.team);
        state = ok(applyAction(state, { type: "advance" }, random)) as SwissState;
        const drawn = state.matches.filter((m) => m.stage !== "swiss");
        expect(new Set(drawn.map((m) => m.round))).toEqual(new Set([rounds + 1]));
        const order = bracketOrder(size);
        tiesOf(drawn.filter((m) => m.stage !== "thirdPlace")).forEach((tie, i) => {
          const seeds = [top[order[2 * i]! - 1], top[order[2 * i + 1]! - 1]];
          expect(new Set([tie[0]!.home, tie[0]!.away])).toEqual(new Set(seeds));
        });
        for (const m of state.matches.filter((x) => x.stage === "swiss" && x.home !== null && x.away !== null)) {
          const refused = applyAction(state, { type: "cancel", matchId: m.id }, random);
          expect(refused.ok ? "cancelled" : refused.error.code).toBe("MATCH_LOCKED");
        }
        for (let guard = 0; guard < 100; guard++) {
          const open = state.matches.find(
            (m) =>
              !m.isConfirmed &&
              m.home !== null &&
              m.away !== null &&
              (m.leg !== 2 ||
                state.matches.some((x) => x.leg === 1 && x.isConfirmed && x.stage === m.stage && x.round === m.round && x.index === m.index)),
          );
          if (open) {
            const [homeScore, awayScore] = [Math.floor(random.next() * 3), Math.floor(random.next() * 3)];
            const shootout = shootoutNeeded(state, open.id, homeScore, awayScore) ? { homePenalties: 5, awayPenalties: 4 } : {};
            state = ok(applyAction(state, { type: "confirm", matchId: open.id, homeScore, awayScore, ...shootout }, random)) as SwissState;
            continue;
          }
          const next = applyAction(state, { type: "advance" }, random);
          expect(availableActions(state).advance).toBe(next.ok);
          if (!next.ok) {
            expect(next.error.code).toBe("ADVANCE_UNAVAILABLE");
            break;
          }
          state = next.value as SwissState;
        }
        const final = tiesOf(state.matches.filter((m) => m.stage === "final"))[0]!;
        const done = ok(applyAction(state, { type: "finish" }, random));
        expect(done.status).toBe("completed");
        expect([done.champion, done.secondPlace]).toEqual([tieWinner(final), tieLoser(final)]);
        expect(top).toContain(done.champion);
        // Knockout rounds follow one another from the round after the last Swiss one.
        const knockoutRounds = [...new Set(state.matches.filter((m) => m.stage !== "swiss").map((m) => m.round))].sort((a, b) => a - b);
        expect(knockoutRounds).toEqual(Array.from({ length: Math.log2(size) }, (_, i) => rounds + 1 + i));
        expect(done.thirdPlace === null).toBe(size === 2);
      }),
      { numRuns: runs(100) },
    );
  });
});
