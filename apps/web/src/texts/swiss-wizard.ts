/**
 * Issue 29, the Swiss wizard's own words, loaded with it only (the platform page's budget pays for
 * nothing here). The label and the chooser's line are tournaments.ts's and tournament-wizards.ts's.
 */
export const swissWizardTexts = {
  title: "İsviçre Turnuvası Oluştur",
  rounds: "Tur Sayısı",
  roundsHint: (fallback: number | null, max: number | null) =>
    fallback === null || max === null ? "Boş bırakılırsa katılımcı sayısına göre belirlenir." : `Boş bırakılırsa ${fallback} tur; en fazla ${max}.`,
  /** Ours: at least one round, and fewer than the players (nobody meets the same opponent twice). */
  roundsOutOfRange: (max: number) => `Tur sayısı 1 ile ${max} arasında olmalıdır.`,
  knockoutLegend: "İsviçre turlarından sonra eleme",
  noKnockout: "Yok",
  noKnockoutHint: "Şampiyon puan durumunun lideridir.",
  knockout: (size: number) => `İlk ${size}`,
  knockoutHint: (size: number) => (size === 2 ? "İlk iki final oynar." : `İlk ${size} eleme turlarına çıkar (1. sonuncuyla eşleşir).`),
  /** Ours: a knockout larger than the field. */
  knockoutTooLarge: (count: number) => `Elemeye katılımcı sayısından (${count}) fazla oyuncu çıkamaz.`,
} as const;
