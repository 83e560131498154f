import { tournamentWizardTexts } from "@/texts/tournament-wizards.ts";
import type { Choice } from "./choice-fieldset.tsx";

const texts = tournamentWizardTexts.matchType;

/** Part 2 §2: single or double (home and away) matches, as the contract names them. */
export const matchTypeChoices: readonly Choice[] = [
  { value: "single", label: texts.single, hint: texts.singleHint },
  { value: "double", label: texts.double, hint: texts.doubleHint },
];
