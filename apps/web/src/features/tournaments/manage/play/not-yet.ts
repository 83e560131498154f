import type { Tournament } from "@turnuva/contract/tournaments";
import { STEP_MESSAGES as MESSAGES } from "@turnuva/domain";

/**
 * Part 2 §5: why the system's next step cannot be taken yet, in the engine's words, or null when
 * the server's `actions` allow it. The managing screen shows its buttons from the start and says
 * this on a press instead of sending a request the server would refuse.
 */
export function advanceBlocked(tournament: Tournament): string | null {
  return tournament.actions.advance ? null : MESSAGES.ROUND_INCOMPLETE;
}

export function finishBlocked(tournament: Tournament): string | null {
  if (tournament.actions.finish) return null;
  switch (tournament.system) {
    case "league": {
      const open = tournament.leagueFixtures.some((round) => round.matches.some((match) => !match.isBye && !match.isConfirmed));
      return open ? MESSAGES.LEAGUE_MATCHES_INCOMPLETE : MESSAGES.LEAGUE_NO_CHAMPION;
    }
    case "group":
      return MESSAGES.FINAL_INCOMPLETE;
    // Issue 29: double elimination ends with its grand final (and reset); it has no final fixture.
    case "elimination":
    case "doubleElimination":
      // With a champion, what is missing is the third-place match.
      return tournament.finalFixture?.isCompleted ? MESSAGES.FINAL_INCOMPLETE : MESSAGES.ELIMINATION_NO_CHAMPION;
    case "challenge":
      return MESSAGES.CHALLENGE_NOT_FINISHED;
    // Issue 29: a Swiss tournament with a knockout ends as a group tournament's does; without one,
    // when every round is played.
    case "swiss":
      return (tournament.knockoutSize ?? 0) > 0 ? MESSAGES.FINAL_INCOMPLETE : MESSAGES.SWISS_ROUNDS_INCOMPLETE;
  }
}
