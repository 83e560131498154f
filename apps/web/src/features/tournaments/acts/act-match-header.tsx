import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { MatchFlags } from "@/features/tournaments/view/match-notes.tsx";
import { RoundDeadline } from "@/features/tournaments/view/round-deadline.tsx";

/** The first line of a match in 'Maçlarım' and on the desk: the pairing, its round, its deadline and flags. */
export function ActMatchHeader({ match }: { match: TournamentMatch }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <p className="font-semibold break-words text-slate-900">
        {matchActsTexts.pairing(match.home?.username ?? "", match.away?.username ?? "")}
        {/* A separator in the text, not only the margin: read and copied, the names and the round stay apart (audit F18). */}
        <span className="sr-only"> · </span>
        <span className="ml-2 text-sm font-normal text-slate-600">{match.roundName}</span>
      </p>
      <span className="flex flex-wrap items-center gap-2">
        <RoundDeadline matches={[match]} />
        <MatchFlags match={match} />
      </span>
    </div>
  );
}
