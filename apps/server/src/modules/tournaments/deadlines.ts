import type { Match } from "@turnuva/domain";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * By when a match is to be played (issue 25), in a tournament that gives each round `roundDays`
 * days (none: null). A league or group week k, and a challenge's game k, are due k × roundDays
 * days after the tournament was created: their fixtures are all there from the start, so each
 * gets its own slice of the calendar. A knockout round (elimination, the groups' knockout, the
 * final and the third-place match) is due roundDays days after it was drawn (`openedAt`); so is
 * a Swiss round, paired when the one before is complete, and a double elimination's match, made
 * when the results before it are in (issue 29).
 */
export function deadlineFor(
  match: Pick<Match, "stage" | "round">,
  tournament: { roundDays: number | null; createdAt: Date },
  openedAt: Date,
): Date | null {
  const days = tournament.roundDays;
  if (days === null) return null;
  const scheduled = match.stage === "league" || match.stage === "group" || match.stage === "challenge";
  return scheduled ? new Date(tournament.createdAt.getTime() + match.round * days * DAY_MS) : new Date(openedAt.getTime() + days * DAY_MS);
}

/** An open match (unplayed, both sides known) past its deadline, at `now`. */
export function isOverdue(
  match: { confirmedAt: Date | null; homeId: string | null; awayId: string | null; deadline: Date | null },
  now: Date,
): boolean {
  return (
    match.confirmedAt === null &&
    match.homeId !== null &&
    match.awayId !== null &&
    match.deadline !== null &&
    match.deadline.getTime() <= now.getTime()
  );
}
