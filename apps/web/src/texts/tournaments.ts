/**
 * Part 2 §2 and §9: the words every tournament screen shares (the list's cards, the detail page,
 * the managing screens). Each screen's own sentences live in its own file beside this one.
 */
export const tournamentTexts = {
  systems: {
    league: "Lig",
    group: "Grup",
    elimination: "Eleme",
    challenge: "Meydan Okuma",
  },
  /** The status badge: paused and pending read alike. */
  statuses: {
    active: "Devam Ediyor",
    paused: "Duraklatıldı",
    pending: "Duraklatıldı",
    completed: "Tamamlandı",
  },
  match: {
    played: "Oynandı",
    waiting: "Beklemede",
  },
  unknownParticipant: "Bilinmeyen",
  bye: "Bay",
} as const;
