import type { FixtureRound, SwissStandingRow, Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { tournamentFixture } from "./load.ts";

/**
 * Issue 29's two systems as the server answers them (expanded), built by hand while the server's
 * side is being written: a double elimination of four played to its bracket reset, one of three
 * under way with a bye, and a Swiss tournament of six with a knockout of four. Ids are the
 * engine's (`stage-rR-mI`), as the app rebuilds them from the compact answer.
 */
type Person = { _id: string; username: string };
export const person = (username: string): Person => ({ _id: `id-${username}`, username });

interface Played {
  home: string | null;
  away: string | null;
  score?: [number, number];
  penalties?: [number, number];
  notNeeded?: boolean;
}

export function match(stage: TournamentMatch["stage"], round: number, roundName: string, index: number, played: Played): TournamentMatch {
  const home = played.home === null ? null : person(played.home);
  const away = played.away === null ? null : person(played.away);
  const confirmed = played.score !== undefined;
  return {
    _id: `${stage}-r${round}-m${index}`,
    stage,
    group: null,
    round,
    roundName,
    index,
    leg: 1,
    home,
    away,
    homeScore: played.score?.[0] ?? null,
    awayScore: played.score?.[1] ?? null,
    homePenalties: played.penalties?.[0] ?? null,
    awayPenalties: played.penalties?.[1] ?? null,
    homeClub: null,
    awayClub: null,
    isConfirmed: confirmed,
    isCompleted: confirmed,
    isBye: (home === null) !== (away === null),
    isNotNeeded: played.notNeeded ?? false,
    reports: [],
    isDisputed: false,
    isWalkover: false,
    deadline: null,
    isOverdue: false,
  };
}

function round(stage: TournamentMatch["stage"], number: number, name: string, matches: Played[]): FixtureRound {
  return { round: number, name, matches: matches.map((played, index) => match(stage, number, name, index, played)) };
}

const noActions = { confirm: [], cancel: [], advance: false, finish: false, pause: false, resume: false, reopen: false };

/** A tournament of `system` among `names`, every system's fields empty, changed by `fields`. */
function base(system: Tournament["system"], name: string, slug: string, names: string[], fields: Partial<Tournament>): Tournament {
  const template = tournamentFixture("elimination-active");
  return {
    ...template,
    _id: `t-${slug}`,
    id: `t-${slug}`,
    slug,
    name,
    system,
    matchType: null,
    participants: names.map((username) => ({ ...person(username), seed: null, group: null, profileImage: null })),
    seededParticipants: [],
    participantCount: names.length,
    createdBy: { _id: "id-kurucu", username: "kurucu" },
    knockoutLegs: null,
    finalLegs: null,
    eliminationFixtures: [],
    thirdPlaceFixture: null,
    finalFixture: null,
    finalSecondLeg: null,
    knockoutFixtures: [],
    ties: [],
    actions: noActions,
    ...fields,
  };
}

/**
 * Four players, completed: ali wins the winners' bracket, banu comes back through the losers'
 * bracket (beating can in its final), wins the first grand final, and ali the reset.
 */
export function doubleEliminationCompleted(): Tournament {
  return base("doubleElimination", "Çifte Kupa", "cifte-kupa", ["ali", "banu", "can", "dilek"], {
    status: "completed",
    grandFinalReset: true,
    winnersFixtures: [
      round("winners", 1, "Kazananlar 1. Tur", [
        { home: "ali", away: "dilek", score: [2, 0] },
        { home: "banu", away: "can", score: [1, 1], penalties: [4, 3] },
      ]),
      round("winners", 2, "Kazananlar 2. Tur", [{ home: "ali", away: "banu", score: [3, 1] }]),
    ],
    losersFixtures: [
      round("losers", 1, "Kaybedenler 1. Tur", [{ home: "dilek", away: "can", score: [1, 2] }]),
      round("losers", 2, "Kaybedenler 2. Tur", [{ home: "banu", away: "can", score: [2, 0] }]),
    ],
    grandFinalFixtures: [
      round("grandFinal", 1, "Büyük Final", [{ home: "ali", away: "banu", score: [1, 2] }]),
      round("grandFinal", 2, "Büyük Final (Tekrar)", [{ home: "ali", away: "banu", score: [3, 0] }]),
    ],
    champion: person("ali"),
    winner: person("ali"),
    secondPlace: person("banu"),
    thirdPlace: person("can"),
    completedAt: "2026-11-20T12:00:00.000Z",
  });
}

/**
 * Three players under way: ali has a bye in the first round, banu beat can; the winners' final
 * (ali – banu) is open, and can waits in the losers' bracket for its loser.
 */
export function doubleEliminationActive(): Tournament {
  return base("doubleElimination", "Üçlü Kupa", "uclu-kupa", ["ali", "banu", "can"], {
    status: "active",
    grandFinalReset: true,
    winnersFixtures: [
      round("winners", 1, "Kazananlar 1. Tur", [
        { home: "ali", away: null },
        { home: "banu", away: "can", score: [2, 0] },
      ]),
      round("winners", 2, "Kazananlar 2. Tur", [{ home: "ali", away: "banu" }]),
    ],
    losersFixtures: [],
    grandFinalFixtures: [],
    actions: { ...noActions, confirm: ["winners-r2-m0"], cancel: [], pause: true },
  });
}

function row(username: string, figures: [number, number, number, number, number, number, number], buchholz: number, sb: number): SwissStandingRow {
  const [played, won, drawn, lost, goalsFor, goalsAgainst, points] = figures;
  return {
    team: person(username),
    played,
    won,
    drawn,
    lost,
    goalsFor,
    goalsAgainst,
    goalDifference: goalsFor - goalsAgainst,
    points,
    buchholz,
    sonnebornBerger: sb,
  };
}

/**
 * Six players, three Swiss rounds played (a draw among them), a knockout of the top four drawn:
 * its semi-finals are open.
 */
export function swissKnockout(): Tournament {
  const names = ["ali", "banu", "can", "dilek", "ece", "fikret"];
  return base("swiss", "İsviçre Kupası", "isvicre-kupasi", names, {
    status: "active",
    swissRounds: 3,
    knockoutSize: 4,
    knockoutLegs: 1,
    finalLegs: 1,
    swissFixtures: [
      round("swiss", 1, "1. Tur", [
        { home: "ali", away: "dilek", score: [2, 0] },
        { home: "banu", away: "ece", score: [1, 1] },
        { home: "can", away: "fikret", score: [3, 1] },
      ]),
      round("swiss", 2, "2. Tur", [
        { home: "ali", away: "can", score: [1, 0] },
        { home: "ece", away: "banu", score: [0, 2] },
        { home: "fikret", away: "dilek", score: [1, 1] },
      ]),
      round("swiss", 3, "3. Tur", [
        { home: "banu", away: "ali", score: [2, 2] },
        { home: "can", away: "ece", score: [2, 0] },
        { home: "dilek", away: "fikret", score: [0, 1] },
      ]),
    ],
    swissStandings: [
      row("ali", [3, 2, 1, 0, 5, 2, 7], 14, 11),
      row("can", [3, 2, 0, 1, 5, 2, 6], 11, 6),
      row("banu", [3, 1, 2, 0, 5, 3, 5], 14, 9),
      row("fikret", [3, 1, 1, 1, 3, 4, 4], 8, 4.5),
      row("ece", [3, 0, 1, 2, 1, 5, 1], 12, 1),
      row("dilek", [3, 0, 1, 2, 1, 4, 1], 11, 1),
    ],
    knockoutFixtures: [
      round("knockout", 1, "Yarı Final", [
        { home: "ali", away: "fikret" },
        { home: "can", away: "banu" },
      ]),
    ],
    actions: { ...noActions, confirm: ["knockout-r1-m0", "knockout-r1-m1"], pause: true },
  });
}
