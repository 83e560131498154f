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

/**
 * Issue 29: the rounds of the two systems beyond the spec. Double elimination names its winners'
 * and losers' rounds by number ('Kazananlar 2. Tur', 'Kaybedenler 3. Tur') and their last ones as
 * finals, so the podium's third (the losers' final's loser) can be traced: 'Kazananlar Yarı
 * Finali' (with three rounds or more), 'Kazananlar Finali', 'Kaybedenler Finali'; its grand final
 * 'Büyük Final' and the bracket reset 'Büyük Final (Tekrar)'; a Swiss round is 'N. Tur'.
 * `participantCount` sizes the brackets: log2 of the bracket's size winners' rounds, twice one
 * fewer losers' rounds.
 */
export function moreSystemsRoundName(stage: "winners" | "losers" | "grandFinal" | "swiss", round: number, participantCount = 0): string {
  const winnersRounds = roundCount(participantCount);
  switch (stage) {
    case "winners":
      if (round === winnersRounds) return "Kazananlar Finali";
      if (round === winnersRounds - 1 && winnersRounds >= 3) return "Kazananlar Yarı Finali";
      return `Kazananlar ${round}. Tur`;
    case "losers":
      return round === 2 * (winnersRounds - 1) ? "Kaybedenler Finali" : `Kaybedenler ${round}. Tur`;
    case "grandFinal":
      return round === 1 ? "Büyük Final" : "Büyük Final (Tekrar)";
    case "swiss":
      return `${round}. Tur`;
  }
}
