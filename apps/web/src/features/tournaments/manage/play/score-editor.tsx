import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from "react";
import { liveTexts } from "@/texts/live.ts";
import { matchActsTexts } from "@/texts/match-acts.ts";
import { platformTexts } from "@/texts/platforms.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { commonTexts } from "@/texts/common.ts";
import { Button } from "@/ui/button.tsx";
import { ErrorBox } from "@/features/tournaments/manage/error-box.tsx";
import { WalkoverChoice } from "@/features/tournaments/acts/walkover-choice.tsx";
import { usePlayControls } from "./play-context.ts";
import { MatchClubs } from "@/features/tournaments/view/match-clubs.tsx";
import { ClubFields, ScoreInput, ShootoutFields } from "@/features/tournaments/acts/result-fields.tsx";
import { withShootout } from "@/lib/shootout.ts";
import { checkResult, needsShootout, resultRuleOf, type ScoreText } from "./score-rules.ts";

const texts = tournamentPlayTexts.score;
const nameOf = (person: TournamentMatch["home"]) => person?.username ?? commonTexts.unknownPerson;

/** What the person typed; a number input the browser could not read reports it as `badInput`. */
function typed(input: HTMLInputElement | null): ScoreText {
  if (!input) return "";
  return input.validity.badInput ? { unreadable: true } : input.value;
}

/** Why an editor kept open can no longer send: someone else confirmed its match, or closed it to scores. */
function overtakenNotice(match: TournamentMatch): string {
  if (match.isConfirmed && match.homeScore !== null && match.awayScore !== null) {
    return liveTexts.editorConfirmedElsewhere(nameOf(match.home), match.homeScore, match.awayScore, nameOf(match.away));
  }
  return liveTexts.editorClosedElsewhere;
}

interface ScoreEntryProps {
  match: TournamentMatch;
  /**
   * The match was confirmed (or closed to scores) by someone else while this editor had the focus:
   * it stays as it is, typed score and focus kept, says why politely, and sends nothing; it closes
   * when the person leaves it (the screen then shows the match as it now stands).
   */
  overtaken?: boolean;
}

