import { withShootout, type Shootout } from "@/lib/shootout.ts";
import { matchesOf } from "@turnuva/contract/tournament-matches";
import type { MatchReport, Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import type { ResultToSend } from "@/features/tournaments/manage/play/score-rules.ts";

export { matchesOf };

/** The matches a score may be entered for now: the engine's `actions.confirm`, as the server checks it. */
export function openMatchesOf(tournament: Tournament): TournamentMatch[] {
  const open = new Set(tournament.actions.confirm);
  return matchesOf(tournament).filter((match) => open.has(match._id));
}

/** Overdue first, then the earliest deadline, then the page's order (a stable sort keeps it). */
export function byUrgency(matches: readonly TournamentMatch[]): TournamentMatch[] {
  const due = (match: TournamentMatch) => (match.deadline ? Date.parse(match.deadline) : Number.POSITIVE_INFINITY);
  return [...matches].sort((a, b) => Number(b.isOverdue) - Number(a.isOverdue) || due(a) - due(b));
}

/** The policies' view of a tournament: who made it, and who owns its platform. */
export const tournamentSubject = (tournament: Tournament) => ({
  createdById: tournament.createdBy._id,
  platformOwnerId: tournament.platform.ownerId,
});

/** The policies' view of a match: its two players and who enters its scores. */
export const matchSubject = (tournament: Tournament, match: TournamentMatch) => ({
  homeId: match.home?._id ?? null,
  awayId: match.away?._id ?? null,
  resultEntry: tournament.resultEntry,
});

/** A report's score in the home–away order the match is shown in, with its shoot-out (issue 28). */
export const reportedScore = (report: { homeScore: number; awayScore: number } & Shootout) =>
  withShootout(`${report.homeScore}–${report.awayScore}`, report);

/** Issue 28: a report as a confirm sends it: the score, its shoot-out and the clubs, when there are. */
export function resultOfReport(report: MatchReport): ResultToSend {
  const result: ResultToSend = { homeScore: report.homeScore, awayScore: report.awayScore };
  if (report.homePenalties !== null && report.awayPenalties !== null) {
    result.homePenalties = report.homePenalties;
    result.awayPenalties = report.awayPenalties;
  }
  if (report.homeClub !== null) result.homeClub = report.homeClub;
  if (report.awayClub !== null) result.awayClub = report.awayClub;
  return result;
}
