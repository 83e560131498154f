import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { useId, useRef, useState } from "react";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { organiserDeskTexts } from "@/texts/organiser-desk.ts";
import { Button } from "@/ui/button.tsx";
import { ErrorBox } from "@/features/tournaments/manage/error-box.tsx";
import { useClearReports } from "@/features/tournaments/api/clear-reports.ts";
import { useConfirmMatch } from "@/features/tournaments/api/confirm-match.ts";
import { ActMatchHeader } from "./act-match-header.tsx";
import { DeadlineForm } from "./deadline-form.tsx";
import { DESK_ANCHOR } from "./desk-notice.tsx";
import { byUrgency, openMatchesOf, reportedScore, resultOfReport } from "./matches.ts";
import { useActWrite, type ActWrite } from "./use-act-write.ts";
import { useFocusAfterAct } from "./use-focus-after-act.ts";
import { WalkoverChoice } from "./walkover-choice.tsx";

/**
 * Issue 25, for the organiser of a running tournament (the caller asks the policy): the disputed
 * matches with both reports and the decisions (confirm one report's score, or ask both to report
 * again), the overdue ones, every one of them with the walkover, overdue first; and the rounds'
 * deadlines.
 */
export function OrganiserDesk({ tournament }: { tournament: Tournament }) {
  const headingId = useId();
  const write = useActWrite();
  const section = useRef<HTMLElement>(null);
  useFocusAfterAct(write, section);
  if (tournament.status !== "active") return null;
  const waiting = byUrgency(openMatchesOf(tournament).filter((match) => match.isDisputed || match.isOverdue));

  return (
    <section
      ref={section}
      id={DESK_ANCHOR}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="mb-10 scroll-mt-20 outline-none rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {organiserDeskTexts.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{waiting.length > 0 ? organiserDeskTexts.intro : organiserDeskTexts.empty}</p>
      {waiting.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {waiting.map((match) => (
            <li key={match._id}>
              <WaitingMatch tournament={tournament} match={match} write={write} />
            </li>
          ))}
        </ul>
      ) : null}
      {/* Folded: most visits to the desk are for the matches above. */}
      <details className="mt-6">
        <summary className="cursor-pointer font-bold text-slate-900">{organiserDeskTexts.deadlines.heading}</summary>
        <p className="mt-1 mb-3 text-sm text-slate-700">{organiserDeskTexts.deadlines.intro}</p>
        <DeadlineForm tournament={tournament} write={write} />
      </details>
      <p role="status" aria-live="polite" className="sr-only">
        {write.announcement}
      </p>
    </section>
  );
}

interface WaitingMatchProps {
  tournament: Tournament;
  match: TournamentMatch;
  write: ActWrite;
}

function WaitingMatch({ tournament, match, write }: WaitingMatchProps) {
  const confirm = useConfirmMatch();
  const [choosingWalkover, setChoosingWalkover] = useState(false);
  const walkoverButton = useRef<HTMLButtonElement>(null);
  const clear = useClearReports();
  const ids = { tournamentId: tournament._id, matchId: match._id };
  const error = write.error?.about === match._id ? write.error : null;
  return (
    <article
      aria-label={`${matchActsTexts.pairing(match.home?.username ?? "", match.away?.username ?? "")} · ${match.roundName}`}
      data-act-match={match._id}
      tabIndex={-1}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <ActMatchHeader match={match} />
      {match.isDisputed ? (
        <ul className="mt-3 space-y-2">
          {match.reports.map((report) => (
            <li key={report.by._id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm text-slate-700">{matchActsTexts.notes.reported(report.by.username, reportedScore(report))}</span>
              <Button
                variant="secondary"
                disabled={write.busy}
                aria-label={organiserDeskTexts.acceptReportLabel(report.by.username, reportedScore(report))}
                onClick={() =>
                  void write.run(
                    match._id,
                    () => confirm.mutateAsync({ ...ids, ...resultOfReport(report) }),
                    () => organiserDeskTexts.done.confirmed,
                  )
                }
              >
                {organiserDeskTexts.acceptReport(reportedScore(report))}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {match.isDisputed ? (
          <Button
            variant="secondary"
            disabled={write.busy}
            title={organiserDeskTexts.askAgainHint}
            onClick={() =>
              void write.run(
                match._id,
                () => clear.mutateAsync(ids),
                () => organiserDeskTexts.done.askedAgain,
              )
            }
          >
            {organiserDeskTexts.askAgain}
          </Button>
        ) : null}
        <Button
          ref={walkoverButton}
          variant="secondary"
          disabled={write.busy}
          aria-expanded={choosingWalkover}
          onClick={() => setChoosingWalkover(!choosingWalkover)}
        >
          {matchActsTexts.desk.walkover}
        </Button>
      </div>
      {choosingWalkover ? (
        <WalkoverChoice
          tournament={tournament}
          match={match}
          write={write}
          onClose={() => {
            setChoosingWalkover(false);
            setTimeout(() => walkoverButton.current?.focus(), 0);
          }}
        />
      ) : null}
      {error ? <ErrorBox message={error.message} onClose={write.dismiss} className="mt-3" /> : null}
    </article>
  );
}
