import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";

/** Every match of a tournament's answer, whatever its system, in the order of its fixtures. */
export function allMatches(tournament: Tournament): TournamentMatch[] {
  return [
    ...tournament.leagueFixtures.flatMap((round) => round.matches),
    ...tournament.groupFixtures.flatMap((group) => group.fixtures.flatMap((round) => round.matches)),
    ...tournament.knockoutFixtures.flatMap((round) => round.matches),
    ...tournament.eliminationFixtures.flatMap((round) => round.matches),
    ...(tournament.finalFixture ? [tournament.finalFixture] : []),
    ...(tournament.thirdPlaceFixture ? [tournament.thirdPlaceFixture] : []),
    ...tournament.challengeFixtures,
  ];
}

/**
 * When the answer stops being true without any action (issue 25): the first deadline still ahead
 * of an open match, at which `isOverdue` turns; null when none is. The read cache keeps an answer
 * no longer than this.
 */
export function nextOverdueAt(tournament: Tournament): number | null {
  let next: number | null = null;
  for (const match of allMatches(tournament)) {
    if (match.deadline === null || match.isOverdue || match.isConfirmed || match.isBye || match.isNotNeeded) continue;
    const at = Date.parse(match.deadline);
    if (next === null || at < next) next = at;
  }
  return next;
}
