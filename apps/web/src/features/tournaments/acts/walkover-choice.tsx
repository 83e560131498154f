import type { Tournament, TournamentMatch } from "@turnuva/contract/tournaments";
import { useEffect, useId, useRef } from "react";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { Button } from "@/ui/button.tsx";
import { ErrorBox } from "@/features/tournaments/manage/error-box.tsx";
import { useAwardWalkover } from "@/features/tournaments/api/award-walkover.ts";
import { useActWrite, type ActWrite } from "./use-act-write.ts";

const texts = matchActsTexts.walkover;

interface WalkoverChoiceProps {
  tournament: Tournament;
  match: TournamentMatch;
  /** The screen's writes, when it says what happened itself (the organiser's desk); else its own. */
  write?: ActWrite;
  onClose: () => void;
}

/**
 * Issue 25: the organiser awards an open match to one of its players, 3–0 (the engine's
 * walkover). In place, under the button that asked for it: what a walkover counts as, one button
 * per player, 'Vazgeç'; the focus comes to the first player and goes back when it closes. A second
 * step rather than a dialog: the managing screen's page has no room for a dialog's code.
 */
export function WalkoverChoice({ tournament, match, write: screenWrite, onClose }: WalkoverChoiceProps) {
  const award = useAwardWalkover();
  const ownWrite = useActWrite();
  const write = screenWrite ?? ownWrite;
  const headingId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const about = `walkover:${match._id}`;
  const error = write.error?.about === about ? write.error : null;
  const players = [match.home, match.away].filter((person) => person !== null);

  useEffect(() => first.current?.focus(), []);

  const choose = async (winner: string) => {
    const done = await write.run(
      about,
      () => award.mutateAsync({ tournamentId: tournament._id, matchId: match._id, winner }),
      () => matchActsTexts.desk.done.walkover,
    );
    if (done) onClose();
  };

  return (
    <div role="group" aria-labelledby={headingId} className="mt-2 flex flex-col gap-2 rounded-lg border border-slate-300 bg-slate-50 p-3">
      <p id={headingId} className="text-sm text-slate-800">
        {texts.question}
      </p>
      <div className="flex flex-wrap gap-2">
        {players.map((person, index) => (
          <Button key={person._id} ref={index === 0 ? first : undefined} disabled={write.busy} onClick={() => void choose(person._id)}>
            {texts.wins(person.username)}
          </Button>
        ))}
        <Button variant="secondary" onClick={onClose}>
          {matchActsTexts.cancel}
        </Button>
      </div>
      {error ? <ErrorBox message={error.message} onClose={write.dismiss} /> : null}
    </div>
  );
}
