import type { UseFormRegisterReturn } from "react-hook-form";
import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import { ChoiceFieldset, type Choice } from "./choice-fieldset.tsx";

const texts = tournamentWizardTexts.legs;

const knockoutChoices: readonly Choice[] = [
  { value: "1", label: texts.knockoutOne, hint: texts.oneHint },
  { value: "2", label: texts.knockoutTwo, hint: texts.twoHint },
];
const finalChoices: readonly Choice[] = [
  { value: "1", label: texts.finalOne, hint: texts.finalOneHint },
  { value: "2", label: texts.finalTwo, hint: texts.twoHint },
];

/** Issue 28: the knockout's ties and the final, one match each (the spec's) or two legs. */
export function LegsChoices({ knockoutLegs, finalLegs }: { knockoutLegs: UseFormRegisterReturn; finalLegs: UseFormRegisterReturn }) {
  return (
    <>
      <ChoiceFieldset legend={texts.knockoutLegend} choices={knockoutChoices} {...knockoutLegs} />
      <ChoiceFieldset legend={texts.finalLegend} choices={finalChoices} {...finalLegs} />
    </>
  );
}

/** What the create request carries of them: only a two-legged choice (absent is one match). */
export function legsOf(values: { knockoutLegs: "1" | "2"; finalLegs: "1" | "2" }): { knockoutLegs?: 2; finalLegs?: 2 } {
  return { ...(values.knockoutLegs === "2" ? { knockoutLegs: 2 as const } : {}), ...(values.finalLegs === "2" ? { finalLegs: 2 as const } : {}) };
}
