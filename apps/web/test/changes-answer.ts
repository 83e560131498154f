import type { TournamentChanges, TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import type { Tournament } from "@turnuva/contract/tournaments";
import { matchesOf } from "@turnuva/contract/tournament-matches";

/**
 * What the server answers a match action asked with `Prefer: return=minimal` (issue 27), from the
 * tournament before and after it: the matches that differ, the new version and status.
 */
export function changesBetween(before: Tournament, after: Tournament): TournamentChanges {
  const earlier = new Map(matchesOf(before).map((m) => [m._id, JSON.stringify(m)]));
  return {
    _id: after._id,
    slug: after.slug,
    version: after.version,
    status: after.status,
    champion: after.champion,
    winner: after.winner,
    secondPlace: after.secondPlace,
    thirdPlace: after.thirdPlace,
    lastUpdated: after.lastUpdated,
    pausedAt: after.pausedAt,
    completedAt: after.completedAt,
    matches: matchesOf(after).filter((m) => earlier.get(m._id) !== JSON.stringify(m)),
    redrawn: matchesOf(after).some((m) => !earlier.has(m._id)) || matchesOf(before).length !== matchesOf(after).length,
  };
}

/** A stubbed match action's answer: 200 with the changes from `before` to `after`. */
export const changesAnswer = (before: Tournament, after: Tournament, message?: string) => ({
  status: 200,
  body: { message, changes: changesBetween(before, after) } satisfies TournamentChangesResponse,
});
