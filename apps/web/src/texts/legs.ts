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
