import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";

type Person = NonNullable<TournamentMatch["home"]>;

export interface Placings {
  champion: Person | null;
  second: Person | null;
  third: Person | null;
}

const decided = (match: TournamentMatch | null | undefined): match is TournamentMatch =>
  !!match && (match.isConfirmed || match.isCompleted) && match.homeScore !== null && match.awayScore !== null;

/** More goals, or (issue 28) level after play and more penalties. */
function homeWon(match: TournamentMatch): boolean {
  const [home, away] = [match.homeScore ?? 0, match.awayScore ?? 0];
  return home > away || (home === away && (match.homePenalties ?? 0) > (match.awayPenalties ?? 0));
}

function winnerOf(match: TournamentMatch): Person | null {
  return homeWon(match) ? match.home : match.away;
}

function loserOf(match: TournamentMatch): Person | null {
  return homeWon(match) ? match.away : match.home;
}

/**
 * Who won and lost `match`; null while it is not decided. Issue 28: the first leg of a two-legged
 * tie stands for its tie, decided on aggregate (or by leg 2's shoot-out) once both legs are played:
 * the answer's `ties` name its winner, as the engine has it.
 */
function outcome(tournament: Tournament, match: TournamentMatch | null | undefined): { winner: Person | null; loser: Person | null } | null {
  if (!match) return null;
  const tie = (tournament.ties ?? []).find((t) => t.legs[0] === match._id);
  if (tie) {
    if (!tie.winner) return null;
    const homeWent = tie.winner._id === match.home?._id;
    return { winner: homeWent ? match.home : match.away, loser: homeWent ? match.away : match.home };
  }
  return decided(match) ? { winner: winnerOf(match), loser: loserOf(match) } : null;
}

/**
 * Part 2 §2: the podium of a knockout (group or elimination) read from its confirmed final and
 * third-place match, as the server will store it on finishing (the answer names them only once
 * the tournament is completed). Without a third-place match (a bye in the semi-finals left one
 * loser) that lone loser is third, as the engine has it. Null while the final is not decided.
 */
export function knockoutPlacings(tournament: Tournament): Placings | null {
  const final = tournament.finalFixture;
  const decidedFinal = outcome(tournament, final);
  if (!final || !decidedFinal) return null;
  let third: Person | null = null;
  const thirdPlace = tournament.thirdPlaceFixture;
  if (thirdPlace) third = decided(thirdPlace) ? winnerOf(thirdPlace) : null;
  else if (tournament.system === "elimination") {
    const semiFinal = tournament.eliminationFixtures.find((round) => round.round === final.round - 1);
    // One loser per tie: a second leg is its tie's, which its first leg stands for.
    const secondLegs = new Set((tournament.ties ?? []).map((tie) => tie.legs[1]));
    const ties = (semiFinal?.matches ?? []).filter((match) => !match.isBye && !secondLegs.has(match._id));
    const losers = ties.flatMap((match) => outcome(tournament, match)?.loser ?? []);
    if (losers.length === 1) third = losers[0] ?? null;
  }
  return { champion: decidedFinal.winner, second: decidedFinal.loser, third };
}

/** Part 2 §4: a challenge's champion is the side whose wins reached ceiling(bestOf / 2). */
export function challengeChampion(tournament: Tournament): Person | null {
  const score = tournament.challengeScore;
  const first = tournament.challengeFixtures[0];
  if (!score || !first) return null;
  if (score.home >= score.target) return first.home;
  if (score.away >= score.target) return first.away;
  return null;
}

/**
 * Issue 29: a decided double elimination's or Swiss tournament's champion, read from its fixtures
 * as the server will store it on finishing; null while undecided or for another system. Double
 * elimination: the winner of its last grand final (the reset exists only once the losers' side
 * won the first). Swiss: its knockout final's, or without a knockout, the table's first once
 * every round is played.
 */
export function newSystemChampion(tournament: Tournament): Person | null {
  if (tournament.system === "doubleElimination") {
    const finals = tournament.grandFinalFixtures.flatMap((round) => round.matches).filter((match) => !match.isNotNeeded);
    return outcome(tournament, finals.at(-1))?.winner ?? null;
  }
  if (tournament.system !== "swiss") return null;
  if ((tournament.knockoutSize ?? 0) > 0) return outcome(tournament, tournament.finalFixture)?.winner ?? null;
  const rounds = tournament.swissFixtures;
  const played = rounds.length === tournament.swissRounds && rounds.every((round) => round.matches.every((match) => match.isBye || decided(match)));
  return played ? (tournament.swissStandings[0]?.team ?? null) : null;
}
