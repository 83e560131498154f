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

  myMatches: {
    heading: "Maçlarım",
    intro: "Maçınızı oynadıktan sonra skoru bildirin. Rakibiniz aynı skoru bildirdiğinde ya da onayladığında maç sonuçlanır.",
    none: "Şu an skor bekleyen bir maçınız yok.",
    /** One line per match: the pairing and its round. */
    pairing: (home: string, away: string) => `${home} – ${away}`,
    report: "Skoru Bildir",
    change: "Skoru Değiştir",
    dispute: "İtiraz Et",
    withdraw: "Bildirimi Geri Al",
    youReported: (score: string) => `Skoru ${score} bildirdiniz; rakibinizin onayı bekleniyor.`,
    disputeIntro: "Farklı bir skor bildirin; iki bildirim farklı olursa kararı organizatör verir.",
    waitingOrganiser: "Bildirilen skorlar farklı; organizatörün kararı bekleniyor.",
    /** Read out after a write, in a polite live region. */
    done: {
      reported: "Skor bildirildi.",
      confirmed: "Maç sonuçlandı.",
      disputed: "Skorlar farklı: karar organizatörde.",
      withdrawn: "Bildiriminiz geri alındı.",
    },
  },

  /** Under a match, on every screen that shows it. */
  notes: {
    reported: (username: string, score: string) => `${username} skoru ${score} bildirdi`,
    disputed: "İtirazlı",
    walkover: "Hükmen",
    walkoverLong: "Hükmen galibiyet (3–0)",
  },

  deadline: (date: string) => `Son gün: ${date}`,

  desk: {
    heading: "Organizatör Masası",
    intro: "İtirazlı ve süresi geçmiş maçlar burada; süresi geçenler önce.",
    empty: "Karar bekleyen maç yok.",
    /** The managing screen's note, with a link to the desk on the tournament's page. */
    waiting: (count: number) => `${count} maç kararınızı bekliyor (itirazlı ya da süresi geçmiş).`,
    goToDesk: "Organizatör Masasına Git",
    acceptReport: (score: string) => `${score} skorunu onayla`,
    acceptReportLabel: (username: string, score: string) => `${username} bildirimini onayla: ${score}`,
    askAgain: "Yeniden Bildirilsin",
    askAgainHint: "İki bildirim de silinir; oyuncular skoru yeniden bildirir.",
    /** The action's name: the desk's and the score editor's button. */
    walkover: "Hükmen Galibiyet",
    done: {
      confirmed: "Skor onaylandı.",
      askedAgain: "Bildirimler silindi; oyuncular skoru yeniden bildirecek.",
      walkover: "Hükmen galibiyet verildi.",
      deadline: "Son gün kaydedildi.",
      deadlineRemoved: "Son gün kaldırıldı.",
    },
  },

  walkover: {
    question:
      "Hükmen galibiyet 3–0 sayılır: puan durumunda ve eleme turlarında her galibiyet gibi işler, bu goller kimsenin istatistiğine yazılmaz. Kim kazanır?",
    wins: (username: string) => `${username} kazanır`,
    /** The managing screen's button, named with its match (every open match has one). */
    menuLabel: (home: string, away: string) => `${home} – ${away}: hükmen galibiyet`,
  },

  deadlines: {
    heading: "Son Günler",
    intro: "Bir turun bütün maçlarının son gününü değiştirin ya da kaldırın.",
    round: "Tur",
    date: "Son gün",
    save: "Son Günü Kaydet",
    remove: "Son Günü Kaldır",
    none: "son gün yok",
    /** A round in the chooser: its name, and its group's where there are groups. */
    roundOption: (name: string, group: string | null, deadline: string | null) =>
      `${group ? `Grup ${group} · ` : ""}${name} (${deadline ?? "son gün yok"})`,
    missingDate: "Bir tarih ve saat seçin.",
  },
} as const;
