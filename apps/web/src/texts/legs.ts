/**
 * Issue 28: a two-legged tie's words, in the bracket, in 'Maçlarım' and among the matches waiting
 * for a member on "/" (a small module of its own: the home page does not carry the detail's texts).
 */
export const legTexts = {
  first: "İlk maç",
  second: "Rövanş",
  total: (home: number, away: number) => `Toplam ${home}–${away}`,
  /** A second leg's first, with its names: the sides are swapped between the legs. */
  firstLegResult: (home: string, score: string, away: string) => `İlk maç: ${home} ${score} ${away}`,
};

/** 'İlk maç', 'Rövanş', or 'Rövanş · İlk maç: ali 1–0 can' once the first leg is played. */
export function legNote(leg: 1 | 2, firstLeg: { home: string; score: string; away: string } | null): string {
  if (leg === 1) return legTexts.first;
  return firstLeg ? `${legTexts.second} · ${legTexts.firstLegResult(firstLeg.home, firstLeg.score, firstLeg.away)}` : legTexts.second;
}
