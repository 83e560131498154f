import { tiebreakerTexts } from "@/texts/tiebreakers.ts";
import type { Choice } from "./choice-fieldset.tsx";

/** Issue 28: how a league or group table orders players level on points, as the contract names it. */
export const tiebreakerChoices: readonly Choice[] = [
  { value: "overall", ...tiebreakerTexts.choices.overall },
  { value: "headToHead", ...tiebreakerTexts.choices.headToHead },
];
