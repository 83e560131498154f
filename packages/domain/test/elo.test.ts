import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eloChanges, type Match } from "../src/index.ts";
import { runs } from "./helpers.ts";

let n = 0;
function played(home: string | null, away: string | null, homeScore: number | null, awayScore: number | null, extra: Partial<Match> = {}): Match {
  n++;
  return { id: `m${n}`, stage: "elimination", group: null, round: 1, index: n, home, away, homeScore, awayScore, isConfirmed: true, ...extra };
}

describe("eloChanges (issue 28)", () => {
  it("moves equal players by k/2 for a win and not at all for a draw", () => {
    expect(eloChanges([played("a", "b", 2, 0)]).ratings).toEqual({ a: 1516, b: 1484 });
    expect(eloChanges([played("a", "b", 0, 3)], { start: 1000, k: 20 }).ratings).toEqual({ a: 990, b: 1010 });
    expect(eloChanges([played("a", "b", 1, 1)]).ratings).toEqual({ a: 1500, b: 1500 });
  });

  it("moves the favourite less for a win than the outsider", () => {
    const { changes } = eloChanges([played("a", "b", 1, 0), played("a", "c", 1, 0), played("c", "a", 1, 0)]);
    const [, second, third] = changes;
    // a (1516) beating c (1500) earns under 16; c beating a earns over 16.
    expect(second?.homeChange).toBeLessThan(16);
    expect(third?.homeChange).toBeGreaterThan(16);
    expect(second?.homeChange).toBeCloseTo(32 * (1 - 1 / (1 + 10 ** (-16 / 400))), 10);
  });

  it("counts a match won on penalties as a draw and ignores the margin", () => {
    expect(eloChanges([played("a", "b", 1, 1, { homePenalties: 5, awayPenalties: 4 })]).ratings).toEqual({ a: 1500, b: 1500 });
    expect(eloChanges([played("a", "b", 5, 0)]).ratings).toEqual(eloChanges([played("a", "b", 1, 0)]).ratings);
  });

  it("skips unconfirmed matches and byes", () => {
    expect(eloChanges([played("a", "b", 2, 0, { isConfirmed: false }), played("a", null, null, null)])).toEqual({ ratings: {}, changes: [] });
  });
});

const ids = ["a", "b", "c", "d", "e"];
const matchList = fc.array(
  fc.record({
    home: fc.integer({ min: 0, max: 4 }),
    step: fc.integer({ min: 1, max: 4 }),
    hs: fc.integer({ min: 0, max: 5 }),
    as: fc.integer({ min: 0, max: 5 }),
  }),
  { maxLength: 60 },
);
const toMatches = (list: Array<{ home: number; step: number; hs: number; as: number }>) =>
  list.map(({ home, step, hs, as }) => played(ids[home] as string, ids[(home + step) % 5] as string, hs, as));

describe("Elo properties (issue 28)", () => {
  it("every match's changes sum to zero, so the ratings always sum to start × players", () => {
    fc.assert(
      fc.property(matchList, (list) => {
        const { ratings, changes } = eloChanges(toMatches(list));
        for (const c of changes) expect(c.homeChange + c.awayChange).toBe(0);
        const players = Object.keys(ratings).length;
        expect(Object.values(ratings).reduce((s, r) => s + r, 0)).toBeCloseTo(1500 * players, 6);
        for (const c of changes) expect(Math.abs(c.homeChange)).toBeLessThanOrEqual(32);
      }),
      { numRuns: runs(200) },
    );
  });

  it("is derived: the same matches give the same ratings, and dropping a match gives what replaying without it gives", () => {
    fc.assert(
      fc.property(matchList, fc.nat(), (list, drop) => {
        const matches = toMatches(list);
        expect(eloChanges(matches)).toEqual(eloChanges(matches.map((m) => ({ ...m }))));
        if (matches.length === 0) return;
        const i = drop % matches.length;
        const cancelled = matches.map((m, j) => (j === i ? { ...m, isConfirmed: false, homeScore: null, awayScore: null } : m));
        expect(eloChanges(cancelled)).toEqual(eloChanges(matches.filter((_, j) => j !== i)));
      }),
      { numRuns: runs(200) },
    );
  });

  it("continues from given ratings exactly: the prefix's ratings, then the rest, equal the whole (a server's tail update)", () => {
    fc.assert(
      fc.property(matchList, fc.nat(), (list, cut) => {
        const matches = toMatches(list);
        const at = matches.length === 0 ? 0 : cut % (matches.length + 1);
        const head = eloChanges(matches.slice(0, at));
        const tail = eloChanges(matches.slice(at), undefined, head.ratings);
        const whole = eloChanges(matches);
        expect({ ...head.ratings, ...tail.ratings }).toEqual(whole.ratings);
        expect([...head.changes, ...tail.changes]).toEqual(whole.changes);
      }),
      { numRuns: runs(200) },
    );
  });
});
