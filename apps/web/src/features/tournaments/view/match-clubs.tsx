import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { cx } from "@/ui/class-names.ts";

/**
 * Issue 28: the club (or national team) each player used, small and secondary under the score,
 * wherever a confirmed score is shown, wrapped rather than cut (a long name would hide the other
 * side's club). Nothing when neither was given.
 */
export function MatchClubs({ match, className }: { match: Pick<TournamentMatch, "homeClub" | "awayClub">; className?: string }) {
  if (!match.homeClub && !match.awayClub) return null;
  return (
    <p className={cx("mt-1 text-center text-xs wrap-anywhere text-slate-500", className)}>
      {tournamentDetailTexts.clubs(match.homeClub, match.awayClub)}
    </p>
  );
}
