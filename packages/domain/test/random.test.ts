import { describe, expect, it } from "vitest";
import {
  drawGroups,
  mulberry32,
  randomPairings,
  seededFirstRound,
  shuffle,
  type CreateSettings,
  type GroupState,
  type Match,
  type Random,
  type TournamentState,
} from "../src/index.ts";
import { act, confirm, confirmOpen, create, keepOrder, pairs, people } from "./helpers.ts";

/** mulberry32 as its author published it (Tommy Ettinger), to check ours against. */
function reference(seed: number): () => number {
  let a = seed;
  return () => {
    let t = (a += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A source that always answers 0: every Fisher-Yates step swaps with the first place. */
const zero: Random = { next: () => 0 };

/** A source that answers the given numbers in turn, over and over. */
function script(...values: number[]): Random {
  let i = 0;
  return { next: () => values[i++ % values.length] as number };
}

const ids = (count: number) => people(count).map((p) => p.id);

describe("mulberry32: the seeded source of every draw", () => {
  it("gives the published mulberry32 sequence for a seed", () => {
    for (const seed of [0, 1, 42, 123_456_789, 2 ** 31 - 1, 2 ** 32 - 1]) {
      const ours = mulberry32(seed);
      const theirs = reference(seed);
      const got = Array.from({ length: 50 }, () => ours.next());
      expect(got, `seed ${seed}`).toEqual(Array.from({ length: 50 }, () => theirs()));
      expect(got.every((x) => x >= 0 && x < 1)).toBe(true);
      expect(new Set(got).size).toBe(50);
    }
  });

  it("reads the seed as an unsigned 32-bit number", () => {
    const take = (r: Random) => [r.next(), r.next(), r.next()];
    expect(take(mulberry32(-1))).toEqual(take(mulberry32(2 ** 32 - 1)));
    expect(take(mulberry32(2 ** 32 + 5))).toEqual(take(mulberry32(5)));
  });

  it("gives the same sequence for the same seed and another for another seed", () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const first = [a.next(), a.next()];
    expect([b.next(), b.next()]).toEqual(first);
    expect([c.next(), c.next()]).not.toEqual(first);
  });
});

describe("shuffle: Fisher-Yates on a copy, driven only by the injected source", () => {
  it("swaps each place from the last down with the place the source picks", () => {
    // i = 3 swaps with 0, i = 2 with 0, i = 1 with 0.
    expect(shuffle(["a", "b", "c", "d"], zero)).toEqual(["b", "c", "d", "a"]);
    expect(shuffle(["a", "b", "c", "d"], keepOrder)).toEqual(["a", "b", "c", "d"]);
    // 0.5 × 4 → 2, 0.5 × 3 → 1, 0.5 × 2 → 1: swaps (3, 2), (2, 1), (1, 1).
    expect(shuffle(["a", "b", "c", "d"], script(0.5))).toEqual(["a", "d", "b", "c"]);
    // 0.3 × 5 → 1, 0.99 × 4 → 3, 0.3 × 3 → 0, 0.99 × 2 → 1: swaps (4, 1), (3, 3), (2, 0), (1, 1).
    expect(shuffle(["a", "b", "c", "d", "e"], script(0.3, 0.99))).toEqual(["c", "e", "a", "d", "b"]);
  });

  it("asks the source once per place after the first, and never for fewer than two items", () => {
    let calls = 0;
    const counting: Random = { next: () => (calls++, 0.5) };
    shuffle([1, 2, 3, 4, 5], counting);
    expect(calls).toBe(4);
    calls = 0;
    expect(shuffle([1], counting)).toEqual([1]);
    expect(shuffle([], counting)).toEqual([]);
    expect(calls).toBe(0);
  });

  it("leaves its input alone and returns every item once", () => {
    const input = ids(10);
    const copy = input.slice();
    const out = shuffle(input, mulberry32(3));
    expect(input).toEqual(copy);
    expect(out).not.toBe(input);
    expect(out).not.toEqual(input);
    expect(out.slice().sort()).toEqual(copy.slice().sort());
  });
});

describe("draws depend on the random source", () => {
  it("first knockout round: seeds, others and the order of matches are all drawn", () => {
    // zero: seeds [p1, p2, p3] → [p2, p3, p1]; others [p4 .. p8] → [p5, p6, p7, p8, p4]; matches shuffled the same way.
    expect(seededFirstRound(ids(8), ["p1", "p2", "p3"], zero)).toEqual([
      ["p3", "p6"],
      ["p1", "p7"],
      ["p8", "p4"],
      ["p2", "p5"],
    ]);
    expect(seededFirstRound(ids(8), ["p1", "p2", "p3"], keepOrder)).toEqual([
      ["p1", "p4"],
      ["p2", "p5"],
      ["p3", "p6"],
      ["p7", "p8"],
    ]);
    // Byes go to the seeds the draw puts first.
    expect(seededFirstRound(ids(6), ["p5", "p6", "p1"], zero)).toEqual([
      ["p6", null],
      ["p1", "p3"],
      ["p4", "p2"],
      ["p5", null],
    ]);
    expect(seededFirstRound(ids(4), [], zero)).toEqual([
      ["p4", "p1"],
      ["p2", "p3"],
    ]);
  });

  it("later knockout rounds pair the winners in the drawn order", () => {
    expect(randomPairings(["a", "b", "c", "d"], zero)).toEqual([
      ["b", "c"],
      ["d", "a"],
    ]);
    expect(randomPairings(["a", "b", "c", "d"], keepOrder)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    // An odd one out stays unpaired rather than meeting nobody (section 4).
    expect(randomPairings(["a", "b", "c"], keepOrder)).toEqual([["a", "b"]]);
    expect(randomPairings(["a", "b", "c", "d", "e", "f"], script(0.5))).toEqual([
      ["a", "f"],
      ["b", "e"],
      ["c", "d"],
    ]);
  });

  it("automatic groups draw the non-seeds into the free places", () => {
    expect(drawGroups(ids(6), [], 2, zero)).toEqual([
      ["p2", "p3", "p4"],
      ["p5", "p6", "p1"],
    ]);
    expect(drawGroups(ids(6), ["p6"], 2, zero)).toEqual([
      ["p6", "p2", "p3"],
      ["p4", "p5", "p1"],
    ]);
  });
});

describe("tournaments draw with the source they are given", () => {
  const stage = (state: TournamentState, name: Match["stage"], round: number) =>
    pairs(state.matches.filter((m) => m.stage === name && m.round === round));

  it("league: week 1 follows the drawn order, not the order of selection", () => {
    const settings: CreateSettings = { system: "league", participants: people(4), matchType: "single" };
    // Berger week 1 of [a, b, c, d] is a-d, b-c; zero draws [p2, p3, p4, p1].
    expect(stage(create(settings, keepOrder), "league", 1)).toEqual(["p1:p4", "p2:p3"]);
    expect(stage(create(settings, zero), "league", 1)).toEqual(["p2:p1", "p3:p4"]);
  });

  it("elimination: the first round and every later round are drawn", () => {
    const settings: CreateSettings = { system: "elimination", participants: people(8) };
    expect(stage(create(settings, keepOrder), "elimination", 1)).toEqual(["p1:p2", "p3:p4", "p5:p6", "p7:p8"]);
    expect(stage(create(settings, zero), "elimination", 1)).toEqual(["p4:p5", "p6:p7", "p8:p1", "p2:p3"]);
    // Home sides win; the semi-finals are drawn when the last quarter-final is confirmed, with its source.
    let state = create(settings, keepOrder);
    for (const id of ["elimination-r1-m0", "elimination-r1-m1", "elimination-r1-m2"]) state = confirm(state, id, 1, 0);
    expect(stage(confirm(state, "elimination-r1-m3", 1, 0, keepOrder), "elimination", 2)).toEqual(["p1:p3", "p5:p7"]);
    expect(stage(confirm(state, "elimination-r1-m3", 1, 0, zero), "elimination", 2)).toEqual(["p3:p5", "p7:p1"]);
  });

  it("automatic groups: the non-seeds are drawn into the groups", () => {
    const settings: CreateSettings = { system: "group", participants: people(6), matchType: "single", groupCount: 2, teamsAdvancing: 1 };
    expect((create(settings, keepOrder) as GroupState).groups).toEqual([
      ["p1", "p2", "p3"],
      ["p4", "p5", "p6"],
    ]);
    expect((create(settings, zero) as GroupState).groups).toEqual([
      ["p2", "p3", "p4"],
      ["p5", "p6", "p1"],
    ]);
  });

  it("group knockout: qualifiers level on everything get the bye by lot", () => {
    // 3 groups × 1, every group won 2-0 and 2-0 by its lowest number: p1, p4 and p7 are level on
    // everything, so the lot decides who has the bye and who meets whom.
    const settings: CreateSettings = {
      system: "group",
      participants: people(9),
      matchType: "single",
      groupCount: 3,
      teamsAdvancing: 1,
      groups: [
        ["p1", "p2", "p3"],
        ["p4", "p5", "p6"],
        ["p7", "p8", "p9"],
      ],
    };
    const num = (id: string | null) => Number((id ?? "p0").slice(1));
    const groupsDone = confirmOpen(create(settings), (m) => (num(m.home) < num(m.away) ? [2, 0] : [0, 2]));
    expect(stage(act(groupsDone, { type: "advance" }, keepOrder), "knockout", 1)).toEqual(["p1:-", "p4:p7"]);
    // zero: the lot orders [p4, p7, p1]: the bye to p4, then p7 meets p1; the two rows drawn into [p7-p1, p4].
    expect(stage(act(groupsDone, { type: "advance" }, zero), "knockout", 1)).toEqual(["p7:p1", "p4:-"]);
  });

  it("group knockout: a group winner's opponent is drawn among the lower-placed qualifiers of other groups", () => {
    // 3 groups × 2: C1 (p7) and A1 (p1) have the byes on goal difference; B1 (p4) meets A2 (p2) or C2 (p8).
    const settings: CreateSettings = {
      system: "group",
      participants: people(9),
      matchType: "single",
      groupCount: 3,
      teamsAdvancing: 2,
      groups: [
        ["p1", "p2", "p3"],
        ["p4", "p5", "p6"],
        ["p7", "p8", "p9"],
      ],
    };
    const wins: Array<[number, number]> = [
      [2, 0],
      [5, 4],
      [3, 0],
    ];
    const num = (id: string | null) => Number((id ?? "p0").slice(1));
    const groupsDone = confirmOpen(create(settings), (m) => {
      const [win, lose] = wins[m.group ?? 0]!;
      return num(m.home) < num(m.away) ? [win, lose] : [lose, win];
    });
    expect(stage(act(groupsDone, { type: "advance" }, keepOrder), "knockout", 1)).toEqual(["p7:-", "p1:-", "p4:p2", "p5:p8"]);
    expect(stage(act(groupsDone, { type: "advance" }, zero), "knockout", 1)).toEqual(["p1:-", "p4:p8", "p5:p2", "p7:-"]);
  });
});
