import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { useRef, useState, type FormEvent, type RefObject } from "react";
import { commonTexts } from "@/texts/common.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { Button } from "@/ui/button.tsx";
import { checkResult, needsShootout, type ResultRule, type ResultToSend, type ScoreText } from "@/features/tournaments/manage/play/score-rules.ts";
import { ClubFields, ScoreInput, ShootoutFields } from "./result-fields.tsx";

/** What the person typed; a number input the browser could not read reports it as `badInput`. */
const typed = (input: HTMLInputElement | null): ScoreText => (input?.validity.badInput ? { unreadable: true } : (input?.value ?? ""));

interface ScoreFormProps {
  match: TournamentMatch;
  /** What the match's result settles (issue 28: a tie's legs): when a draw stands, when penalties are asked for. */
  rule: ResultRule;
  submitLabel: string;
  busy: boolean;
  /** The result (issue 28: with its shoot-out and clubs), once it passes the rules (the server checks them again). */
  onScores: (result: ResultToSend) => void;
  /** A rule the scores broke, in the server's words. */
  onRefused: (message: string) => void;
  onCancel?: () => void;
  cancelLabel?: string;
  /** Focus the first field when the form appears after a button press (İtiraz Et, Skoru Değiştir). */
  autoFocus?: boolean;
}

/** Two score inputs in the match's home–away order and a button: the players' report form. */
export function ScoreForm({ match, rule, submitLabel, busy, onScores, onRefused, onCancel, cancelLabel, autoFocus = false }: ScoreFormProps) {
  const home = useRef<HTMLInputElement>(null);
  const away = useRef<HTMLInputElement>(null);
  // Issue 28: the shoot-out while the typed score is level in a match that needs a winner; the clubs.
  const penalties = { home: useRef<HTMLInputElement>(null), away: useRef<HTMLInputElement>(null) };
  const clubs = { home: useRef<HTMLInputElement>(null), away: useRef<HTMLInputElement>(null) };
  const [shootout, setShootout] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkResult(
      rule,
      typed(home.current),
      typed(away.current),
      shootout ? [typed(penalties.home.current), typed(penalties.away.current)] : null,
      [clubs.home.current?.value ?? "", clubs.away.current?.value ?? ""],
      // A player reports, the organiser confirms: an empty field asks for both scores (the
      // challenge's sentence), not the spec's 'Skor onaylanamıyor…', which is the confirm's.
      tournamentPlayTexts.rules.challengeMissing,
    );
    if (checked.ok) onScores(checked.result);
    else onRefused(checked.message);
  };

  const input = (ref: RefObject<HTMLInputElement | null>, person: TournamentMatch["home"], focus: boolean) => (
    // autoFocus: only after the person asked for the form with a button (İtiraz Et, Skoru Değiştir).
    <ScoreInput inputRef={ref} label={tournamentPlayTexts.score.of(person?.username ?? commonTexts.unknownPerson)} autoFocus={focus} />
  );

  return (
    // noValidate: the rules say no in their own words, not in the browser's bubble.
    <form
      noValidate
      onSubmit={submit}
      onInput={() => setShootout(needsShootout(rule, typed(home.current), typed(away.current)))}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        {input(home, match.home, autoFocus)}
        <span aria-hidden="true" className="text-slate-500">
          {tournamentPlayTexts.score.separator}
        </span>
        {input(away, match.away, false)}
      </div>
      {/* What the result still needs, before the button that sends it (audit F7): filled, then sent. */}
      {shootout ? <ShootoutFields match={match} refs={penalties} /> : null}
      <ClubFields match={match} refs={clubs} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
