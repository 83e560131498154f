import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { deadlineTexts } from "@/texts/deadlines.ts";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { withShootout } from "@/lib/shootout.ts";

const texts = matchActsTexts.notes;
const badge = "rounded-full px-2 py-0.5 text-xs font-semibold";

/** Issue 25: beside the match's badge: 'İtirazlı', 'Süresi geçti', or 'Hükmen' for a walkover. */
export function MatchFlags({ match }: { match: TournamentMatch }) {
  return (
    <>
      {match.isWalkover ? (
        <span title={texts.walkoverLong} className={`${badge} bg-slate-100 text-slate-800`}>
          {texts.walkover}
        </span>
      ) : null}
      {match.isDisputed ? <span className={`${badge} bg-red-100 text-red-900`}>{texts.disputed}</span> : null}
      {match.isOverdue ? <span className={`${badge} bg-orange-100 text-orange-900`}>{deadlineTexts.overdue}</span> : null}
    </>
  );
}

/** Issue 25: what each player reported for an open match, to everyone ('ali skoru 2–1 bildirdi'). */
export function MatchReports({ match }: { match: TournamentMatch }) {
  if (match.reports.length === 0) return null;
  return (
    <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
      {match.reports.map((report) => (
        <li key={report.by._id} className="wrap-anywhere">
          {texts.reported(report.by.username, withShootout(matchActsTexts.score(report.homeScore, report.awayScore), report))}
        </li>
      ))}
    </ul>
  );
}
