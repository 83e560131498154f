import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { cx } from "@/ui/class-names.ts";

/**
 * Issue 28: the club (or national team) each player used, small and secondary under the score,
 * wherever a confirmed score is shown. Nothing when neither was given.
 */
export function MatchClubs({ match, className }: { match: Pick<TournamentMatch, "homeClub" | "awayClub">; className?: string }) {
  if (!match.homeClub && !match.awayClub) return null;
  return (
    <p className={cx("mt-1 truncate text-center text-xs text-slate-500", className)}>{tournamentDetailTexts.clubs(match.homeClub, match.awayClub)}</p>
  );
}
