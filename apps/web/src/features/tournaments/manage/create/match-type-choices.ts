import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import type { Choice } from "./choice-fieldset.tsx";

const texts = tournamentWizardTexts.matchType;

/** Part 2 §2: single or double (home and away) matches, as the contract names them. */
export const matchTypeChoices: readonly Choice[] = [
  { value: "single", label: texts.single, hint: texts.singleHint },
  { value: "double", label: texts.double, hint: texts.doubleHint },
];

const tiebreakers = tournamentWizardTexts.tiebreakers;

/** Issue 28: how a league or group table orders players level on points, as the contract names it. */
export const tiebreakerChoices: readonly Choice[] = [
  { value: "overall", label: tiebreakers.overall, hint: tiebreakers.overallHint },
  { value: "headToHead", label: tiebreakers.headToHead, hint: tiebreakers.headToHeadHint },
];

const legs = tournamentWizardTexts.legs;

/** Issue 28: the knockout's ties and the final, one match each (the spec's) or two legs. */
export const knockoutLegChoices: readonly Choice[] = [
  { value: "1", label: legs.knockoutOne, hint: legs.oneHint },
  { value: "2", label: legs.knockoutTwo, hint: legs.twoHint },
];
export const finalLegChoices: readonly Choice[] = [
  { value: "1", label: legs.finalOne, hint: legs.finalOneHint },
  { value: "2", label: legs.finalTwo, hint: legs.twoHint },
];

/** What the create request carries of them: only a two-legged choice (absent is one match). */
export function legsOf(values: { knockoutLegs: "1" | "2"; finalLegs: "1" | "2" }): { knockoutLegs?: 2; finalLegs?: 2 } {
  return { ...(values.knockoutLegs === "2" ? { knockoutLegs: 2 as const } : {}), ...(values.finalLegs === "2" ? { finalLegs: 2 as const } : {}) };
}
