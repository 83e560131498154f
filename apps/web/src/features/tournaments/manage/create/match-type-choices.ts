import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import type { Choice } from "./choice-fieldset.tsx";

const texts = tournamentWizardTexts.matchType;

/** Part 2 §2: single or double (home and away) matches, as the contract names them. */
export const matchTypeChoices: readonly Choice[] = [
  { value: "single", label: texts.single, hint: texts.singleHint },
  { value: "double", label: texts.double, hint: texts.doubleHint },
];

/**
 * Issue 28: how a league or group table orders players level on points. Its texts live here, not
 * with the wizards' others: those load with the system chooser, these only with a wizard.
 */
export const tiebreakerTexts = {
  legend: "Puanları eşit olanlar nasıl sıralansın?",
  overall: "Eşitlikte: Averaj",
  overallHint: "Averaj, sonra atılan gol.",
  headToHead: "Eşitlikte: İkili averaj",
  headToHeadHint: "Önce aralarındaki maçlar.",
} as const;

/** As the contract names them. */
export const tiebreakerChoices: readonly Choice[] = [
  { value: "overall", label: tiebreakerTexts.overall, hint: tiebreakerTexts.overallHint },
  { value: "headToHead", label: tiebreakerTexts.headToHead, hint: tiebreakerTexts.headToHeadHint },
];
