import { describe, expect, it } from "vitest";
import { expandTournament, tournamentAnswerSchema, type MatchAnswer, type TournamentAnswer } from "../src/tournament-answer.ts";
import type { TournamentMatch } from "../src/tournaments.ts";

/**
 * Issue 27: what the reader derives from the compact answer, system by system: each match's key,
 * stage, group, round, name, leg and index from where it stands; its players from their numbers;
 * bye, dispute and overdue (at the reader's `now`) from what it carries. The server's side of the
 * same (the compact answer expands to exactly the answer before it, in every system) is
 * apps/server/test/tournament-answer.test.ts.
 */

const people = ["ali", "banu", "can", "dilek"].map((username, i) => ({ _id: `id-${i}`, username }));
const person = (n: number) => people[n]!;

function answer(fields: Partial<TournamentAnswer>): TournamentAnswer {
  return tournamentAnswerSchema.parse({
    _id: "t1",
    id: "t1",
    slug: "lig",
    name: "Lig",
    platform: { _id: "p1", name: "Kulüp", slug: "kulup", ownerId: "id-0" },
    system: "league",
    status: "active",
    matchType: null,
    bestOf: null,
    groupCount: null,
    teamsAdvancing: null,
    participants: people.map((p) => ({ ...p, seed: null, group: null, profileImage: null })),
    seededParticipants: [],
    participantCount: 4,
    createdBy: person(0),
    resultEntry: "players",
    roundDays: null,
    tiebreakers: null,
    knockoutLegs: null,
    finalLegs: null,
    ties: [],
    grandFinalReset: null,
    swissRounds: null,
    knockoutSize: null,
    champion: null,
    winner: null,
    secondPlace: null,
    thirdPlace: null,
    groups: [],
    leagueFixtures: [],
    leagueStandings: [],
    groupFixtures: [],
    groupStandings: [],
    knockoutFixtures: [],
    finalFixture: null,
    thirdPlaceFixture: null,
    finalSecondLeg: null,
    eliminationFixtures: [],
    challengeFixtures: [],
    winnersFixtures: [],
    losersFixtures: [],
    grandFinalFixtures: [],
    swissFixtures: [],
    swissStandings: [],
    challengeScore: null,
    currentRound: 1,
    step: null,
    activeGroupTab: null,
    actions: { confirm: [], cancel: [], advance: false, finish: false, pause: false, resume: false, reopen: false },
    version: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
    lastUpdated: "2026-01-01T00:00:00.000Z",
    pausedAt: null,
    completedAt: null,
    ...fields,
  });
}

/** A match as the expanded answer has it, with the defaults of an open one. */
function whole(fields: Partial<TournamentMatch> & Pick<TournamentMatch, "_id" | "stage" | "round" | "roundName">): TournamentMatch {
  return {
    group: null,
    index: 0,
    leg: 1,
    home: null,
    away: null,
    homeScore: null,
    awayScore: null,
    homePenalties: null,
    awayPenalties: null,
    homeClub: null,
    awayClub: null,
    isConfirmed: false,
    isCompleted: false,
    isBye: false,
    isNotNeeded: false,
    reports: [],
    isDisputed: false,
    isWalkover: false,
    deadline: null,
    isOverdue: false,
    ...fields,
  };
}

const noShootoutNorClubs = { homePenalties: null, awayPenalties: null, homeClub: null, awayClub: null };

const WEEK = "2026-03-08T20:00:00.000Z";
const LATER = "2026-03-15T20:00:00.000Z";
const at = "2026-03-02T10:00:00.000Z";

