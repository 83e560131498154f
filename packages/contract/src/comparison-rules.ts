/**
 * Part 1 §5 comparison rules, free of zod so the platform manager's tab can check exactly what the
 * server checks within its JavaScript budget (docs/architecture.md, "Form").
 */
export const comparisonMessages = {
  compareTwo: "Lütfen karşılaştırılacak iki kullanıcı seçin.",
  compareDifferent: "Lütfen farklı iki kullanıcı seçin.",
} as const;

/** What is wrong with a pair to compare (empty: not chosen), or null. */
export function comparisonProblem(userId1: string | null | undefined, userId2: string | null | undefined): string | null {
  if (!userId1 || !userId2) return comparisonMessages.compareTwo;
  if (userId1 === userId2) return comparisonMessages.compareDifferent;
  return null;
}
