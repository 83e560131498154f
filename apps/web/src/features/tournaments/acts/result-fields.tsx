import { clubRules } from "@turnuva/contract/match-rules";
import type { TournamentMatch } from "@turnuva/contract/tournaments";
import { useId, useState, type RefObject } from "react";
import { useUsedClubs } from "@/lib/players/get-used-clubs.ts";
import { commonTexts } from "@/texts/common.ts";
import { tournamentPlayTexts } from "@/texts/tournament-play.ts";
import { cx } from "@/ui/class-names.ts";
import { MAX_SCORE } from "@/features/tournaments/manage/play/score-rules.ts";

// Issue 28: the fields a score form has besides the two scores, the same in the organiser's editor
// and the players' report form: a shoot-out (only while the typed score is level in a match that
// needs a winner) and the club each player used (optional, at most 40 characters).

const texts = tournamentPlayTexts.score;
const field =
  "rounded-lg border border-slate-300 bg-white px-2 text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600";

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

interface InputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  person: TournamentMatch["home"];
  readOnly: boolean | undefined;
  describedBy: string | undefined;
  /** The field's visible name (audit: a placeholder alone is gone once typed in); else 'ali takımı'. */
  label?: string;
}

interface ScoreInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Whose goals these are ('ali skoru', 'ali penaltıları'). */
  label: string;
  readOnly?: boolean | undefined;
  describedBy?: string | undefined;
  autoFocus?: boolean;
}

/**
 * A side's goals, in the match or its shoot-out: a whole number from 0, the same field in the
 * organiser's editor and the players' report form.
 */
export function ScoreInput({ inputRef, label, readOnly, describedBy, autoFocus }: ScoreInputProps) {
  return (
    <input
      ref={inputRef}
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_SCORE}
      step={1}
      autoFocus={autoFocus}
      readOnly={readOnly}
      aria-label={label}
      aria-describedby={describedBy}
      className={cx(field, "h-11 w-16 text-center text-base")}
    />
  );
}

/**
 * One side's club, suggested from the clubs that player used before (their 'En Çok Kullandığı
 * Takımlar'), asked for only once the field is reached for: a league's page holds many open
 * matches, and their players' clubs are not read for nothing.
 */
export function ClubInput({ inputRef, person, readOnly, describedBy, label }: InputProps) {
  const [wanted, setWanted] = useState(false);
  const suggestions = useUsedClubs(wanted && person ? person.username : null).data?.clubs ?? [];
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm break-words text-slate-700">
        {label ?? texts.clubOf(person?.username ?? commonTexts.unknownPerson)}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        maxLength={clubRules.maxLength}
        autoComplete="off"
        placeholder={texts.club}
        list={`${id}l`}
        onFocus={() => setWanted(true)}
        readOnly={readOnly}
        aria-describedby={describedBy}
        className={cx(field, "h-9 w-full min-w-0 text-sm")}
      />
      <datalist id={`${id}l`}>
        {suggestions.map((used) => (
          <option key={used.club} value={used.club} />
        ))}
      </datalist>
    </div>
  );
}

/** A labelled pair of fields, home then away, under a legend: one piece of a result. */
function PairFields({ match, refs, readOnly, describedBy, club }: FieldsProps & { club: boolean }) {
  const input = (ref: RefObject<HTMLInputElement | null>, person: TournamentMatch["home"]) =>
    club ? (
      <ClubInput inputRef={ref} person={person} readOnly={readOnly} describedBy={describedBy} />
    ) : (
      <ScoreInput
        inputRef={ref}
        label={texts.penaltiesOf(person?.username ?? commonTexts.unknownPerson)}
        readOnly={readOnly}
        describedBy={describedBy}
      />
    );
  return (
    // The clubs' names stand above their fields: the separator sits level with the fields, not the names.
    <fieldset className={club ? "grid max-w-md grid-cols-[1fr_auto_1fr] items-end gap-2" : "flex items-center gap-2"}>
      <legend className="mb-1 text-sm font-semibold text-slate-700">{club ? texts.clubs : texts.penalties}</legend>
      {input(refs.home, match.home)}
      <span aria-hidden="true" className="leading-9 text-slate-500">
        {texts.separator}
      </span>
      {input(refs.away, match.away)}
    </fieldset>
  );
}

/** 'Penaltılar': each side's goals in the shoot-out, labelled with whose they are. */
export const ShootoutFields = (props: FieldsProps) => <PairFields {...props} club={false} />;

/** 'Takımlar (isteğe bağlı)': the club each player used, free text of at most 40 characters. */
export const ClubFields = (props: FieldsProps) => <PairFields {...props} club />;
