import { Link } from "react-router";
import { deadlineDate, myMatchesHref } from "@/features/tournaments/public/my-matches-link.ts";
import { commonTexts } from "@/texts/common.ts";
import { waitingMatchesTexts } from "@/texts/waiting-matches.ts";
import { Spinner } from "@/ui/spinner.tsx";
import { useWaitingMatches } from "./api/get-waiting-matches.ts";

/**
 * Issue 25 on the member home, opened by its button: the person's open matches across tournaments
 * that wait for them, to report or to accept the opponent's report, the overdue first (the
 * server's order); each leads to the tournament's 'Maçlarım'.
 */
export function WaitingMatches({ username }: { username: string }) {
  const query = useWaitingMatches();
  if (query.isPending) return <Spinner label={commonTexts.loading} />;
  // Said plainly: the house's Alert would be split into a chunk of its own, which /platformlar pays for.
  if (query.isError)
    return (
      <p role="alert" className="mt-4 text-sm font-semibold text-red-800">
        {waitingMatchesTexts.failed(query.error.message)}
      </p>
    );
  const { matches } = query.data;
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600">{matches.length > 0 ? waitingMatchesTexts.intro : waitingMatchesTexts.none}</p>
      <ul className="mt-3 grid gap-3 md:grid-cols-2">
        {matches.map((match) => {
          const [home, away] = match.isHome ? [username, match.opponent.username] : [match.opponent.username, username];
          const report = match.opponentReport;
          return (
            <li key={match._id}>
              <Link
                to={myMatchesHref(match.tournament.slug || match.tournament._id)}
                className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
              >
                <span className="block font-semibold break-words text-slate-900">
                  {home} – {away}
                </span>
                <span className="mt-1 block text-sm break-words text-slate-600">
                  {waitingMatchesTexts.round(match.tournament.name, match.group, match.roundName)}
                </span>
                <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="font-semibold text-indigo-700">
                    {report
                      ? waitingMatchesTexts.toAccept(match.opponent.username, `${report.homeScore}–${report.awayScore}`)
                      : waitingMatchesTexts.toReport}
                  </span>
                  {match.isOverdue ? (
                    <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">{waitingMatchesTexts.overdue}</span>
                  ) : match.deadline ? (
                    <span className="text-slate-600">{waitingMatchesTexts.deadline(deadlineDate(match.deadline))}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
