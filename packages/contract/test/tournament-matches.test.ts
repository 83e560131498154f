// Every match of an answer once, whatever its system (tournament-matches.ts): the lists of open
// matches ('Maçlarım', the organiser's desk, the deadlines) read them from here.
import { describe, expect, it } from "vitest";
import { matchesOf } from "../src/tournament-matches.ts";
import type { Tournament, TournamentMatch } from "../src/tournaments.ts";

const match = (id: string, stage: TournamentMatch["stage"], leg = 1) => ({ _id: id, stage, leg }) as TournamentMatch;

describe("matchesOf", () => {
  it("issue 28: a group tournament's two-legged final brings its second leg too", () => {
    const final = match("final-r1-m0", "final");
    const second = match("final-r1-m0-l2", "final", 2);
    const tournament = {
      leagueFixtures: [],
      groupFixtures: [],
      knockoutFixtures: [{ round: 1, name: "Final", matches: [final] }],
      eliminationFixtures: [],
      finalFixture: final,
      finalSecondLeg: second,
      thirdPlaceFixture: null,
      challengeFixtures: [],
      winnersFixtures: [],
      losersFixtures: [],
      grandFinalFixtures: [],
      swissFixtures: [],
    } as unknown as Tournament;
    expect(matchesOf(tournament).map((m) => m._id)).toEqual(["final-r1-m0", "final-r1-m0-l2"]);
  });

  it("issue 29: double elimination's two brackets and grand final, a Swiss tournament's rounds and its knockout", () => {
    const none = { leagueFixtures: [], groupFixtures: [], knockoutFixtures: [], eliminationFixtures: [], challengeFixtures: [] };
    const doubleElimination = {
      ...none,
      finalFixture: null,
      finalSecondLeg: null,
      thirdPlaceFixture: null,
      winnersFixtures: [{ round: 1, name: "Kazananlar 1. Tur", matches: [match("winners-r1-m0", "winners")] }],
      losersFixtures: [{ round: 1, name: "Kaybedenler 1. Tur", matches: [match("losers-r1-m0", "losers")] }],
      grandFinalFixtures: [{ round: 1, name: "Büyük Final", matches: [match("grandFinal-r1-m0", "grandFinal")] }],
      swissFixtures: [],
    } as unknown as Tournament;
    expect(matchesOf(doubleElimination).map((m) => m._id)).toEqual(["winners-r1-m0", "losers-r1-m0", "grandFinal-r1-m0"]);
    const final = match("final-r4-m0", "final");
    const swiss = {
      ...none,
      knockoutFixtures: [{ round: 4, name: "Final", matches: [final] }],
      finalFixture: final,
      finalSecondLeg: null,
      thirdPlaceFixture: null,
      winnersFixtures: [],
      losersFixtures: [],
      grandFinalFixtures: [],
      swissFixtures: [{ round: 1, name: "1. Tur", matches: [match("swiss-r1-m0", "swiss")] }],
    } as unknown as Tournament;
    expect(
      matchesOf(swiss)
        .map((m) => m._id)
        .sort(),
    ).toEqual(["final-r4-m0", "swiss-r1-m0"]);
  });
});
