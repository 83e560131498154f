import type { TournamentChangesResponse } from "@turnuva/contract/tournament-changes";
import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { useRef, useState } from "react";
import type { Actor } from "@turnuva/contract/policies";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { tournamentDetailTexts } from "@/texts/tournament-detail.ts";
import { myMatchesTexts } from "@/texts/my-matches.ts";
import { legNote } from "@/texts/legs.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { Button } from "@/ui/button.tsx";
import { ErrorBox } from "@/features/tournaments/manage/error-box.tsx";
import { useAcceptReport } from "@/features/tournaments/api/accept-report.ts";
import { useReportMatch } from "@/features/tournaments/api/report-match.ts";
import { useWithdrawReport } from "@/features/tournaments/api/withdraw-report.ts";
import { MatchReports } from "@/features/tournaments/view/match-notes.tsx";
import { ActMatchHeader } from "./act-match-header.tsx";
import { matchesOf, reportedScore } from "./matches.ts";
import { ClubInput } from "./result-fields.tsx";
import { ScoreForm } from "./score-form.tsx";
import type { ActWrite } from "./use-act-write.ts";
import { resultRuleOf, type ResultRule, type ResultToSend } from "@/features/tournaments/manage/play/score-rules.ts";

/** What became of a report: the same match, confirmed; or disputed; or waiting for the opponent. */
function saidAfterReport(matchId: string) {
  return ({ changes }: TournamentChangesResponse) => {
    const now = changes.matches.find((match) => match._id === matchId);
    if (now?.isConfirmed) return myMatchesTexts.done.confirmed;
    return now?.isDisputed ? myMatchesTexts.done.disputed : myMatchesTexts.done.reported;
  };
}

/**
 * Issue 28 (audit F11): which leg of a two-legged tie the match is, and on a second leg how the
 * first ended (the aggregate decides it, and a level one asks for penalties); null for one match.
 */
function legNoteOf(tournament: Tournament, match: TournamentMatch): string | null {
  const tie = (tournament.ties ?? []).find((one) => one.legs.includes(match._id));
  if (!tie) return null;
  if (tie.legs[0] === match._id) return legNote(1, null);
  const first = matchesOf(tournament).find((one) => one._id === tie.legs[0]);
  if (!first || first.homeScore === null || first.awayScore === null) return legNote(2, null);
  const score = reportedScore({ ...first, homeScore: first.homeScore, awayScore: first.awayScore });
  return legNote(2, { home: first.home?.username ?? "", score, away: first.away?.username ?? "" });
}

/** An accept's body: the player's own club when typed (trimmed by the server), else none. */
function acceptedClub(side: "home" | "away", typed: string) {
  if (typed.trim() === "") return undefined;
  return side === "home" ? { homeClub: typed } : { awayClub: typed };
}

interface MyMatchProps {
  tournament: Tournament;
  match: TournamentMatch;
  actor: NonNullable<Actor>;
  write: ActWrite;
}

/**
 * One of the signed-in player's open matches: the report form; or the opponent's report with
 * 'Onayla' and 'İtiraz Et'; or their own report waiting, with 'Skoru Değiştir' and 'Bildirimi
 * Geri Al'; a disputed match says the organiser decides.
 */
