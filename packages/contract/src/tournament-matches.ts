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
