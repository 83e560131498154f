/**
 * Issue 29, the double elimination wizard's own words, loaded with it only (the platform page's
 * budget pays for nothing here). The label and the chooser's line are tournaments.ts's and
 * tournament-wizards.ts's.
 */
export const doubleEliminationWizardTexts = {
  title: "Çift Eleme Turnuvası Oluştur",
  countHint: "En az 3.",
  /** The engine's DOUBLE_ELIMINATION_TOO_FEW, word for word (the server answers it too). */
  tooFew: "Çift eleme için en az 3 katılımcı gereklidir.",
  resetLegend: "Büyük final tekrarı",
  resetYes: "Evet, gerekirse tekrar",
  resetYesHint: "Alt tablodan gelen büyük finali kazanırsa ikinci bir final oynanır; iki kez kaybeden elenir.",
  resetNo: "Hayır, tek final",
  resetNoHint: "Büyük final tek maçtır.",
} as const;
