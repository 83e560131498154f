import type { FixtureRound, TournamentMatch } from "@turnuva/contract/tournaments";
import { describe, expect, it } from "vitest";
import { orderBracketRounds } from "@/features/tournaments/view/bracket-order.ts";
import { tournamentFixture } from "./tournament-fixtures/load.ts";

const person = (username: string) => ({ _id: `id-${username}`, username });

/** A match of an elimination round; `away` null is a bye, `home` wins when scores are given. */
function match(round: number, index: number, home: string, away: string | null, score?: [number, number]): TournamentMatch {
  return {
    _id: `r${round}-m${index}`,
    stage: "elimination",
    group: null,
    round,
    roundName: `Tur ${round}`,
    index,
    leg: 1,
    home: person(home),
    away: away === null ? null : person(away),
    homeScore: score?.[0] ?? null,
    awayScore: score?.[1] ?? null,
    homePenalties: null,
    awayPenalties: null,
    homeClub: null,
    awayClub: null,
    isConfirmed: score !== undefined,
    isCompleted: score !== undefined || away === null,
    isBye: away === null,
    isNotNeeded: false,
    reports: [],
    isDisputed: false,
    isWalkover: false,
    deadline: null,
    isOverdue: false,
  };
}

const round = (number: number, matches: TournamentMatch[]): FixtureRound => ({ round: number, name: `Tur ${number}`, matches });
const ids = (rounds: readonly FixtureRound[]) => rounds.map((r) => r.matches.map((m) => m._id));
const homes = (r: FixtureRound) => r.matches.map((m) => `${m.home?.username ?? "-"}-${m.away?.username ?? "Bay"}`);

// Eight players; the home side wins every first-round match: a, c, e, g go on.
const quarterFinals = round(1, [
  match(1, 0, "a", "b", [2, 0]),
  match(1, 1, "c", "d", [1, 0]),
  match(1, 2, "e", "f", [3, 1]),
  match(1, 3, "g", "h", [2, 1]),
]);

describe("orderBracketRounds: each round in the order of the matches its winners play next", () => {
  it("puts the feeders of a semi-final side by side when round 2 pairs the winners of matches 0 and 3", () => {
    const semiFinals = round(2, [match(2, 0, "a", "g"), match(2, 1, "e", "c")]);
    const ordered = orderBracketRounds([quarterFinals, semiFinals]);
    expect(ids(ordered)).toEqual([
      ["r1-m0", "r1-m3", "r1-m2", "r1-m1"],
      ["r2-m0", "r2-m1"],
    ]);
  });

  it("takes the home side's feeder first, then the away side's", () => {
    const semiFinals = round(2, [match(2, 0, "g", "a"), match(2, 1, "c", "e")]);
    expect(ids(orderBracketRounds([quarterFinals, semiFinals]))[0]).toEqual(["r1-m3", "r1-m0", "r1-m1", "r1-m2"]);
  });

  it("works back from the latest round through every earlier one, keeping the latest as drawn", () => {
    const semiFinals = round(2, [match(2, 0, "a", "g", [0, 1]), match(2, 1, "e", "c", [2, 0])]);
    const final = round(3, [match(3, 0, "e", "g")]);
    const ordered = orderBracketRounds([quarterFinals, semiFinals, final]);
    expect(ids(ordered)).toEqual([
      // The final's home side e came from the second semi-final (e–c), fed by matches 2 and 1.
      ["r1-m2", "r1-m1", "r1-m0", "r1-m3"],
      ["r2-m1", "r2-m0"],
      ["r3-m0"],
    ]);
  });

  it("follows a bye's one player into the next round", () => {
    const firstRound = round(1, [match(1, 0, "a", null), match(1, 1, "b", null), match(1, 2, "c", "d", [0, 1]), match(1, 3, "e", null)]);
    const semiFinals = round(2, [match(2, 0, "b", "d"), match(2, 1, "e", "a")]);
    expect(ids(orderBracketRounds([firstRound, semiFinals]))[0]).toEqual(["r1-m1", "r1-m2", "r1-m3", "r1-m0"]);
  });

  it("keeps the relative order of matches whose winner is not in the next round, after the placed ones", () => {
    // Only the first semi-final is known (c against g); the others are not placed.
    const semiFinals = round(2, [match(2, 0, "g", "c")]);
    expect(ids(orderBracketRounds([quarterFinals, semiFinals]))[0]).toEqual(["r1-m3", "r1-m1", "r1-m0", "r1-m2"]);
  });

  it("leaves a single round as it is and changes none of the rounds passed in", () => {
    const semiFinals = round(2, [match(2, 0, "a", "g"), match(2, 1, "e", "c")]);
    const rounds = [quarterFinals, semiFinals];
    const before = structuredClone(rounds);
    orderBracketRounds(rounds);
    expect(rounds).toEqual(before);
    expect(orderBracketRounds([quarterFinals])).toEqual([quarterFinals]);
    expect(orderBracketRounds([])).toEqual([]);
  });

  it("orders the real answers: a completed elimination and one with byes", () => {
    const completed = orderBracketRounds(tournamentFixture("elimination-completed").eliminationFixtures);
    // The semi-finals were drawn ali–banu and can–fatma.
    expect(homes(completed[0]!)).toEqual(["ali-emre", "hakan-banu", "can-dilek", "fatma-gul"]);
    expect(homes(completed[1]!)).toEqual(["ali-banu", "can-fatma"]);

    const withByes = orderBracketRounds(tournamentFixture("elimination-active").eliminationFixtures);
    expect(homes(withByes[0]!)).toEqual(["ali-Bay", "can-Bay", "uzun_isimli_oyuncu_1-dilek", "banu-Bay"]);
  });
});
