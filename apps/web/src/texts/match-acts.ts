/**
 * Issue 25: players report their own results, the opponent confirms, the organiser decides
 * disputes, awards walkovers and sets the rounds' deadlines. 'X skoru 2–1 bildirdi', 'Onayla',
 * 'İtiraz Et' and 'Son gün: 3 Aralık' are the issue's words; the rest is ours.
 */

export const matchActsTexts = {
  score: (home: number, away: number) => `${home}–${away}`,
  /** When the server gave no sentence of its own (no connection, a time-out). */
  failed: "İşlem tamamlanamadı. Lütfen tekrar deneyin.",
  /** Closes a report form or a dialog without sending. */
  cancel: "Vazgeç",

  /** One line per match: the pairing (its round follows). */
  pairing: (home: string, away: string) => `${home} – ${away}`,

  /** Under a match, on every screen that shows it. */
  notes: {
    reported: (username: string, score: string) => `${username} skoru ${score} bildirdi`,
    disputed: "İtirazlı",
    walkover: "Hükmen",
    walkoverLong: "Hükmen galibiyet (3–0)",
  },

  deadline: (date: string) => `Son gün: ${date}`,

  desk: {
    /** The managing screen's note, with a link to the desk on the tournament's page (texts/organiser-desk.ts). */
    waiting: (count: number) => `${count} maç kararınızı bekliyor (itirazlı ya da süresi geçmiş).`,
    goToDesk: "Organizatör Masasına Git",
    /** The action's name: the desk's and the score editor's button. */
    walkover: "Hükmen Galibiyet",
    done: {
      walkover: "Hükmen galibiyet verildi.",
    },
  },

  walkover: {
    question:
      "Hükmen galibiyet 3–0 sayılır: puan durumunda ve eleme turlarında her galibiyet gibi işler, bu goller kimsenin istatistiğine yazılmaz. Kim kazanır?",
    wins: (username: string) => `${username} kazanır`,
    /** The managing screen's button, named with its match (every open match has one). */
    menuLabel: (home: string, away: string) => `${home} – ${away}: hükmen galibiyet`,
  },
} as const;
