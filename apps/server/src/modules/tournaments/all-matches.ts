import { matchesOf } from "@turnuva/contract/tournament-matches";
import type { Tournament } from "@turnuva/contract/tournaments";

/**
 * When the answer stops being true without any action (issue 25): the first deadline still ahead
 * of an open match, at which `isOverdue` turns; null when none is. The read cache keeps an answer
 * no longer than this.
 */
export function nextOverdueAt(tournament: Tournament): number | null {
  let next: number | null = null;
  for (const match of matchesOf(tournament)) {
    if (match.deadline === null || match.isOverdue || match.isConfirmed || match.isBye || match.isNotNeeded) continue;
    const at = Date.parse(match.deadline);
    if (next === null || at < next) next = at;
  }
  return next;
}