/** An open match: two score inputs and 'Skoru Onayla' ('Onayla' in a challenge). */
export function ScoreEntry({ match, overtaken = false }: ScoreEntryProps) {
  const controls = usePlayControls();
  // Read when sent, not kept in state: a number input's unreadable text has no value to keep.
  const home = useRef<HTMLInputElement>(null);
  const away = useRef<HTMLInputElement>(null);
  // Issue 28: the shoot-out, shown while the typed score is level in a match that needs a winner; the clubs.
  const penalties = { home: useRef<HTMLInputElement>(null), away: useRef<HTMLInputElement>(null) };
  const clubs = { home: useRef<HTMLInputElement>(null), away: useRef<HTMLInputElement>(null) };
  const [shootout, setShootout] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const noteId = useId();
  const noticeId = useId();
  const note = overtaken ? null : controls.finalityNote(match);
  const error = controls.error?.matchId === match._id ? controls.error : null;
  // A press of the dimmed button says the notice again (a trailing no-break space makes it a change).
  const [pressedOvertaken, setPressedOvertaken] = useState(0);
  // Issue 25: the walkover's second step, open under the row; its button gets the focus back.
  const [choosingWalkover, setChoosingWalkover] = useState(false);
  const walkoverButton = useRef<HTMLButtonElement>(null);
  const closeWalkover = () => {
    setChoosingWalkover(false);
    setTimeout(() => walkoverButton.current?.focus(), 0);
  };
  const notice = overtaken ? `${overtakenNotice(match)}${pressedOvertaken % 2 === 1 ? "\u00a0" : ""}` : "";
  const { editing } = controls;

  // Whether the focus left the editor is read once it has settled: it may have gone to another
  // field of the editor, and a window that loses the focus (another tab, another app) keeps the
  // field as its active element, so coming back to it is not leaving.
  const focusLeft = (event: FocusEvent) => {
    if (form.current?.contains(event.relatedTarget as Node | null)) return;
    setTimeout(() => {
      if (!form.current?.contains(document.activeElement)) editing(match._id, false);
    }, 0);
  };

  // In place of a 'Skoru İptal Et' that had the focus (its score cancelled, here or by someone
  // else): the focus comes to the first field rather than staying nowhere (on the page's body),
  // unless it has meanwhile gone somewhere else.
  const { focusWasOnCancel } = controls;
  useEffect(() => {
    const nowhere = document.activeElement === null || document.activeElement === document.body;
    if (focusWasOnCancel(match._id) && nowhere) home.current?.focus();
  }, [focusWasOnCancel, match._id]);

  // Kept open for nobody (the focus went without a blur, as it does from a button disabled while
  // a write was under way): the match is shown as it now stands at once.
  useEffect(() => {
    if (overtaken && !form.current?.contains(document.activeElement)) editing(match._id, false);
  }, [overtaken, editing, match._id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (overtaken) {
      setPressedOvertaken((count) => count + 1);
      return;
    }
    if (controls.busy) return;
    const checked = checkResult(
      resultRuleOf(controls.tournament, match),
      typed(home.current),
      typed(away.current),
      shootout ? [typed(penalties.home.current), typed(penalties.away.current)] : null,
      [clubs.home.current?.value ?? "", clubs.away.current?.value ?? ""],
    );
    if (!checked.ok) {
      controls.refuse(match._id, checked.message);
      return;
    }
    await controls.confirm(match, checked.result);
  };

  const input = (ref: RefObject<HTMLInputElement | null>, person: TournamentMatch["home"]) => (
    <ScoreInput inputRef={ref} label={texts.of(nameOf(person))} readOnly={overtaken} describedBy={overtaken ? noticeId : undefined} />
  );

  return (
    // noValidate: the rules of part 2 §5 say no in their own words, not in the browser's bubble.
    // data-open-match: an editor that may send, found by the focus after a confirmation (use-editor-focus.ts).
    <form
      ref={form}
      data-open-match={overtaken ? undefined : match._id}
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={() => setShootout(needsShootout(resultRuleOf(controls.tournament, match), typed(home.current), typed(away.current)))}
      onFocus={() => editing(match._id, true)}
      onBlur={focusLeft}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        {input(home, match.home)}
        <span aria-hidden="true" className="text-slate-500">
          {texts.separator}
        </span>
        {input(away, match.away)}
      </div>
      {/* What the result still needs, before the buttons that send it (audit F7): filled, then sent. */}
      {shootout ? <ShootoutFields match={match} refs={penalties} readOnly={overtaken} describedBy={overtaken ? noticeId : undefined} /> : null}
      <ClubFields match={match} refs={clubs} readOnly={overtaken} describedBy={overtaken ? noticeId : undefined} />
      <div className="flex flex-wrap items-center gap-2">
        {/* aria-disabled, not disabled, once overtaken: a focused button keeps the focus. */}
        <Button
          type="submit"
          disabled={controls.busy}
          aria-disabled={overtaken || undefined}
          className={overtaken ? "opacity-60" : undefined}
          aria-describedby={overtaken ? noticeId : note ? noteId : undefined}
        >
          {match.stage === "challenge" ? texts.challengeConfirm : texts.confirm}
        </Button>
        {/* Issue 25: the organiser's other way to decide an open match; a bye has nobody to award. */}
        {overtaken || !match.home || !match.away ? null : (
          <Button
            ref={walkoverButton}
            variant="secondary"
            disabled={controls.busy}
            aria-expanded={choosingWalkover}
            aria-label={matchActsTexts.walkover.menuLabel(nameOf(match.home), nameOf(match.away))}
            onClick={() => setChoosingWalkover(!choosingWalkover)}
          >
            {matchActsTexts.desk.walkover}
          </Button>
        )}
      </div>
      {choosingWalkover && !overtaken ? <WalkoverChoice tournament={controls.tournament} match={match} onClose={closeWalkover} /> : null}
      {/* There from the start, empty until needed: a region that appears with its text is not read everywhere. */}
      <p
        id={noticeId}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={overtaken ? "text-sm font-semibold text-indigo-900" : "sr-only"}
      >
        {notice}
      </p>
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
          {withShootout(`${match.homeScore} ${texts.separator} ${match.awayScore}`, match)}
        </span>
        <Button
          variant="secondary"
          disabled={controls.busy}
          onClick={() => void controls.cancel(match)}
          onFocus={() => controls.cancelFocused(match._id)}
          // Focus that moves on to something else is not to be brought back; one that is lost
          // (the button disabled while its write is under way, then gone) is.
          onBlur={(event) => {
            if (event.relatedTarget) controls.cancelFocused(null);
          }}
        >
          {match.stage === "challenge" ? platformTexts.actions.cancel : texts.cancel}
        </Button>
      </div>
      <MatchClubs match={match} />
      {error ? <ErrorBox message={error.message} onClose={controls.dismissError} /> : null}
    </div>
  );
}
