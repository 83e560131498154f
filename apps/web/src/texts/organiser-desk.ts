/**
 * Issue 25: the organiser's desk on a tournament's page: the disputed and overdue matches with both
 * reports and the decisions, and the rounds' deadlines. Apart from texts/match-acts.ts (which the
 * managing screen carries: the desk's note, the walkover) so that screen does not carry these.
 */
export const organiserDeskTexts = {
  heading: "Organizatör Masası",
  intro: "İtirazlı ve süresi geçmiş maçlar burada; süresi geçenler önce.",
  empty: "Karar bekleyen maç yok.",
  acceptReport: (score: string) => `${score} skorunu onayla`,
  /** Starts with the button's visible text (WCAG 2.5.3), then whose report it is. */
  acceptReportLabel: (username: string, score: string) => `${score} skorunu onayla (${username} bildirimi)`,
  askAgain: "Yeniden Bildirilsin",
  askAgainHint: "İki bildirim de silinir; oyuncular skoru yeniden bildirir.",
  done: {
    confirmed: "Skor onaylandı.",
    askedAgain: "Bildirimler silindi; oyuncular skoru yeniden bildirecek.",
    deadline: "Son gün kaydedildi.",
    deadlineRemoved: "Son gün kaldırıldı.",
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