describe("expandTournament", () => {
  it("a double league: keys and rounds from their place, leg 2 from the round, byes, reports, disputes, walkovers, deadlines and overdue", () => {
    const played: MatchAnswer = { home: 0, away: 1, homeScore: 3, awayScore: 0, isConfirmed: true, isWalkover: true };
    const disputed: MatchAnswer = {
      home: 2,
      away: 3,
      reports: [
        { by: 2, homeScore: 1, awayScore: 0, at },
        { by: 3, homeScore: 0, awayScore: 1, at },
      ],
    };
    const league = answer({
      matchType: "double",
      leagueFixtures: [
        { round: 1, name: "1. Hafta", deadline: WEEK, matches: [played, disputed] },
        {
          round: 4,
          name: "4. Hafta",
          leg: 2,
          deadline: WEEK,
          matches: [
            { home: 1, away: null },
            { home: 3, away: 2, deadline: LATER },
          ],
        },
      ],
      actions: {
        confirm: ["league-r1-m1", "league-r4-m1"],
        cancel: ["league-r1-m0"],
        advance: false,
        finish: false,
        pause: true,
        resume: false,
        reopen: false,
      },
    });
    const before = expandTournament(league, new Date("2026-03-01T00:00:00.000Z"));
    expect(before.leagueFixtures).toEqual([
      {
        round: 1,
        name: "1. Hafta",
        matches: [
          whole({
            _id: "league-r1-m0",
            stage: "league",
            round: 1,
            roundName: "1. Hafta",
            home: person(0),
            away: person(1),
            homeScore: 3,
            awayScore: 0,
            isConfirmed: true,
            isCompleted: true,
            isWalkover: true,
            deadline: WEEK,
          }),
          whole({
            _id: "league-r1-m1",
            stage: "league",
            round: 1,
            roundName: "1. Hafta",
            index: 1,
            home: person(2),
            away: person(3),
            reports: [
              { by: person(2), homeScore: 1, awayScore: 0, ...noShootoutNorClubs, at },
              { by: person(3), homeScore: 0, awayScore: 1, ...noShootoutNorClubs, at },
            ],
            isDisputed: true,
            deadline: WEEK,
          }),
        ],
      },
      {
        round: 4,
        name: "4. Hafta",
        matches: [
          whole({ _id: "league-r4-m0", stage: "league", round: 4, roundName: "4. Hafta", leg: 2, home: person(1), isBye: true }),
          whole({
            _id: "league-r4-m1",
            stage: "league",
            round: 4,
            roundName: "4. Hafta",
            index: 1,
            leg: 2,
            home: person(3),
            away: person(2),
            deadline: LATER,
          }),
        ],
      },
    ]);
    // The same person object for every match of a participant.
    expect(before.leagueFixtures[0]!.matches[1]!.home).toBe(before.leagueFixtures[0]!.matches[1]!.reports[0]!.by);
    expect(before.actions.confirm).toEqual(["league-r1-m1", "league-r4-m1"]);

    // Overdue is the reader's: open, not a bye, past its deadline at `now`.
    const overdue = (now: string) =>
      expandTournament(league, new Date(now))
        .leagueFixtures.flatMap((r) => r.matches)
        .filter((m) => m.isOverdue)
        .map((m) => m._id);
    expect(overdue("2026-03-08T19:59:59.999Z")).toEqual([]);
    expect(overdue(WEEK)).toEqual(["league-r1-m1"]);
    expect(overdue("2026-04-01T00:00:00.000Z")).toEqual(["league-r1-m1", "league-r4-m1"]);
  });

  it("a group stage: the group from its container, the knockout, the final and the third-place match", () => {
    const groups = expandTournament(
      answer({
        system: "group",
        groupFixtures: [
          { group: 0, label: "A", fixtures: [{ round: 1, name: "1. Hafta", matches: [{ home: 0, away: 1 }] }] },
          { group: 1, label: "B", fixtures: [{ round: 1, name: "1. Hafta", matches: [{ home: 2, away: 3 }] }] },
        ],
        knockoutFixtures: [
          {
            round: 1,
            name: "Son 4",
            matches: [
              { home: 0, away: 3 },
              { home: 2, away: 1 },
            ],
          },
        ],
        finalFixture: { home: 0, away: 2, round: 1 },
        thirdPlaceFixture: { home: 3, away: 1, round: 1 },
      }),
    );
    expect(groups.groupFixtures[1]!.fixtures[0]!.matches[0]).toEqual(
      whole({ _id: "group-g1-r1-m0", stage: "group", group: 1, round: 1, roundName: "1. Hafta", home: person(2), away: person(3) }),
    );
    expect(groups.knockoutFixtures[0]!.matches.map((m) => [m._id, m.stage, m.roundName, m.index])).toEqual([
      ["knockout-r1-m0", "knockout", "Son 4", 0],
      ["knockout-r1-m1", "knockout", "Son 4", 1],
    ]);
    expect(groups.finalFixture).toEqual(
      whole({ _id: "final-r1-m0", stage: "final", round: 1, roundName: "Final", home: person(0), away: person(2) }),
    );
    expect(groups.thirdPlaceFixture).toMatchObject({ _id: "thirdPlace-r1-m0", stage: "thirdPlace", roundName: "Üçüncülük Maçı" });
  });

  it("an elimination: its final is its last round's match; an index that is not the place in the list is carried", () => {
    const elimination = expandTournament(
      answer({
        system: "elimination",
        eliminationFixtures: [
          {
            round: 1,
            name: "Yarı Final",
            matches: [
              { home: 0, away: null },
              { home: 1, away: 2, index: 3 },
            ],
          },
          { round: 2, name: "Final", matches: [{ home: 0, away: null }] },
        ],
        finalFixture: { home: 0, away: null, round: 2 },
      }),
    );
    expect(elimination.eliminationFixtures[0]!.matches.map((m) => [m._id, m.isBye])).toEqual([
      ["elimination-r1-m0", true],
      ["elimination-r1-m3", false],
    ]);
    expect(elimination.finalFixture).toEqual(elimination.eliminationFixtures[1]!.matches[0]);
    expect(elimination.finalFixture).toMatchObject({ _id: "elimination-r2-m0", stage: "elimination", roundName: "Final" });
  });

  it("issue 28: a shoot-out and the clubs where they were sent, null where not; reports that differ only in the shoot-out are a dispute", () => {
    const at = "2026-03-02T10:00:00.000Z";
    const elimination = expandTournament(
      answer({
        system: "elimination",
        eliminationFixtures: [
          {
            round: 1,
            name: "Yarı Final",
            matches: [
              { home: 0, away: 1, homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3, homeClub: "Galatasaray", isConfirmed: true },
              {
                home: 2,
                away: 3,
                reports: [
                  { by: 2, homeScore: 2, awayScore: 2, homePenalties: 5, awayPenalties: 4, awayClub: "Ajax", at },
                  { by: 3, homeScore: 2, awayScore: 2, homePenalties: 4, awayPenalties: 5, at },
                ],
              },
            ],
          },
        ],
      }),
    );
    const [decided, open] = elimination.eliminationFixtures[0]!.matches;
    expect(decided).toMatchObject({ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3, homeClub: "Galatasaray", awayClub: null });
    expect(open).toMatchObject({ homePenalties: null, awayPenalties: null, homeClub: null, awayClub: null, isDisputed: true });
    expect(open!.reports.map((r) => [r.homePenalties, r.awayPenalties, r.homeClub, r.awayClub])).toEqual([
      [5, 4, null, "Ajax"],
      [4, 5, null, null],
    ]);
  });

  it("issue 28: a tie's second leg says so; its id is the position's with '-l2', and a two-legged final's second leg is its own field", () => {
    const elimination = expandTournament(
      answer({
        system: "elimination",
        knockoutLegs: 2,
        finalLegs: 2,
        eliminationFixtures: [
          {
            round: 1,
            name: "Final",
            matches: [
              { home: 0, away: 1 },
              { home: 1, away: 0, index: 0, leg: 2 },
            ],
          },
        ],
        finalFixture: { home: 0, away: 1, round: 1 },
        finalSecondLeg: { home: 1, away: 0, round: 1, leg: 2 },
      }),
    );
    expect(elimination.eliminationFixtures[0]!.matches.map((m) => [m._id, m.index, m.leg])).toEqual([
      ["elimination-r1-m0", 0, 1],
      ["elimination-r1-m0-l2", 0, 2],
    ]);
    expect(elimination.finalSecondLeg).toEqual(elimination.eliminationFixtures[0]!.matches[1]);
  });

  it("issue 29: double elimination's brackets and grand final, a Swiss tournament's rounds: each match's stage and key from its list", () => {
    const doubleElimination = expandTournament(
      answer({
        system: "doubleElimination",
        winnersFixtures: [
          {
            round: 1,
            name: "Kazananlar 1. Tur",
            matches: [
              { home: 0, away: 1 },
              { home: 2, away: null },
            ],
          },
        ],
        losersFixtures: [{ round: 1, name: "Kaybedenler 1. Tur", matches: [{ home: 1, away: 3 }] }],
        grandFinalFixtures: [{ round: 2, name: "Büyük Final (Tekrar)", matches: [{ home: 0, away: 2 }] }],
      }),
    );
    expect(doubleElimination.winnersFixtures[0]!.matches.map((m) => [m._id, m.stage, m.isBye])).toEqual([
      ["winners-r1-m0", "winners", false],
      ["winners-r1-m1", "winners", true],
    ]);
    expect(doubleElimination.losersFixtures[0]!.matches[0]).toMatchObject({ _id: "losers-r1-m0", stage: "losers", roundName: "Kaybedenler 1. Tur" });
    expect(doubleElimination.grandFinalFixtures[0]!.matches[0]).toMatchObject({ _id: "grandFinal-r2-m0", stage: "grandFinal", round: 2 });
    const swiss = expandTournament(answer({ system: "swiss", swissFixtures: [{ round: 3, name: "3. Tur", matches: [{ home: 3, away: 0 }] }] }));
    expect(swiss.swissFixtures[0]!.matches[0]).toMatchObject({
      _id: "swiss-r3-m0",
      stage: "swiss",
      roundName: "3. Tur",
      home: person(3),
      away: person(0),
    });
  });

  it("a challenge: each game's round and name, a game no longer needed", () => {
    const challenge = expandTournament(
      answer({
        system: "challenge",
        challengeFixtures: [
          { home: 0, away: 1, homeScore: 2, awayScore: 0, isConfirmed: true, round: 1 },
          { home: 1, away: 0, homeScore: 0, awayScore: 1, isConfirmed: true, round: 2 },
          { home: 0, away: 1, isNotNeeded: true, round: 3, deadline: WEEK },
        ],
      }),
      new Date("2027-01-01T00:00:00.000Z"),
    );
    expect(challenge.challengeFixtures.map((m) => [m._id, m.roundName, m.isNotNeeded, m.isOverdue])).toEqual([
      ["challenge-r1-m0", "1. Maç", false, false],
      ["challenge-r2-m0", "2. Maç", false, false],
      ["challenge-r3-m0", "3. Maç", true, false],
    ]);
  });
});
