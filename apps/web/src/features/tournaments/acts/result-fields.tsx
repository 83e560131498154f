import { clubRules } from "@turnuva/contract/match-rules";
import type { TournamentMatch } from "@turnuva/contract/tournaments";
import type { RefObject } from "react";
import { commonTexts } from "@/texts/common.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { MAX_SCORE } from "@/features/tournaments/manage/play/score-rules.ts";

// Issue 28: the fields a score form has besides the two scores, the same in the organiser's editor
// and the players' report form: a shoot-out (only while the typed score is level in a match that
// needs a winner) and the club each player used (optional, at most 40 characters).

const texts = tournamentPlayTexts.score;
const nameOf = (person: TournamentMatch["home"]) => person?.username ?? commonTexts.unknownPerson;
const numberClasses =
  "h-11 w-16 rounded-lg border border-slate-300 bg-white px-2 text-center text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600";
const textClasses =
  "h-9 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600";

/** Two fields, home and away, that a form reads when it sends. */
export interface PairRefs {
  home: RefObject<HTMLInputElement | null>;
  away: RefObject<HTMLInputElement | null>;
}

interface FieldsProps {
  match: TournamentMatch;
  refs: PairRefs;
  readOnly?: boolean;
  describedBy?: string | undefined;
}

/** 'Penaltılar': each side's goals in the shoot-out, labelled with whose they are. */
export function ShootoutFields({ match, refs, readOnly = false, describedBy }: FieldsProps) {
  const input = (ref: RefObject<HTMLInputElement | null>, person: TournamentMatch["home"]) => (
    <input
      ref={ref}
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_SCORE}
      step={1}
      readOnly={readOnly}
      aria-label={texts.penaltiesOf(nameOf(person))}
      aria-describedby={describedBy}
      className={numberClasses}
    />
  );
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{texts.penalties}</legend>
      <p className="w-full text-xs text-slate-600">{texts.penaltiesHint}</p>
      {input(refs.home, match.home)}
      <span aria-hidden="true" className="text-slate-500">
        {texts.separator}
      </span>
      {input(refs.away, match.away)}
    </fieldset>
  );
}

/** 'Kulüpler (isteğe bağlı)': the club each player used, free text of at most 40 characters. */
export function ClubFields({ match, refs, readOnly = false, describedBy }: FieldsProps) {
  const input = (ref: RefObject<HTMLInputElement | null>, person: TournamentMatch["home"]) => (
    <input
      ref={ref}
      type="text"
      maxLength={clubRules.maxLength}
      autoComplete="off"
      placeholder={texts.club}
      readOnly={readOnly}
      aria-label={texts.clubOf(nameOf(person))}
      aria-describedby={describedBy}
      className={textClasses}
    />
  );
  return (
    <fieldset className="grid max-w-md grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
      <legend className="mb-1 text-xs font-semibold text-slate-600">{texts.clubs}</legend>
      {input(refs.home, match.home)}
      <span aria-hidden="true" className="text-slate-400">
        {texts.separator}
      </span>
      {input(refs.away, match.away)}
    </fieldset>
  );
}
