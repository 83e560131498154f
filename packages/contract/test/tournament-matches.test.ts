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
    } as unknown as Tournament;
    expect(matchesOf(tournament).map((m) => m._id)).toEqual(["final-r1-m0", "final-r1-m0-l2"]);
  });
});
