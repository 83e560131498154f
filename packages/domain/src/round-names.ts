// Spec part 2, section 2 (elimination wizard): last 'Final', second to last 'Yarı Final', third to
// last 'Çeyrek Final', earlier 'Son {2^n}' when the size is at least 4, otherwise '{n}. Tur'.

/** Slots of the bracket: the next power of two, so that every round after the first is full. */
export function bracketSize(participantCount: number): number {
  let size = 1;
  while (size < participantCount) size *= 2;
  return size;
}

/** ceil(log2 n): the number of rounds a knockout of n needs (DESIGN section 6). */
export function roundCount(participantCount: number): number {
  return participantCount < 2 ? 0 : Math.log2(bracketSize(participantCount));
}

/** Name of round `round` (1-based) in a knockout of `totalRounds`; round r holds 2^(total-r+1) slots. */
export function roundName(round: number, totalRounds: number): string {
  const fromEnd = totalRounds - round;
  if (fromEnd === 0) return "Final";
  if (fromEnd === 1) return "Yarı Final";
  if (fromEnd === 2) return "Çeyrek Final";
  const size = 2 ** (fromEnd + 1);
  return size >= 4 ? `Son ${size}` : `${round}. Tur`;
}

/** All round names of an elimination of n participants, first round first. */
export function roundNames(participantCount: number): string[] {
  const total = roundCount(participantCount);
  return Array.from({ length: total }, (_, i) => roundName(i + 1, total));
}

/** Knockout rounds of the group system before the final are labelled by their slots (section 4). */
export function knockoutRoundName(matchCount: number): string {
  return `Son ${matchCount * 2}`;
}
