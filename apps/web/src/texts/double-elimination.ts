/**
 * Issue 29, double elimination ('Çift Eleme'): its wizard's and its detail view's own words, loaded
 * with them only (the platform page's budget pays for nothing here). The label and the chooser's
 * line are tournaments.ts's and tournament-wizards.ts's; the round names come from the server
 * ('Kazananlar 1. Tur', 'Kaybedenler 2. Tur', 'Büyük Final', 'Büyük Final (Tekrar)').
 */
export const doubleEliminationTexts = {
  wizard: {
    title: "Çift Eleme Turnuvası Oluştur",
    countHint: "En az 3.",
    /** Ours: with two players there is no losers' bracket to speak of. */
    tooFew: "Çift elemede en az 3 katılımcı gereklidir.",
    resetLegend: "Büyük final tekrarı",
    resetYes: "Evet",
    resetYesHint: "Alt tablodan gelen büyük finali kazanırsa ikinci bir final oynanır; iki kez kaybeden elenir.",
    resetNo: "Hayır",
    resetNoHint: "Büyük final tek maçtır.",
  },
  view: {
    empty: "Bu çift eleme turnuvasının eşleşmeleri henüz oluşturulmadı.",
    winners: "Kazananlar Tablosu",
    losers: "Kaybedenler Tablosu",
    grandFinal: "Büyük Final",
  },
} as const;
