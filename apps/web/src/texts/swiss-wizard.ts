/**
 * Issue 29, the Swiss wizard's own words, loaded with it only (the platform page's budget pays for
 * nothing here). The label and the chooser's line are tournaments.ts's and tournament-wizards.ts's.
 */
export const swissWizardTexts = {
  title: "İsviçre Turnuvası Oluştur",
  rounds: "Tur Sayısı",
  roundsHint: (fallback: number | null, max: number | null) =>
    fallback === null || max === null ? "Boş bırakılırsa katılımcı sayısına göre belirlenir." : `Boş bırakılırsa ${fallback} tur; en fazla ${max}.`,
  /** The engine's SWISS_ROUNDS_OUT_OF_RANGE, word for word (the server answers it too). */
  roundsOutOfRange: (max: number) => `Tur sayısı 1 ile ${max} arasında olmalıdır.`,
  knockoutLegend: "İsviçre turlarından sonra eleme",
  noKnockout: "Yok",
  noKnockoutHint: "Şampiyon puan durumunun lideridir.",
  knockout: (size: number) => `İlk ${size}`,
  knockoutHint: (size: number) => (size === 2 ? "İlk iki final oynar." : `İlk ${size} eleme turlarına çıkar (1. sonuncuyla eşleşir).`),
  /** The engine's SWISS_KNOCKOUT_TOO_LARGE, word for word. */
  knockoutTooLarge: (count: number) => `Eleme turuna en fazla katılımcı sayısı (${count}) kadar oyuncu çıkabilir.`,
} as const;
