import { describe, expect, it } from "vitest";
import { roundRobinMatches, roundRobinRounds } from "../src/index.ts";
import { pairs } from "./helpers.ts";

describe("round robin (section 9)", () => {
  it("pairs four by Berger tables: each round one slot meets the fixed last one, home and away alternating", () => {
    expect(roundRobinRounds(["a", "b", "c", "d"])).toEqual([
      [
        ["a", "d"],
        ["b", "c"],
      ],
      [
        ["d", "b"],
        ["c", "a"],
      ],
      [
        ["c", "d"],
        ["a", "b"],
      ],
    ]);
  });

  it("gives exactly one bye ('Bay') per round when the count is odd: the empty fixed slot", () => {
    expect(roundRobinRounds(["a", "b", "c"])).toEqual([
      [
        ["a", null],
        ["b", "c"],
      ],
      [
        ["b", null],
        ["c", "a"],
      ],
      [
        ["c", null],
        ["a", "b"],
      ],
    ]);
  });

  it("mirrors home and away in the second leg, in the same round order", () => {
    const matches = roundRobinMatches(["a", "b", "c", "d"], "double", "league", null);
    expect(matches).toHaveLength(12);
    const first = matches.filter((m) => m.round <= 3);
    const second = matches.filter((m) => m.round > 3);
    expect(pairs(second)).toEqual(first.map((m) => `${m.away}:${m.home}`));
    expect(second.map((m) => m.round)).toEqual(first.map((m) => m.round + 3));
  });

  it("keeps a bye's resting side at home in both legs", () => {
    const matches = roundRobinMatches(["a", "b", "c"], "double", "league", null);
    expect(pairs(matches.filter((m) => m.away === null || m.home === null))).toEqual(["a:-", "b:-", "c:-", "a:-", "b:-", "c:-"]);
  });

  it("derives ids from stage, group, round and index", () => {
    const league = roundRobinMatches(["a", "b"], "single", "league", null);
    const group = roundRobinMatches(["a", "b", "c"], "single", "group", 2);
    expect(league.map((m) => m.id)).toEqual(["league-r1-m0"]);
    expect(group.map((m) => m.id)).toEqual([
      "group-g2-r1-m0",
      "group-g2-r1-m1",
      "group-g2-r2-m0",
      "group-g2-r2-m1",
      "group-g2-r3-m0",
      "group-g2-r3-m1",
    ]);
    expect(group.every((m) => m.homeScore === null && m.awayScore === null && !m.isConfirmed)).toBe(true);
  });
});
