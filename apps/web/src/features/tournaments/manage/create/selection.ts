/**
 * Part 2 §5, the participant step: chosen in the order clicked, never more than the count (a
 * click beyond it is ignored), seeds only among the chosen, and a participant who is let go
 * loses the seed too.
 */
export interface Selection {
  participants: string[];
  seededParticipants: string[];
}

export function toggleParticipant(selection: Selection, id: string, count: number): Selection {
  if (selection.participants.includes(id)) {
    return {
      participants: selection.participants.filter((chosen) => chosen !== id),
      seededParticipants: selection.seededParticipants.filter((seed) => seed !== id),
    };
  }
  if (selection.participants.length >= count) return selection;
  return { ...selection, participants: [...selection.participants, id] };
}

export function toggleSeed(selection: Selection, id: string): Selection {
  if (!selection.participants.includes(id)) return selection;
  const seeded = selection.seededParticipants.includes(id);
  return {
    ...selection,
    seededParticipants: seeded ? selection.seededParticipants.filter((seed) => seed !== id) : [...selection.seededParticipants, id],
  };
}

/** A count lowered after choosing: the first ones chosen stay, with their seeds. */
export function fitToCount(selection: Selection, count: number): Selection {
  if (selection.participants.length <= count) return selection;
  const participants = selection.participants.slice(0, count);
  return { participants, seededParticipants: selection.seededParticipants.filter((seed) => participants.includes(seed)) };
}
