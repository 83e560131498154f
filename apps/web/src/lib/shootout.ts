/**
 * Issue 28: a knockout match level after play and decided by a penalty shoot-out shows both, the
 * score as played and the shoot-out: '1–1 (4–3 pen.)'. Every screen that shows a score appends
 * this, so the goals stay the goals (statistics count the 1–1) and who went through is still seen.
 */
export interface Shootout {
  homePenalties?: number | null;
  awayPenalties?: number | null;
}

/** '(4–3 pen.)', or null when the match had no shoot-out. */
export function shootoutText(match: Shootout): string | null {
  if (match.homePenalties == null || match.awayPenalties == null) return null;
  return `(${match.homePenalties}–${match.awayPenalties} pen.)`;
}

/** The score as a screen shows it, with the shoot-out after it when there was one. */
export function withShootout(score: string, match: Shootout): string {
  const shootout = shootoutText(match);
  return shootout === null ? score : `${score} ${shootout}`;
}
