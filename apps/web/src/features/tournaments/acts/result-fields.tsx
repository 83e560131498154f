import { clubRules } from "@turnuva/contract/match-rules";
import type { TournamentMatch } from "@turnuva/contract/tournaments";
import type { RefObject } from "react";
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

/** A labelled pair of fields, home then away, under a legend: one piece of a result. */
function PairFields({ match, refs, readOnly, describedBy, club }: FieldsProps & { club: boolean }) {
  const input = (ref: RefObject<HTMLInputElement | null>, person: TournamentMatch["home"]) => {
    const name = person?.username ?? commonTexts.unknownPerson;
    return (
      <input
        ref={ref}
        {...(club
          ? { type: "text", maxLength: clubRules.maxLength, autoComplete: "off", placeholder: texts.club }
          : { type: "number", inputMode: "numeric", min: 0, max: MAX_SCORE, step: 1 })}
        readOnly={readOnly}
        aria-label={club ? texts.clubOf(name) : texts.penaltiesOf(name)}
        aria-describedby={describedBy}
        className={cx(field, club ? "h-9 w-full min-w-0 text-sm" : "h-11 w-16 text-center text-base")}
      />
    );
  };
  return (
    <fieldset className={club ? "grid max-w-md grid-cols-[1fr_auto_1fr] items-center gap-2" : "flex items-center gap-2"}>
      <legend className="mb-1 text-sm font-semibold text-slate-700">{club ? texts.clubs : texts.penalties}</legend>
      {input(refs.home, match.home)}
      <span aria-hidden="true" className="text-slate-500">
        {texts.separator}
      </span>
      {input(refs.away, match.away)}
    </fieldset>
  );
}

/** 'Penaltılar': each side's goals in the shoot-out, labelled with whose they are. */
export const ShootoutFields = (props: FieldsProps) => <PairFields {...props} club={false} />;

/** 'Kulüpler (isteğe bağlı)': the club each player used, free text of at most 40 characters. */
export const ClubFields = (props: FieldsProps) => <PairFields {...props} club />;
