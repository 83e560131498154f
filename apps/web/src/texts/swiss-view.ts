/**
 * Issue 29, the Swiss detail view's own words, loaded with it only. The rounds are named by the
 * server ('1. Tur'); the table's other columns are tournament-detail.ts's.
 */
export const swissViewTexts = {
  empty: "Bu İsviçre turnuvasının eşleşmeleri henüz oluşturulmadı.",
  rounds: "Turlar",
  buchholz: { short: "BH", full: "Buchholz" },
  sonnebornBerger: { short: "SB", full: "Sonneborn-Berger" },
} as const;
