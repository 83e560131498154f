import type { UseFormRegisterReturn } from "react-hook-form";
import { tournamentRules } from "@turnuva/contract/tournament-rules";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { TextField } from "@/ui/text-field.tsx";
import { ChoiceFieldset } from "./choice-fieldset.tsx";

const texts = tournamentWizardTexts.playSettings;

const resultEntryChoices = [
  { value: "players", label: texts.players, hint: texts.playersHint },
  { value: "organizer", label: texts.organizer, hint: texts.organizerHint },
] as const;

interface PlaySettingsProps {
  /** `register("resultEntry")` and `register("roundDays")` of the wizard's form (form-rules.ts). */
  resultEntry: UseFormRegisterReturn;
  roundDays: UseFormRegisterReturn;
  roundDaysError?: string;
}

/**
 * Issue 25, on the first step of every wizard: who enters the scores ('Sonuç girişi': the players
 * report and the opponent confirms, the default; or the organiser alone) and the days a round has
 * ('Tur süresi (gün)', optional, 1–60), each with a sentence saying what it means.
 */
export function PlaySettings({ resultEntry, roundDays, roundDaysError }: PlaySettingsProps) {
  return (
    <>
      <ChoiceFieldset legend={texts.resultEntry} choices={resultEntryChoices} {...resultEntry} />
      <TextField
        label={texts.roundDays}
        type="number"
        inputMode="numeric"
        min={tournamentRules.roundDays.min}
        max={tournamentRules.roundDays.max}
        hint={texts.roundDaysHint}
        error={roundDaysError}
        {...roundDays}
      />
    </>
  );
}
