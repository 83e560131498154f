import type { Choice } from "./choice-fieldset.tsx";

/**
 * Issue 28: a knockout's ties and its final, one match each (the spec's) or two legs. Offered by
 * the elimination, group and Swiss wizards: its texts live here, loaded with those wizards only.
 */
export const legsTexts = {
  knockoutLegend: "Eleme turlarındaki eşleşmeler",
  finalLegend: "Final",
} as const;

const twoHint = "Toplam skor belirler; eşitse rövanşta penaltılar.";
export const knockoutLegChoices: readonly Choice[] = [
  { value: "1", label: "Eleme turları tek maç", hint: "Berabere biterse penaltılar." },
  { value: "2", label: "Eleme turları rövanşlı", hint: twoHint },
];
export const finalLegChoices: readonly Choice[] = [
  { value: "1", label: "Final tek maç", hint: "Üçüncülük maçı hep tek maçtır." },
  { value: "2", label: "Final rövanşlı", hint: twoHint },
];

/**
 * Whether a knockout of this many players has rounds before its final: two play the final alone,
 * so the rounds' choice is neither shown nor sent (as the Swiss wizard's knockout of two); a count
 * not typed yet keeps it.
 */
export const hasRounds = (players: number) => players !== 2;

/** What the create request carries of them: only a two-legged choice (absent is one match). */
export function legsOf(values: { knockoutLegs: "1" | "2"; finalLegs: "1" | "2" }, players: number): { knockoutLegs?: 2; finalLegs?: 2 } {
  return {
    ...(hasRounds(players) && values.knockoutLegs === "2" ? { knockoutLegs: 2 as const } : {}),
    ...(values.finalLegs === "2" ? { finalLegs: 2 as const } : {}),
  };
}
