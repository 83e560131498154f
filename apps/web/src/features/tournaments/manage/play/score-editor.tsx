import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { useId, useRef, type FormEvent, type RefObject } from "react";
import { platformTexts } from "../../../../texts/platforms.ts";
import { tournamentPlayTexts } from "../../../../texts/tournament-play.ts";
import { commonTexts } from "../../../../texts/common.ts";
import { Button } from "../../../../ui/button.tsx";
import { ErrorBox } from "../error-box.tsx";
import { usePlayControls } from "./play-context.ts";
import { checkScores, MAX_SCORE, type ScoreText } from "./score-rules.ts";

const texts = tournamentPlayTexts.score;
const inputClasses =
  "h-11 w-16 rounded-lg border border-slate-300 bg-white px-2 text-center text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600";

const nameOf = (person: TournamentMatch["home"]) => person?.username ?? commonTexts.unknownPerson;

/** What the person typed; a number input the browser could not read reports it as `badInput`. */
function typed(input: HTMLInputElement | null): ScoreText {
  if (!input) return "";
  return input.validity.badInput ? { unreadable: true } : input.value;
}

/** An open match: two score inputs and 'Skoru Onayla' ('Onayla' in a challenge). */
export function ScoreEntry({ match }: { match: TournamentMatch }) {
  const controls = usePlayControls();
  // Read when sent, not kept in state: a number input's unreadable text has no value to keep.
  const home = useRef<HTMLInputElement>(null);
  const away = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const note = controls.finalityNote(match);
  const error = controls.error?.matchId === match._id ? controls.error : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (controls.busy) return;
    const checked = checkScores(match.stage, typed(home.current), typed(away.current));
    if (!checked.ok) {
      controls.refuse(match._id, checked.message);
      return;
    }
    await controls.confirm(match, checked.home, checked.away);
  };

  const input = (ref: RefObject<HTMLInputElement | null>, person: TournamentMatch["home"]) => (
    <input
      ref={ref}
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_SCORE}
      step={1}
      aria-label={texts.of(nameOf(person))}
      className={inputClasses}
    />
  );

  return (
    // noValidate: the rules of part 2 §5 say no in their own words, not in the browser's bubble.
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {input(home, match.home)}
        <span aria-hidden="true" className="text-slate-500">
          {texts.separator}
        </span>
        {input(away, match.away)}
        <Button type="submit" disabled={controls.busy} aria-describedby={note ? noteId : undefined}>
          {match.stage === "challenge" ? texts.challengeConfirm : texts.confirm}
        </Button>
      </div>
      {note ? (
        <p id={noteId} className="text-sm text-amber-900">
          {note}
        </p>
      ) : null}
      {error ? <ErrorBox message={error.message} onClose={controls.dismissError} /> : null}
    </form>
  );
}

/** A confirmed match that may still be taken back: its score and 'Skoru İptal Et' ('İptal' in a challenge). */
export function ConfirmedScore({ match }: { match: TournamentMatch }) {
  const controls = usePlayControls();
  const error = controls.error?.matchId === match._id ? controls.error : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-lg font-bold text-slate-900 tabular-nums">
          {match.homeScore} {texts.separator} {match.awayScore}
        </span>
        <Button variant="secondary" disabled={controls.busy} onClick={() => void controls.cancel(match)}>
          {match.stage === "challenge" ? platformTexts.actions.cancel : texts.cancel}
        </Button>
      </div>
      {error ? <ErrorBox message={error.message} onClose={controls.dismissError} /> : null}
    </div>
  );
}
