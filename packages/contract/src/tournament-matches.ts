import type { Tournament, TournamentMatch } from "./tournaments.ts";

/**
 * Every match of a tournament's answer once, whatever its system, in the order its page shows
 * them (a final is also the last knockout round's, so it is kept once). Types only: any page may
 * carry it, as the server does.
 */
export function matchesOf(tournament: Tournament): TournamentMatch[] {
  const all = [
    ...tournament.leagueFixtures.flatMap((round) => round.matches),
    ...tournament.groupFixtures.flatMap((group) => group.fixtures.flatMap((round) => round.matches)),
    ...tournament.knockoutFixtures.flatMap((round) => round.matches),
    ...tournament.eliminationFixtures.flatMap((round) => round.matches),
    ...(tournament.finalFixture ? [tournament.finalFixture] : []),
    // Issue 28: a two-legged final's second leg (a group tournament's; elimination's is in its rounds).
    ...(tournament.finalSecondLeg ? [tournament.finalSecondLeg] : []),
    ...(tournament.thirdPlaceFixture ? [tournament.thirdPlaceFixture] : []),
    ...tournament.challengeFixtures,
    // Issue 29: double elimination's brackets and grand final, a Swiss tournament's rounds.
    ...tournament.winnersFixtures.flatMap((round) => round.matches),
    ...tournament.losersFixtures.flatMap((round) => round.matches),
    ...tournament.grandFinalFixtures.flatMap((round) => round.matches),
    ...tournament.swissFixtures.flatMap((round) => round.matches),
  ];
  return [...new Map(all.map((match) => [match._id, match])).values()];
}

/**
 * Whether any match of the tournament passes `test`, looked through in place: no list of every
 * match is made (a double league of 128 has 16,256), and the look stops at the first.
 */
export function someMatch(tournament: Tournament, test: (match: TournamentMatch) => boolean): boolean {
  const rounds = [
    tournament.leagueFixtures,
    ...tournament.groupFixtures.map((group) => group.fixtures),
    tournament.knockoutFixtures,
    tournament.eliminationFixtures,
    tournament.winnersFixtures,
    tournament.losersFixtures,
    tournament.grandFinalFixtures,
    tournament.swissFixtures,
  ];
  const single = [tournament.finalFixture, tournament.finalSecondLeg, tournament.thirdPlaceFixture, ...tournament.challengeFixtures];
  return rounds.some((list) => list.some((round) => round.matches.some(test))) || single.some((match) => match != null && test(match));
}
