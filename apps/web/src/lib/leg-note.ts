import { legTexts } from "@/texts/legs.ts";

/** 'İlk maç', 'Rövanş', or 'Rövanş · İlk maç: ali 1–0 can' once the first leg is played. */
export function legNote(leg: 1 | 2, firstLeg: { home: string; score: string; away: string } | null): string {
  if (leg === 1) return legTexts.first;
  return firstLeg ? `${legTexts.second} · ${legTexts.firstLegResult(firstLeg.home, firstLeg.score, firstLeg.away)}` : legTexts.second;
}
