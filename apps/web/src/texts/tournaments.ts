/**
 * Part 2 §2 and §9: the words every tournament screen shares (the list's cards, the detail page,
 * the managing screens). Each screen's own sentences live in its own file beside this one.
 */
const statusBadges = { active: "Devam Ediyor", paused: "Duraklatıldı", completed: "Tamamlandı" } as const;

export const tournamentTexts = {
  systems: {
    league: "Lig",
    group: "Grup",
    elimination: "Eleme",
    challenge: "Meydan Okuma",
    // Issue 29.
    doubleElimination: "Çift Eleme",
    swiss: "İsviçre",
  },
  /** The status badge (part 2 §2): pending reads as paused, each text written once. */
  status: (status: "active" | "paused" | "pending" | "completed") => statusBadges[status === "pending" ? "paused" : status],
  match: {
    played: "Oynandı",
    waiting: "Beklemede",
  },
  bye: "Bay",
  /** Part 2 §2 and §8: the red box of every tournament screen, 'Hata: ' plus the message. */
  error: (message: string) => `Hata: ${message}`,
  /** Part 2 §8: while a tournament write (create, score, advance, finish, pause) runs. */
  busy: "İşlem yapılıyor...",
} as const;
