/**
 * Issue 25: the one word for a match past its round's deadline, on the match (every screen that
 * shows it), the organiser's desk and the member home's waiting matches. Its own small file, so
 * the member home's part carries it without the rest of the acts' texts.
 */
export const deadlineTexts = {
  overdue: "Süresi geçti",
} as const;
