/**
 * Issue 25: 'Maçlarım', a player's own open matches on a tournament's page: report, confirm the
 * opponent's report ('Onayla'), dispute it ('İtiraz Et'). Apart from texts/match-acts.ts, which the
 * organiser's managing screen carries, so that screen does not carry the players' sentences.
 */
export const myMatchesTexts = {
  heading: "Maçlarım",
  intro: "Maçınızı oynadıktan sonra skoru bildirin. Rakibiniz aynı skoru bildirdiğinde ya da onayladığında maç sonuçlanır.",
  none: "Şu an skor bekleyen bir maçınız yok.",
  report: "Skoru Bildir",
  change: "Skoru Değiştir",
  dispute: "İtiraz Et",
  withdraw: "Bildirimi Geri Al",
  youReported: (score: string) => `Skoru ${score} bildirdiniz; rakibinizin onayı bekleniyor.`,
  disputeIntro: "Farklı bir skor bildirin; iki bildirim farklı olursa kararı organizatör verir.",
  waitingOrganiser: "Bildirilen skorlar farklı; organizatörün kararı bekleniyor.",
  /** The accepting player's own club, named on screen (a placeholder alone is gone once typed in). */
  ownClub: "Takımın (isteğe bağlı)",
  /** Read out after a write, in a polite live region. */
  done: {
    reported: "Skor bildirildi.",
    confirmed: "Maç sonuçlandı.",
    disputed: "Skorlar farklı: karar organizatörde.",
    withdrawn: "Bildiriminiz geri alındı.",
  },
} as const;
