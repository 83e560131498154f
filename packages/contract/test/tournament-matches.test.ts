// Every match of an answer once, whatever its system (tournament-matches.ts): the lists of open
// matches ('Maçlarım', the organiser's desk, the deadlines) read them from here.
import { describe, expect, it } from "vitest";
import { matchesOf, someMatch } from "../src/tournament-matches.ts";
import type { Tournament, TournamentMatch } from "../src/tournaments.ts";

const match = (id: string, stage: TournamentMatch["stage"], leg = 1) => ({ _id: id, stage, leg }) as TournamentMatch;

/** A tournament's every list of matches, empty. */
const noMatches = {
  leagueFixtures: [],
  groupFixtures: [],
  knockoutFixtures: [],
  eliminationFixtures: [],
  finalFixture: null,
  finalSecondLeg: null,
  thirdPlaceFixture: null,
  challengeFixtures: [],
  winnersFixtures: [],
  losersFixtures: [],
  grandFinalFixtures: [],
  swissFixtures: [],
};

describe("matchesOf", () => {
  it("issue 28: a group tournament's two-legged final brings its second leg too", () => {
    const final = match("final-r1-m0", "final");
    const second = match("final-r1-m0-l2", "final", 2);
    const tournament = {
      ...noMatches,
      knockoutFixtures: [{ round: 1, name: "Final", matches: [final] }],
      finalFixture: final,
      finalSecondLeg: second,
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

describe("someMatch", () => {
  it("finds the one match that passes wherever it is (a group's round, the final's second leg, a challenge's game), and answers no when none does", () => {
    const due = { ...match("final-r1-m0-l2", "final", 2), deadline: "2026-12-01T12:00:00.000Z" } as TournamentMatch;
    const open = (id: string, stage: TournamentMatch["stage"]) => ({ ...match(id, stage), deadline: null }) as TournamentMatch;
    const hasDeadline = (m: TournamentMatch) => m.deadline !== null;
    const groups = {
      ...noMatches,
      groupFixtures: [{ group: 1, fixtures: [{ round: 1, name: "1. Hafta", matches: [open("group-1-r1-m0", "group")] }] }],
    };
    expect(someMatch({ ...groups, finalFixture: open("final-r1-m0", "final"), finalSecondLeg: due } as unknown as Tournament, hasDeadline)).toBe(
      true,
    );
    expect(someMatch({ ...noMatches, challengeFixtures: [open("challenge-r1-m0", "challenge"), due] } as unknown as Tournament, hasDeadline)).toBe(
      true,
    );
    expect(someMatch({ ...groups, finalFixture: open("final-r1-m0", "final") } as unknown as Tournament, hasDeadline)).toBe(false);
  });

  it("stops at the first match that passes (a league of 128 has 16,256 to look through)", () => {
    const weeks = [1, 2, 3].map((round) => ({ round, name: `${round}. Hafta`, matches: [match(`league-r${round}-m0`, "league")] }));
    const seen: string[] = [];
    const found = someMatch({ ...noMatches, leagueFixtures: weeks } as unknown as Tournament, (m) => {
      seen.push(m._id);
      return m._id === "league-r2-m0";
    });
    expect(found).toBe(true);
    expect(seen).toEqual(["league-r1-m0", "league-r2-m0"]);
  });
});
