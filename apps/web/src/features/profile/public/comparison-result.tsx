import type { Comparison } from "@turnuva/contract/stats";
import { Link } from "react-router";
import { paths } from "@/lib/paths.ts";
import { exactDate, relativeTime } from "@/lib/relative-time.ts";
import { withShootout } from "@/lib/shootout.ts";
import { profileTexts } from "@/texts/profile.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { tournamentTexts } from "@/texts/tournaments.ts";
import { EmptyState } from "@/ui/empty-state.tsx";

const texts = profileTexts.compare;
const words = tournamentDetailTexts.columns;

interface ComparisonResultProps {
  comparison: Comparison;
  player1: string;
  player2: string;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex min-w-0 flex-col-reverse rounded-xl bg-slate-50 px-3 py-3 text-center">
      <dt className="mt-1 text-xs font-medium wrap-anywhere text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Part 1 §3 comparison result: how often each won, the draws, the goals, and every match between
 * the two, newest first, each with its tournament (a link), round, date and score. Issue 28: the
 * score with its shoot-out ('1–1 (4–3 pen.)', counted above as the draw it was) and the clubs each
 * used in that meeting, when either was recorded.
 */
export function ComparisonResult({ comparison, player1, player2 }: ComparisonResultProps) {
  const { totalMatches } = comparison;
  const share = (count: number) => `${totalMatches > 0 ? (count / totalMatches) * 100 : 0}%`;
  return (
    <div className="mt-6">
      {/* Each player on their own side: wins, then goals, the draws and the total between them. */}
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Figure label={texts.wins(player1)} value={comparison.user1Wins} />
        <Figure label={words.drawn.full} value={comparison.draws} />
        <Figure label={texts.wins(player2)} value={comparison.user2Wins} />
        <Figure label={texts.goals(player1)} value={comparison.user1GoalsScored} />
        <Figure label={texts.totalMatches} value={totalMatches} />
        <Figure label={texts.goals(player2)} value={comparison.user2GoalsScored} />
      </dl>
      {totalMatches > 0 ? (
        // The same three counts as one bar, for the eye; the figures above say it in words.
        <div aria-hidden="true" className="mt-4">
          <div className="flex h-3 overflow-hidden rounded-full bg-slate-100">
            <span className="bg-indigo-600" style={{ width: share(comparison.user1Wins) }} />
            <span className="bg-slate-400" style={{ width: share(comparison.draws) }} />
            <span className="bg-amber-500" style={{ width: share(comparison.user2Wins) }} />
          </div>
          <div className="mt-1 flex justify-between gap-3 text-xs font-semibold">
            <span className="min-w-0 truncate text-indigo-700">{player1}</span>
            <span className="min-w-0 truncate text-amber-700">{player2}</span>
          </div>
        </div>
      ) : null}
      <h3 className="mt-6 mb-3 text-lg font-bold text-slate-900">{texts.historyHeading}</h3>
      {comparison.matchHistory.length === 0 ? (
        <EmptyState>{texts.never}</EmptyState>
      ) : (
        <ul className="space-y-2">
          {comparison.matchHistory.map((match) => (
            <li
              key={match._id}
              className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <Link to={paths.tournament.href(match.tournamentSlug)} className="font-semibold wrap-anywhere text-indigo-700 hover:underline">
                  {match.tournamentName}
                </Link>
                <p className="text-sm text-slate-600">
                  {tournamentTexts.systems[match.tournamentSystem]} · {match.round} ·{" "}
                  <time dateTime={match.date} title={exactDate(match.date)}>
                    {relativeTime(match.date)}
                  </time>
                </p>
                {match.user1Club != null || match.user2Club != null ? (
                  <p className="text-sm wrap-anywhere text-slate-600">{texts.clubs(player1, match.user1Club, player2, match.user2Club)}</p>
                ) : null}
              </div>
              <p className="shrink-0 font-bold text-slate-900 tabular-nums">
                <span className="sr-only">{player1} </span>
                {withShootout(tournamentDetailTexts.score(match.user1Score, match.user2Score), {
                  homePenalties: match.user1Penalties,
                  awayPenalties: match.user2Penalties,
                })}
                <span className="sr-only"> {player2}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