export function MyMatch({ tournament, match, actor, write }: MyMatchProps) {
  const report = useReportMatch();
  const accept = useAcceptReport();
  const withdraw = useWithdrawReport();
  const [editing, setEditing] = useState(false);
  const ids = { tournamentId: tournament._id, matchId: match._id };
  const mine = match.reports.find((one) => one.by._id === actor.id);
  const theirs = match.reports.find((one) => one.by._id !== actor.id);
  const error = write.error?.about === match._id ? write.error : null;
  const leg = legNoteOf(tournament, match);
  // The accepting player's own club (the server takes their side from the accept's body).
  const ownClub = useRef<HTMLInputElement>(null);
  const ownSide = match.home?._id === actor.id ? "home" : "away";

  const send = async (result: ResultToSend) => {
    const sent = await write.run(match._id, () => report.mutateAsync({ ...ids, ...result }), saidAfterReport(match._id));
    if (sent) setEditing(false);
  };
  const withdrawMine = () =>
    void write.run(
      match._id,
      () => withdraw.mutateAsync(ids),
      () => myMatchesTexts.done.withdrawn,
    );
  const form = (submitLabel: string, canCancel: boolean) => (
    <ScoreFormFor
      match={match}
      rule={resultRuleOf(tournament, match)}
      write={write}
      submitLabel={submitLabel}
      onScores={send}
      onCancel={canCancel ? () => setEditing(false) : undefined}
    />
  );

  let body;
  if (match.isDisputed) {
    body = (
      <>
        <p className="text-sm text-red-900">{myMatchesTexts.waitingOrganiser}</p>
        {editing ? form(myMatchesTexts.report, true) : <OwnReportButtons write={write} onChange={() => setEditing(true)} onWithdraw={withdrawMine} />}
      </>
    );
  } else if (theirs && !mine) {
    body = editing ? (
      <>
        <p className="text-sm text-slate-600">{myMatchesTexts.disputeIntro}</p>
        {form(myMatchesTexts.report, true)}
      </>
    ) : (
      <>
        {/* Issue 28 (audit F14): what is accepted, clubs included; the player's own club may be added. */}
        {theirs.homeClub || theirs.awayClub ? (
          <p className="text-sm text-slate-700">{tournamentDetailTexts.clubs(theirs.homeClub, theirs.awayClub)}</p>
        ) : null}
        <div className="max-w-xs">
          <ClubInput
            inputRef={ownClub}
            person={ownSide === "home" ? match.home : match.away}
            readOnly={false}
            describedBy={undefined}
            label={myMatchesTexts.ownClub}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={write.busy}
            onClick={() =>
              void write.run(
                match._id,
                () => accept.mutateAsync({ ...ids, clubs: acceptedClub(ownSide, ownClub.current?.value ?? "") }),
                () => myMatchesTexts.done.confirmed,
              )
            }
          >
            {/* The 'Onayla': the word the challenge's confirm button has. */}
            {tournamentPlayTexts.score.challengeConfirm}
          </Button>
          <Button variant="secondary" disabled={write.busy} onClick={() => setEditing(true)}>
            {myMatchesTexts.dispute}
          </Button>
        </div>
      </>
    );
  } else if (mine) {
    body = (
      <>
        <p className="text-sm text-slate-700">{myMatchesTexts.youReported(reportedScore(mine))}</p>
        {editing ? form(myMatchesTexts.report, true) : <OwnReportButtons write={write} onChange={() => setEditing(true)} onWithdraw={withdrawMine} />}
      </>
    );
  } else {
    body = form(myMatchesTexts.report, false);
  }

  return (
    <article
      aria-label={`${matchActsTexts.pairing(match.home?.username ?? "", match.away?.username ?? "")} · ${match.roundName}`}
      data-act-match={match._id}
      tabIndex={-1}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      <ActMatchHeader match={match} />
      {leg ? <p className="text-sm text-slate-600">{leg}</p> : null}
      {/* Whose report is whose, the own one included, as everyone sees them under the match. */}
      {theirs || match.isDisputed ? <MatchReports match={match} /> : null}
      <div className="mt-3 space-y-2">{body}</div>
      {error ? <ErrorBox message={error.message} onClose={write.dismiss} className="mt-3" /> : null}
    </article>
  );
}

function OwnReportButtons({ write, onChange, onWithdraw }: { write: ActWrite; onChange: () => void; onWithdraw: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" disabled={write.busy} onClick={onChange}>
        {myMatchesTexts.change}
      </Button>
      <Button variant="secondary" disabled={write.busy} onClick={onWithdraw}>
        {myMatchesTexts.withdraw}
      </Button>
    </div>
  );
}

interface ScoreFormForProps {
  match: TournamentMatch;
  rule: ResultRule;
  write: ActWrite;
  submitLabel: string;
  onScores: (result: ResultToSend) => Promise<void>;
  onCancel?: () => void;
}

function ScoreFormFor({ match, rule, write, submitLabel, onScores, onCancel }: ScoreFormForProps) {
  return (
    <ScoreForm
      match={match}
      rule={rule}
      submitLabel={submitLabel}
      busy={write.busy}
      onScores={(result) => void onScores(result)}
      onRefused={(message) => write.refuse(match._id, message)}
      onCancel={onCancel}
      cancelLabel={matchActsTexts.cancel}
      autoFocus={onCancel !== undefined}
    />
  );
}
