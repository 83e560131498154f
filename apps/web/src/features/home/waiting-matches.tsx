import { useId } from "react";
import { Link } from "react-router";
import type { WaitingMatch } from "@turnuva/contract/calendars";
import { deadlineDate, myMatchesHref } from "@/features/tournaments/public/my-matches-link.ts";
import { withShootout } from "@/lib/shootout.ts";
import { deadlineTexts } from "@/texts/deadlines.ts";
import { legNote } from "@/texts/legs.ts";
import { waitingMatchesTexts } from "@/texts/waiting-matches.ts";
import { useWaitingMatches } from "./api/get-waiting-matches.ts";

/** Issue 28: which leg of a tie the match is, and on a second leg how the first ended. */
function legNoteOf({ leg, firstLeg }: WaitingMatch): string {
  const played = firstLeg && { home: firstLeg.homeUsername, score: `${firstLeg.homeScore}–${firstLeg.awayScore}`, away: firstLeg.awayUsername };
  return legNote(leg ?? 1, played);
}

/**
 * Issue 25 on the member home: the person's open matches across tournaments that wait for them,
 * to report or to accept the opponent's report, the overdue first (the server's order); each
 * leads to the tournament's 'Maçlarım'. Nothing while loading, on a failure or when none waits:
 * the shortcuts stay the page.
 */
export function WaitingMatches({ username }: { username: string }) {
  const headingId = useId();
  const { data } = useWaitingMatches();
  if (!data?.matches.length) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {waitingMatchesTexts.heading}
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {data.matches.map((match) => {
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
                {match.leg ? <span className="mt-1 block text-sm break-words text-slate-600">{legNoteOf(match)}</span> : null}
                <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span className="font-semibold text-indigo-700">
                    {report
                      ? waitingMatchesTexts.toAccept(match.opponent.username, withShootout(`${report.homeScore}–${report.awayScore}`, report))
                      : waitingMatchesTexts.toReport}
                  </span>
                  {match.isOverdue ? (
                    <span className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900">{deadlineTexts.overdue}</span>
                  ) : match.deadline ? (
                    <span className="text-slate-600">{waitingMatchesTexts.deadline(deadlineDate(match.deadline))}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
