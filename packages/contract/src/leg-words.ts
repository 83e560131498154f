/**
 * Issue 28: a two-legged tie's words, in the bracket, in 'Maçlarım' and in the matches waiting for
 * a member (whose answer the server writes with them: the home page carries no code for it).
 */
export const legWords = {
  first: "İlk maç",
  second: "Rövanş",
  total: (home: number, away: number) => `Toplam ${home}–${away}`,
  /** A second leg's first, with its names: the sides are swapped between the legs. */
  firstLegResult: (home: string, score: string, away: string) => `İlk maç: ${home} ${score} ${away}`,
};

/** 'İlk maç', 'Rövanş', or 'Rövanş · İlk maç: ali 1–0 can' once the first leg is played. */
export function legNote(leg: 1 | 2, firstLeg: { home: string; score: string; away: string } | null): string {
  if (leg === 1) return legWords.first;
  return firstLeg ? `${legWords.second} · ${legWords.firstLegResult(firstLeg.home, firstLeg.score, firstLeg.away)}` : legWords.second;
}
